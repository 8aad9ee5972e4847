import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertedId, toDbDate } from '../../db/values';
import { createTestUser } from '../../test/fixtures';
import { startServerProcess, type ServerProcess } from '../../test/serverProcess';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';
import { boardUploadDir } from './upload.service';

/** The real server process sweeps unused uploads by itself (at start, then hourly) and still exits cleanly. */
describe.each(testDialects())('the server sweeps unused uploads (%s)', (dialect) => {
  let testDb: TestDb;
  let app: ServerProcess | undefined;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
  });
  afterAll(async () => {
    await app?.stop();
    await testDb.drop();
  });

  it('removes a day-old upload no post uses soon after it starts, keeps a fresh one, and exits 0 on SIGTERM', async () => {
    const userId = (await createTestUser(testDb.db)).id;
    const dir = boardUploadDir(path.join(testDb.dataDir, 'uploads'));
    fs.mkdirSync(dir, { recursive: true });
    const upload = async (storedName: string, hoursAgo: number) => {
      fs.writeFileSync(path.join(dir, storedName), '봉사 일지\n');
      return insertedId(
        await testDb.db('attachments').insert({
          user_id: userId, kind: 'file', original_name: '봉사일지.txt', stored_name: storedName, mime: 'text/plain', size: 14,
          created_at: toDbDate(new Date(Date.now() - hoursAgo * 60 * 60 * 1000)),
        }),
      );
    };
    const old = await upload(`${'c'.repeat(32)}.txt`, 30);
    const fresh = await upload(`${'d'.repeat(32)}.txt`, 1);

    app = await startServerProcess({
      DATA_DIR: testDb.dataDir,
      SESSION_SECRET: 'sweep-server-secret-sweep-server-secret-42',
      UNATTACHED_UPLOAD_HOURS: '24',
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    });
    const exists = async (id: number) => (await testDb.db('attachments').where({ id }).first('id')) !== undefined;
    await expect.poll(() => exists(old), { timeout: 10_000 }).toBe(false);
    // The row goes first, then the file (a crash between leaves a file the orphan sweep removes).
    await expect.poll(() => fs.existsSync(path.join(dir, `${'c'.repeat(32)}.txt`)), { timeout: 5_000 }).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(fs.existsSync(path.join(dir, `${'d'.repeat(32)}.txt`))).toBe(true);

    expect(await app.stop()).toBe(0);
    app = undefined;
  }, 60_000);
});
