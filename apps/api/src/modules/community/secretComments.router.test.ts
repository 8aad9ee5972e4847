import { unzipSync } from 'fflate';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, writePostAs, type Actor } from './community.testkit';

/** The member's "my data" comments, and every file of the ZIP as one text. */
async function myData(t: TestApp, cookie: string): Promise<{ comments: Array<{ text: string; postTitle: string }>; all: string }> {
  const res = await request(t.app)
    .get('/api/user/get/self/data')
    .set('cookie', cookie)
    .buffer(true)
    .parse((answer, done) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(res.body as Buffer));
  const text = (name: string) => Buffer.from(files[name] as Uint8Array).toString('utf8');
  return { comments: JSON.parse(text('comments.json')), all: Object.keys(files).map(text).join('\n') };
}

// A post made secret after others commented on it: each commenter still reaches their own comment
// (reads, edits, deletes it, finds it in their list and data), but never learns the post's title
// or body, from an alarm either, unless they may read the post (its author and moderators).
describe.each(testDialects())('comments under a post made secret (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  const TITLE = '나중에 비밀이 된 제목';
  const BODY = '나중에 비밀이 된 본문';

  beforeAll(async () => {
    t = await createTestApp(dialect, { BOARD_LIMIT_SCALE: '100' });
    a = await createActors(t);
    await createBoard(t.db, 'qna', { permission: 2, perm: { write: 1, comment: 1 } });
  });
  afterAll(async () => {
    await t.drop();
  });

  const comment = (actor: Actor, postId: number, body: Record<string, unknown>) => request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', actor.cookie).send(body);
  const subTitles = async (actor: Actor) => (await t.db('alarms').where({ user_id: actor.id, kind: 'reply' }).orderBy('id')).map((row) => row.sub_title);

  it('lets the commenter reach their own comment, with nothing of the post, and alarms them without its title', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'qna', { title: TITLE, content: `<p>${BODY}</p>` });
    const mine = (await comment(a.other, postId, { description: '공개일 때 단 댓글' })).body.data[0].id as number;
    const staff = (await comment(a.operator, postId, { description: '운영진 댓글' })).body.data[0].id as number;
    expect((await request(t.app).put(`/api/community/posts/${postId}`).set('cookie', a.member.cookie).send({ title: TITLE, content: `<p>${BODY}</p>`, secret: true })).status).toBe(200);
    expect((await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.other.cookie)).status).toBe(403);

    // The author answers both: the commenter's alarm names the post 비밀글, the operator's (a reader) by its title.
    expect((await comment(a.member, postId, { description: '답해드려요', parentId: mine })).status).toBe(200);
    expect((await comment(a.member, postId, { description: '운영진께 답글', parentId: staff })).status).toBe(200);
    expect(await subTitles(a.other)).toEqual(['비밀글입니다.']);
    expect(await subTitles(a.operator)).toEqual([TITLE]);

    // Their own comment: edited, with only their own comments in the answer (not the author's reply under it).
    const edited = await request(t.app).put(`/api/community/comments/${mine}`).set('cookie', a.other.cookie).send({ description: '고친 내 댓글' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.map((row: { id: number; description: string }) => [row.id, row.description])).toEqual([[mine, '고친 내 댓글']]);
    expect(JSON.stringify(edited.body)).not.toMatch(/나중에 비밀이 된|답해드려요/);

    // Their list and their data have it, the post named 비밀글; someone else's view of their list does not.
    const list = await request(t.app).get(`/api/community/comment/get/${a.other.id}`).set('cookie', a.other.cookie);
    expect(list.body.data.list).toEqual([expect.objectContaining({ id: mine, description: '고친 내 댓글', board_title: '비밀글입니다.' })]);
    expect((await request(t.app).get(`/api/community/comment/get/${a.other.id}`).set('cookie', a.admin.cookie)).body.data.list).toEqual([expect.objectContaining({ id: mine, board_title: TITLE })]);
    expect((await request(t.app).get(`/api/community/comment/get/${a.other.id}`).set('cookie', a.uncertified.cookie)).body.data.list).toEqual([]);
    const data = await myData(t, a.other.cookie);
    expect(data.comments).toEqual([expect.objectContaining({ text: '고친 내 댓글', postTitle: '비밀글입니다.' })]);
    expect(data.all).not.toContain('나중에 비밀이 된');
    expect((await myData(t, a.operator.cookie)).comments).toEqual([expect.objectContaining({ text: '운영진 댓글', postTitle: TITLE })]);

    // Nobody else reaches it through the secret post, and the commenter may not write under it anew.
    expect((await request(t.app).put(`/api/community/comments/${mine}`).set('cookie', a.uncertified.cookie).send({ description: '남의 댓글' })).status).toBe(403);
    expect((await comment(a.other, postId, { description: '새 댓글' })).status).toBe(403);
    expect((await request(t.app).get(`/api/community/posts/${postId}/comments`).set('cookie', a.other.cookie)).status).toBe(403);

    const removed = await request(t.app).delete(`/api/community/comments/${mine}`).set('cookie', a.other.cookie);
    expect(removed.status).toBe(200);
    expect(JSON.stringify(removed.body)).not.toMatch(/나중에 비밀이 된|답해드려요/);
    expect(await t.db('comments').where({ id: mine }).first('deleted_at')).not.toMatchObject({ deleted_at: null });
  });
});
