import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES as M } from '@nanum/shared/backupMessages';
import { seedDemo } from '../../../../migrations/seeds/demo';
import type { Db } from '../db/knex';
import { isMysql } from '../db/knex';
import { insertedId } from '../db/values';
import { createActors, createBoard, pngOf, uploadFileAs, writePostAs, type Actor } from '../modules/community/community.testkit';
import { loginCookie } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { createTestDb, testDialects, type TestDb } from '../test/testDb';
import { createBackup, type BackupConfig } from './backup';
import { listArchives } from './backupFiles';
import { restoreBackup } from './restore';
import { listTables, MIGRATION_TABLES } from './tableList';
import { listFiles } from './uploadFiles';

/** The settings of a test database as `npm run backup` and `npm run restore` read them. */
function configOf(t: TestDb, backupDir: string): BackupConfig {
  return { dialect: t.dialect, dataDir: t.dataDir, uploadDir: path.join(t.dataDir, 'uploads'), backupDir, DATABASE_URL: t.databaseUrl, DB_ACQUIRE_TIMEOUT_MS: 10_000 };
}

/** Each table's row count and a checksum of its rows, computed here, independently of the backup's own. */
async function tableContents(db: Db): Promise<Record<string, { rows: number; checksum: string }>> {
  const contents: Record<string, { rows: number; checksum: string }> = {};
  for (const table of await listTables(db)) {
    if (MIGRATION_TABLES.includes(table)) continue;
    const rows = (await db(table).select('*')) as Array<Record<string, unknown>>;
    const texts = rows.map((row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))).sort();
    contents[table] = { rows: rows.length, checksum: crypto.createHash('sha256').update(texts.join('\n')).digest('hex') };
  }
  return contents;
}

const migrationNames = async (db: Db) => ((await db('knex_migrations').select('name').orderBy('id')) as Array<{ name: string }>).map((row) => row.name);

describe.each(testDialects())('backup and restore (%s)', (dialect) => {
  let source: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  let backupDir: string;
  let fileId: number;
  let postId: number;
  const targets: TestDb[] = [];
  const attachment = Buffer.from('회의록\n1. 봉사활동 일정\n2. 예산\n');

  beforeAll(async () => {
    source = await createTestApp(dialect);
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-backups-'));
    await seedDemo(source.db, { uploadDir: source.config.uploadDir });
    a = await createActors(source);
    await createBoard(source.db, 'backup-open', { permission: 2, perm: { write: 1, download: 1 } });
    fileId = await uploadFileAs(source, a.member.cookie, 'backup-open', '회의록.txt', attachment);
    postId = await writePostAs(source, a.member.cookie, 'backup-open', { title: '백업될 글', fileIds: [fileId] });
    const profile = await request(source.app).post('/api/user/set/profile/image').set('cookie', a.member.cookie).attach('image', await pngOf(80, 80), 'me.png');
    expect(profile.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await source.drop();
    for (const target of targets) await target.drop();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  /** An empty database and DATA_DIR to restore into. */
  async function emptyTarget(): Promise<TestDb> {
    const target = await createTestDb(dialect, { migrate: false });
    targets.push(target);
    return target;
  }

  const variants: Array<[string, string | null | undefined]> = dialect === 'sqlite' ? [['the online backup API', undefined]] : [['mysqldump', undefined], ['the logical export', null]];

  it.each(variants)('restores every table, every upload and a site that serves, through %s', async (_how, mysqldump) => {
    const backup = await createBackup(configOf(source, backupDir), source.db, { mysqldump });
    expect(path.basename(backup.file)).toMatch(/^nanum-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz$/);
    expect(backup.manifest.format).toBe(dialect === 'sqlite' ? 'sqlite-file' : mysqldump === null ? 'jsonl' : 'mysqldump');
    expect((await listArchives(backupDir)).map((archive) => archive.file)).toContain(backup.file);

    const target = await emptyTarget();
    const result = await restoreBackup(configOf(target, backupDir), backup.file);
    expect(result.uploads).toBeGreaterThanOrEqual(2);

    const before = await tableContents(source.db);
    expect(before.users?.rows).toBeGreaterThan(5);
    expect(await tableContents(target.db)).toEqual(before);
    expect(await migrationNames(target.db)).toEqual(await migrationNames(source.db));
    const sourceUploads = path.join(source.dataDir, 'uploads');
    const targetUploads = path.join(target.dataDir, 'uploads');
    const files = await listFiles(sourceUploads);
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(await listFiles(targetUploads)).toEqual(files);
    for (const file of files) expect(fs.readFileSync(path.join(targetUploads, file)).equals(fs.readFileSync(path.join(sourceUploads, file))), file).toBe(true);

    // The site serves from the restored copy: a login, the post, its attachment byte for byte.
    const restored = await createTestApp(dialect, {}, { testDb: target });
    const cookie = await loginCookie(restored.app, (await target.db('users').where({ id: a.member.id }).first()).email);
    const post = await request(restored.app).get(`/api/community/posts/${postId}`).set('cookie', cookie);
    expect(post.status).toBe(200);
    expect(post.body.data.post.title).toBe('백업될 글');
    const download = await request(restored.app).get(`/api/community/files/${fileId}`).set('cookie', cookie).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, attachment)).toBe(0);
    restored.auth.sessions.close();
  }, 120_000);

  it('refuses a database or uploads folder that is not empty, and changes nothing there', async () => {
    const backup = await createBackup(configOf(source, backupDir), source.db);
    const migrated = await createTestDb(dialect);
    targets.push(migrated);
    const tablesBefore = await tableContents(migrated.db);
    await expect(restoreBackup(configOf(migrated, backupDir), backup.file)).rejects.toThrow(M.databaseNotEmpty);
    expect(await tableContents(migrated.db)).toEqual(tablesBefore);

    const withUpload = await emptyTarget();
    const kept = path.join(withUpload.dataDir, 'uploads', 'board', `${'a'.repeat(32)}.txt`);
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    fs.writeFileSync(kept, '남아 있어야 할 파일');
    await expect(restoreBackup(configOf(withUpload, backupDir), backup.file)).rejects.toThrow(M.uploadsNotEmpty);
    expect(fs.readFileSync(kept, 'utf8')).toBe('남아 있어야 할 파일');
    expect(await listTables(withUpload.db)).toEqual([]);
  }, 60_000);

  it('refuses a file that is not a backup', async () => {
    const bogus = path.join(backupDir, 'not-a-backup.tar.gz');
    fs.writeFileSync(bogus, '이것은 백업이 아닙니다');
    const target = await emptyTarget();
    await expect(restoreBackup(configOf(target, backupDir), bogus)).rejects.toThrow(M.notAnArchive);
    await expect(restoreBackup(configOf(target, backupDir), path.join(backupDir, 'missing.tar.gz'))).rejects.toThrow(M.fileMissing);
    expect(await listTables(target.db)).toEqual([]);
  });

  it.each(variants)('takes a consistent backup while writes run, through %s', async (_how, mysqldump) => {
    // Each write is one transaction: a post and its three comments. A copy taken half-way through
    // one would hold a post with fewer than three comments, or comments without their post.
    const { id: boardId } = await createBoard(source.db, `busy-${String(mysqldump)}-${Date.now() % 100000}`);
    let running = true;
    let written = 0;
    const writer = (async () => {
      while (running) {
        await source.db.transaction(async (trx) => {
          const id = insertedId(await trx('posts').insert({ board_id: boardId, user_id: a.member.id, title: `쓰기 ${written}`, content: '<p>동시에 쓰는 글</p>' }));
          for (let i = 0; i < 3; i += 1) await trx('comments').insert({ post_id: id, user_id: a.other.id, description: `댓글 ${i}` });
        });
        written += 1;
        // better-sqlite3 answers synchronously: give the timers and the backup their turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const marks = { before: 0, during: 0 };
    let backup: Awaited<ReturnType<typeof createBackup>>;
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      marks.before = written;
      backup = await createBackup(configOf(source, backupDir), source.db, { mysqldump });
      marks.during = written - marks.before;
    } finally {
      running = false;
      await writer;
    }
    expect(marks.before).toBeGreaterThan(0);
    expect(marks.during).toBeGreaterThan(0);

    const target = await emptyTarget();
    await restoreBackup(configOf(target, backupDir), backup.file);
    const posts = (await target.db('posts').where({ board_id: boardId }).select('id')) as Array<{ id: number }>;
    expect(posts.length).toBeGreaterThanOrEqual(marks.before);
    expect(posts.length).toBeLessThanOrEqual(written);
    const counts = (await target.db('comments').whereIn('post_id', posts.map((post) => post.id)).groupBy('post_id').select('post_id').count({ count: '*' })) as Array<{ count: number | string }>;
    expect(counts.length).toBe(posts.length);
    expect(counts.every((row) => Number(row.count) === 3)).toBe(true);
    const orphans = await target.db('comments').leftJoin('posts', 'posts.id', 'comments.post_id').whereNull('posts.id').count({ count: '*' }).first();
    expect(Number(orphans?.count)).toBe(0);
    if (!isMysql(target.db)) expect(await target.db.raw('pragma foreign_key_check')).toEqual([]);
  }, 120_000);
});
