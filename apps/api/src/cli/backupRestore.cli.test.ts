import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES as M } from '@nanum/shared/backupMessages';
import { listArchives } from '../backup/backupFiles';
import { createTestUser } from '../test/fixtures';
import { createTestDb, testDialects, type TestDb } from '../test/testDb';
import { REPO_ROOT } from '../config/repoRoot';


/** Runs `npm run backup` or `npm run restore` as an operator would, in a process of its own. */
function run(command: 'backup' | 'restore', target: TestDb, backupDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${command}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: target.dataDir, BACKUP_DIR: backupDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}) },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

describe.each(testDialects())('npm run backup and npm run restore (%s)', (dialect) => {
  let source: TestDb;
  let target: TestDb;
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-cli-backups-'));

  beforeAll(async () => {
    source = await createTestDb(dialect);
    target = await createTestDb(dialect, { migrate: false });
    await createTestUser(source.db, { name: '백업회원' });
  });
  afterAll(async () => {
    await source.drop();
    await target.drop();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('writes one dated archive, restores it into an empty target, and refuses to restore over data', async () => {
    const backup = run('backup', source, backupDir);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const [archive] = await listArchives(backupDir);
    expect(archive).toBeDefined();
    expect(backup.stdout).toMatch(new RegExp(`^백업을 만들었습니다: ${archive!.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+(\\.\\d)? KB\\)$`));

    const restored = run('restore', target, backupDir, archive!.file);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^복원을 마쳤습니다: 테이블 \d+개와 업로드 파일 0개를 확인했습니다\.$/);
    expect((await target.db('users').select('name')).map((row: { name: string }) => row.name)).toEqual(['백업회원']);

    const again = run('restore', target, backupDir, archive!.file);
    expect(again).toEqual({ code: 1, stdout: '', stderr: `nanum: ${M.databaseNotEmpty}` });
    expect(await target.db('users').count({ count: '*' }).first()).toMatchObject({ count: 1 });
  }, 120_000);

  it('says how to call it without a file, and that a missing file is missing', () => {
    expect(run('restore', target, backupDir)).toEqual({ code: 1, stdout: '', stderr: `nanum: ${M.usage}` });
    expect(run('restore', target, backupDir, path.join(backupDir, 'nope.tar.gz'))).toEqual({ code: 1, stdout: '', stderr: `nanum: ${M.fileMissing}` });
  });
});
