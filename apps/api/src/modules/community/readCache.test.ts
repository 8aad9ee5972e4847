import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, writePostAs, type Actor } from './community.testkit';

/**
 * The read cache of board lists and posts (http/readCache.ts) on the real app: a read is served
 * from the cache (a change made behind the app's back does not show), every write through the API
 * is visible on the next read, and no viewer gets another viewer's answer.
 */
describe.each(testDialects())('read cache of board lists and posts (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  let boardId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: '1' });
    a = await createActors(t);
    ({ id: boardId } = await createBoard(t.db, 'cached', { permission: 2, perm: { write: 1, comment: 1 } }));
  });
  afterAll(async () => {
    await t.drop();
  });

  const list = (cookie?: string) => {
    const req = request(t.app).get('/api/community/boards/cached/posts');
    return cookie ? req.set('cookie', cookie) : req;
  };
  const post = (id: number, cookie?: string) => {
    const req = request(t.app).get(`/api/community/posts/${id}`);
    return cookie ? req.set('cookie', cookie) : req;
  };
  /** A member reports the post, then the operator hides it (the moderation queue). */
  const hidePost = async (id: number) => {
    await request(t.app).post('/api/community/reports').set('cookie', a.other.cookie).send({ target: 'post', targetId: id, reason: 2 });
    return request(t.app).put('/api/admin/report').set('cookie', a.operator.cookie).send({ targetType: 'post', targetId: id, decision: 'hide' });
  };
  const titles = async (cookie?: string) => ((await list(cookie)).body.data.list as { title: string }[]).map((row) => row.title);

  it('serves repeated reads from the cache: a change made behind the app is not seen', async () => {
    const id = await writePostAs(t, a.member.cookie, 'cached', { title: '캐시 확인' });
    expect(await titles()).toContain('캐시 확인');
    expect((await post(id)).body.data.post.title).toBe('캐시 확인');
    await t.db('posts').where({ id }).update({ title: '몰래 바뀐 제목' });
    expect(await titles()).toContain('캐시 확인');
    expect((await post(id)).body.data.post.title).toBe('캐시 확인');
    // Any write through the API empties the cache.
    await writePostAs(t, a.member.cookie, 'cached', { title: '새 글' });
    expect(await titles()).toEqual(expect.arrayContaining(['몰래 바뀐 제목', '새 글']));
    expect((await post(id)).body.data.post.title).toBe('몰래 바뀐 제목');
  });

  it('shows an edit, a comment, a recommendation and a deletion on the next read', async () => {
    const id = await writePostAs(t, a.member.cookie, 'cached', { title: '고칠 글' });
    const row = async () => ((await list()).body.data.list as { id: number; title: string; comment_count: number; recommend: number }[]).find((r) => r.id === id);
    expect(await row()).toMatchObject({ title: '고칠 글', comment_count: 0, recommend: 0 });
    await post(id);

    expect((await request(t.app).put(`/api/community/posts/${id}`).set('cookie', a.member.cookie).send({ title: '고친 글', content: '<p>고친 내용</p>' })).status).toBe(200);
    expect((await row())?.title).toBe('고친 글');
    expect((await post(id)).body.data.post.title).toBe('고친 글');

    expect((await request(t.app).post(`/api/community/posts/${id}/comments`).set('cookie', a.other.cookie).send({ description: '좋은 글이네요' })).status).toBe(200);
    expect((await row())?.comment_count).toBe(1);
    expect((await post(id)).body.data.comments.map((c: { description: string }) => c.description)).toEqual(['좋은 글이네요']);

    expect((await request(t.app).put(`/api/community/posts/${id}/recommend`).set('cookie', a.other.cookie).send({ on: true })).status).toBe(200);
    expect((await row())?.recommend).toBe(1);
    expect((await post(id)).body.data.post.recommend).toBe(1);

    expect((await request(t.app).delete(`/api/community/posts/${id}`).set('cookie', a.member.cookie)).status).toBe(200);
    expect(await row()).toBeUndefined();
    expect((await post(id)).status).toBe(404);
  });

  it('shows a moderator hiding a post and an admin changing the board on the next read', async () => {
    const id = await writePostAs(t, a.member.cookie, 'cached', { title: '신고된 글' });
    expect(await titles()).toContain('신고된 글');
    expect((await post(id)).status).toBe(200);
    expect((await hidePost(id)).status).toBe(200);
    expect(await titles()).not.toContain('신고된 글');
    expect((await post(id)).status).toBe(403);

    const perm = { list: 1, read: 1, write: 1, comment: 1, download: 1 };
    const settings = { id: boardId, name: 'cached 게시판', description: '', layout: 'list', certifiedOnly: false };
    expect((await request(t.app).put('/api/admin/boards').set('cookie', a.admin.cookie).send({ ...settings, perm })).status).toBe(200);
    expect((await list()).status).toBe(401);
    expect((await list(a.member.cookie)).status).toBe(200);
    expect((await request(t.app).put('/api/admin/boards').set('cookie', a.admin.cookie).send({ ...settings, perm: { ...perm, list: 2, read: 2 } })).status).toBe(200);
    expect((await list()).status).toBe(200);
  });

  it('never gives one viewer another viewer’s answer', async () => {
    const hidden = await writePostAs(t, a.member.cookie, 'cached', { title: '가려진 글' });
    expect((await hidePost(hidden)).status).toBe(200);
    const secret = await writePostAs(t, a.member.cookie, 'cached', { title: '비밀 글', secret: true });

    // The moderator's list (with hidden posts) first, then a member's: not the moderator's rows.
    expect(await titles(a.operator.cookie)).toContain('가려진 글');
    expect(await titles(a.other.cookie)).not.toContain('가려진 글');
    expect(await titles()).not.toContain('가려진 글');
    expect(await titles(a.operator.cookie)).toContain('가려진 글');

    // The secret post read by its author first, then by another member and a visitor.
    expect((await post(secret, a.member.cookie)).status).toBe(200);
    expect((await post(secret, a.other.cookie)).status).toBe(403);
    expect((await post(secret)).status).toBe(403);
    expect((await post(hidden, a.operator.cookie)).status).toBe(200);
    expect((await post(hidden, a.other.cookie)).status).toBe(403);

    // The viewer's own state: who recommended, whose row is 'mine'.
    const open = await writePostAs(t, a.member.cookie, 'cached', { title: '추천 글' });
    await request(t.app).put(`/api/community/posts/${open}/recommend`).set('cookie', a.other.cookie).send({ on: true });
    const byOther = (await post(open, a.other.cookie)).body.data.post;
    const byAuthor = (await post(open, a.member.cookie)).body.data.post;
    const byVisitor = (await post(open)).body.data.post;
    expect([byOther.recommended, byAuthor.recommended, byVisitor.recommended]).toEqual([true, false, false]);
    expect(byAuthor).not.toEqual(byOther);
  });

  it('keeps the visit count exact while the post is cached', async () => {
    const id = await writePostAs(t, a.member.cookie, 'cached', { title: '조회수' });
    // Two visitors, behind the proxy that names their addresses.
    const visit = async (address: string) => (await post(id).set({ 'x-forwarded-for': address })).body.data.post.visit;
    expect(await visit('203.0.113.1')).toBe(1);
    expect(await visit('203.0.113.1')).toBe(1);
    expect(await visit('203.0.113.2')).toBe(2);
    expect(await visit('203.0.113.1')).toBe(2);
    expect((await t.db('posts').where({ id }).first('visit')).visit).toBe(2);
  });
});
