import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { testDialects } from '../../test/testDb';
import { createBoard, writePostAs } from './community.testkit';

/**
 * Per-member limits of the boards (board.router perMember): one member's flood of posts, edits,
 * comments or recommendations is answered 429 in Korean and changes nothing; another member is not
 * held back by it.
 */
describe.each(testDialects())('per-member limits of posts, comments and recommendations (%s)', (dialect) => {
  let t: TestApp;
  let names = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createBoard(t.db, 'talk', { permission: 2 });
  });
  afterAll(async () => {
    await t.drop();
  });

  /** A verified member of their own, logged in (each test spends its members' limits). */
  const member = async () => {
    names += 1;
    const user = await createTestUser(t.db, { name: `회원${names}` });
    return { id: user.id, cookie: await loginCookie(t.app, user.email) };
  };
  const count = async (table: string, where: Record<string, unknown>) => Number((await t.db(table).where(where).count({ count: '*' }).first())?.count);
  const write = (cookie: string, title: string) => request(t.app).post('/api/community/boards/talk/posts').set('cookie', cookie).send({ title, content: '<p>내용</p>' });
  const comment = (cookie: string, postId: number, description: string) => request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', cookie).send({ description });
  const recommend = (cookie: string, target: 'posts' | 'comments', id: number, on: boolean) => request(t.app).put(`/api/community/${target}/${id}/recommend`).set('cookie', cookie).send({ on });

  it('refuses the 21st post in 10 minutes, writing nothing; another member still posts', async () => {
    const flooder = await member();
    for (let n = 1; n <= 20; n += 1) expect((await write(flooder.cookie, `글 ${n}`)).status).toBe(200);
    const refused = await write(flooder.cookie, '글 21');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 429, message: '짧은 시간에 게시글을 너무 많이 등록했습니다. 10분 후에 다시 시도해주세요.' });
    expect(await count('posts', { user_id: flooder.id })).toBe(20);

    const other = await member();
    expect((await write(other.cookie, '다른 회원의 글')).status).toBe(200);
  });

  it('refuses the 31st edit of posts in 10 minutes, changing nothing; another member still edits', async () => {
    const editor = await member();
    const postId = await writePostAs(t, editor.cookie, 'talk', { title: '처음 제목' });
    const edit = (cookie: string, id: number, title: string) => request(t.app).put(`/api/community/posts/${id}`).set('cookie', cookie).send({ title, content: '<p>내용</p>' });
    for (let n = 1; n <= 30; n += 1) expect((await edit(editor.cookie, postId, `수정 ${n}`)).status).toBe(200);
    const refused = await edit(editor.cookie, postId, '수정 31');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 429, message: '짧은 시간에 게시글을 너무 많이 수정했습니다. 10분 후에 다시 시도해주세요.' });
    expect((await t.db('posts').where({ id: postId }).first('title')).title).toBe('수정 30');

    const other = await member();
    const otherPost = await writePostAs(t, other.cookie, 'talk', { title: '다른 글' });
    expect((await edit(other.cookie, otherPost, '다른 글 수정')).status).toBe(200);
  });

  it('refuses the 31st comment in 10 minutes: no comment, no alarm in the author’s bell; another member still comments', async () => {
    const author = await member();
    const flooder = await member();
    const postId = await writePostAs(t, author.cookie, 'talk', { title: '댓글 받을 글' });
    const first = await comment(flooder.cookie, postId, '댓글 1');
    expect(first.status).toBe(200);
    for (let n = 2; n <= 29; n += 1) expect((await comment(flooder.cookie, postId, `댓글 ${n}`)).status).toBe(200);
    // A reply counts as a comment.
    expect((await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', flooder.cookie).send({ description: '답글', parentId: first.body.data[0].id })).status).toBe(200);
    const alarms = await count('alarms', { user_id: author.id });

    const refused = await comment(flooder.cookie, postId, '댓글 31');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 429, message: '짧은 시간에 댓글을 너무 많이 등록했습니다. 10분 후에 다시 시도해주세요.' });
    expect(await count('comments', { user_id: flooder.id })).toBe(30);
    expect(await count('alarms', { user_id: author.id })).toBe(alarms);

    const other = await member();
    expect((await comment(other.cookie, postId, '다른 회원의 댓글')).status).toBe(200);
  });

  it('refuses the 31st comment edit in 10 minutes, changing nothing', async () => {
    const author = await member();
    const postId = await writePostAs(t, author.cookie, 'talk', { title: '댓글 수정' });
    const commentId = (await comment(author.cookie, postId, '처음 댓글')).body.data[0].id as number;
    const edit = (cookie: string, description: string) => request(t.app).put(`/api/community/comments/${commentId}`).set('cookie', cookie).send({ description });
    for (let n = 1; n <= 30; n += 1) expect((await edit(author.cookie, `고친 댓글 ${n}`)).status).toBe(200);
    const refused = await edit(author.cookie, '고친 댓글 31');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 429, message: '짧은 시간에 댓글을 너무 많이 수정했습니다. 10분 후에 다시 시도해주세요.' });
    expect((await t.db('comments').where({ id: commentId }).first('description')).description).toBe('고친 댓글 30');
  });

  it('refuses the 61st recommendation toggle in 10 minutes, posts and comments together; another member still recommends', async () => {
    const author = await member();
    const flooder = await member();
    const postId = await writePostAs(t, author.cookie, 'talk', { title: '추천 받을 글' });
    const commentId = (await comment(author.cookie, postId, '추천 받을 댓글')).body.data[0].id as number;
    for (let n = 0; n < 30; n += 1) expect((await recommend(flooder.cookie, 'posts', postId, n % 2 === 0)).status).toBe(200);
    for (let n = 0; n < 30; n += 1) expect((await recommend(flooder.cookie, 'comments', commentId, n % 2 === 0)).status).toBe(200);
    // Each ended taken back (an even number of toggles, the first one on).

    const refused = await recommend(flooder.cookie, 'posts', postId, true);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 429, message: '짧은 시간에 추천을 너무 많이 했습니다. 10분 후에 다시 시도해주세요.' });
    expect(await count('post_recommendations', { post_id: postId })).toBe(0);
    expect((await t.db('posts').where({ id: postId }).first('recommend')).recommend).toBe(0);

    const other = await member();
    const liked = await recommend(other.cookie, 'posts', postId, true);
    expect(liked.body).toMatchObject({ status: 200, data: { recommend: 1 } });
  });
});
