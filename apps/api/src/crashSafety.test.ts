import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueFanout } from './modules/alarm/alarmFanout.repo';
import { createBoard } from './modules/community/community.testkit';
import { boardUploadDir } from './modules/community/upload.service';
import { hashPassword } from './modules/user/password';
import { createTestUser, loginCookie, TEST_PASSWORD } from './test/fixtures';
import { startServerProcess, type ServerProcess } from './test/serverProcess';
import { createTestDb, testDialects, type TestDb } from './test/testDb';

const WRITERS = 6;
const SURVEY = {
  title: '봉사 활동 만족도',
  questions: [
    { title: '만족하셨나요?', mode: 'choice', options: ['매우 만족', '만족', '보통'] },
    { title: '다시 참여하시겠어요?', mode: 'choice', options: ['예', '아니오', '모르겠음'] },
  ],
};

const count = async (query: Promise<{ count: unknown }[]>) => Number((await query)[0]?.count ?? 0);

/**
 * Crash safety: the server is killed (SIGKILL: no shutdown, nothing flushed by the app) in the
 * middle of a burst of posts, each written with an attachment and a two-question survey. After a
 * restart every post is complete (its file, its survey with both questions and their options) or
 * absent; every post the members were told was saved is there; and no file on the disk is left
 * without its row (the restart sweeps what the crash left between a file and its row); a broadcast
 * caught between its live packet and its rows is written at the restart.
 */
describe.each(testDialects())('kill -9 during a burst of post writes (%s)', (dialect) => {
  let testDb: TestDb;
  let app: ServerProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    env = {
      DATA_DIR: testDb.dataDir,
      SESSION_SECRET: 'crash-safety-secret-crash-safety-secret-crash',
      LOGIN_LIMIT_PER_IP: '100000',
      // One member's burst writes more posts than the per-member post limit lets a person.
      BOARD_LIMIT_SCALE: '100',
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    };
    app = await startServerProcess(env);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await testDb?.drop();
  });

  it('leaves every post complete or absent, keeps every confirmed post, and no orphan file', async () => {
    const board = await createBoard(testDb.db, 'free');
    const member = await createTestUser(testDb.db, { passwordHash: await hashPassword(TEST_PASSWORD, 4) });
    const cookie = await loginCookie(app.url, member.email);
    const headers = { cookie, origin: app.url };

    const confirmed: number[] = [];
    let killed = false;
    const writeLoop = async (writer: number) => {
      for (let round = 0; !killed; round += 1) {
        try {
          const form = new FormData();
          form.append('file', new Blob([`봉사 일지 ${writer}-${round}\n`.repeat(200)], { type: 'text/plain' }), `일지-${writer}-${round}.txt`);
          const upload = await fetch(`${app.url}/api/community/boards/free/uploads/file`, { method: 'POST', headers, body: form });
          if (upload.status !== 200) continue;
          const fileId = ((await upload.json()) as { data: { id: number } }).data.id;
          const res = await fetch(`${app.url}/api/community/boards/free/posts`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ title: `활동 후기 ${writer}-${round}`, content: '<p>함께해서 즐거웠습니다.</p>', fileIds: [fileId], survey: SURVEY }),
          });
          if (res.status === 200) confirmed.push(((await res.json()) as { data: { id: number } }).data.id);
        } catch {
          // The server is gone: the burst is over.
        }
      }
    };
    const burst = Array.from({ length: WRITERS }, (_, writer) => writeLoop(writer));
    // Mid-burst: once some posts are saved, while the writers keep going.
    await expect.poll(() => confirmed.length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(WRITERS * 2);
    app.child.kill('SIGKILL');
    killed = true;
    await app.stop();
    await Promise.all(burst);

    // Whatever the crash left on the disk is older than an hour by the time of the next start.
    const uploads = boardUploadDir(path.join(testDb.dataDir, 'uploads'));
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of fs.readdirSync(uploads)) fs.utimesSync(path.join(uploads, name), hoursAgo, hoursAgo);
    // A broadcast the crash caught after its live packet, before its rows (alarm/alarmFanout.repo.ts).
    await testDb.db.transaction((trx) => queueFanout(trx, [member.id], { kind: 'broadcast', title: '정전 후 공지' }));
    app = await startServerProcess(env);

    const posts: { id: number }[] = await testDb.db('posts').where({ board_id: board.id }).select('id');
    const ids = posts.map((post) => Number(post.id));
    expect(ids).toEqual(expect.arrayContaining(confirmed));
    for (const id of ids) {
      expect(await count(testDb.db('attachments').where({ post_id: id }).count({ count: '*' }))).toBe(1);
      const survey = await testDb.db('surveys').where({ post_id: id }).first('id');
      expect(survey).toBeDefined();
      const questions: { id: number }[] = await testDb.db('survey_questions').where({ survey_id: survey.id }).select('id');
      expect(questions).toHaveLength(2);
      expect(await count(testDb.db('survey_options').whereIn('question_id', questions.map((q) => q.id)).count({ count: '*' }))).toBe(6);
    }
    // Every row's file is on the disk and every file on the disk has its row.
    const storedNames = (await testDb.db('attachments').select('stored_name')).map((row: { stored_name: string }) => row.stored_name).sort();
    expect(fs.readdirSync(uploads).sort()).toEqual(storedNames);
    // The start wrote the broadcast's row.
    expect(await testDb.db('alarms').where({ user_id: member.id }).pluck('title')).toEqual(['정전 후 공지']);

    // What a reader sees: each post with its file (downloadable) and its survey.
    const after = await loginCookie(app.url, member.email);
    for (const id of ids.slice(0, 3)) {
      const page = (await (await fetch(`${app.url}/api/community/posts/${id}`, { headers: { cookie: after } })).json()) as {
        data: { files: { id: number }[]; survey: { questions: { options: unknown[] }[] } };
      };
      expect(page.data.survey.questions.map((q) => q.options.length)).toEqual([3, 3]);
      const download = await fetch(`${app.url}/api/community/files/${page.data.files[0]?.id}`, { headers: { cookie: after } });
      expect(download.status).toBe(200);
      expect(await download.text()).toContain('봉사 일지');
    }
  }, 240_000);
});
