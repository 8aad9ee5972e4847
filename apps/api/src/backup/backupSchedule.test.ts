import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';
import { listArchives } from './backupFiles';
import { BACKUP_EVERY_MS, startBackupSchedule } from './backupSchedule';

const until = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(testDialects())('daily backup (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { BACKUP_KEEP: '2' });
  });
  afterAll(async () => {
    await t.drop();
  });

  const config = () => ({ ...t.config, dialect, DATABASE_URL: t.databaseUrl });

  if (dialect === 'sqlite') {
    it('writes an archive when the newest is a day old, once, and keeps BACKUP_KEEP of them', async () => {
      fs.mkdirSync(t.config.backupDir, { recursive: true });
      const old = ['nanum-backup-20261120-030000.tar.gz', 'nanum-backup-20261121-030000.tar.gz'].map((name, index) => {
        const file = path.join(t.config.backupDir, name);
        fs.writeFileSync(file, 'old');
        const at = new Date(Date.now() - BACKUP_EVERY_MS * (3 - index));
        fs.utimesSync(file, at, at);
        return file;
      });
      const schedule = startBackupSchedule({ config: config(), logger: createLogger('silent'), firstCheckMs: 10, intervalMs: 100 });
      try {
        await until(async () => (await listArchives(t.config.backupDir)).some((archive) => Date.now() - Date.parse(archive.at) < 60_000));
        // Several more looks: the new archive is less than a day old, so no second one.
        await new Promise((resolve) => setTimeout(resolve, 500));
      } finally {
        await schedule.stop();
      }
      const archives = await listArchives(t.config.backupDir);
      expect(archives).toHaveLength(2);
      expect(archives[1]?.file).toBe(old[1]);
      expect(fs.existsSync(old[0] as string)).toBe(false);
      expect(archives[0]?.size).toBeGreaterThan(1000);
    });
  } else {
    it('is left to the operator’s scheduler (npm run backup) on MySQL/MariaDB', async () => {
      const schedule = startBackupSchedule({ config: config(), logger: createLogger('silent'), firstCheckMs: 10, intervalMs: 50 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await schedule.stop();
      expect(await listArchives(t.config.backupDir)).toEqual([]);
    });
  }
});
