import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createBoard, writePostAs } from '../community/community.testkit';
import { auditEntries, createAdminActors, type AdminActors } from './admin.testkit';

interface Item {
  targetType: string;
  id: number;
  title: string;
  excerpt: string;
  boardName: string | null;
  href: string | null;
  author: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
  byAuthor: boolean;
  postDeleted: boolean;
}

/** Operators list what was soft-deleted (board, author, when, by whom) and restore what a moderator removed where it was, audited. */
describe.each(testDialects())('deleted posts and comments in the admin area (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;
  let author: { id: number; cookie: string };
  let reader: { id: number; cookie: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
    await createBoard(t.db, 'free');
    const make = async (name: string) => {
      const user = await createTestUser(t.db, { name });
      return { id: user.id, cookie: await loginCookie(t.app, user.email) };
    };
    author = await make('김작성');
    reader = await make('이독자');
  });
  afterAll(async () => {
    await t.drop();
  });

  const as = (req: request.Test, cookie: string | null) => (cookie ? req.set('Cookie', cookie) : req);
  const list = async (type: 'post' | 'comment', cookie = actors.operator.cookie) => {
    const res = await request(t.app).get(`/api/admin/deleted?type=${type}`).set('Cookie', cookie);
    expect(res.status).toBe(200);
    return res.body.data as { list: Item[]; total: number; page: number; pageSize: number };
  };
  const restore = (cookie: string, targetType: string, targetId: unknown) => request(t.app).put('/api/admin/deleted/restore').set('Cookie', cookie).send({ targetType, targetId });
  const deletePost = (cookie: string, id: number) => request(t.app).delete(`/api/community/posts/${id}`).set('Cookie', cookie);
  const readPost = (id: number) => request(t.app).get(`/api/community/posts/${id}`).set('Cookie', reader.cookie);

  it('refuses the list and restoring to a visitor, an uncertified user, a member and a hidden operator', async () => {
    const postId = await writePostAs(t, author.cookie, 'free', { title: '지워질 글' });
    expect((await deletePost(author.cookie, postId)).status).toBe(200);
    for (const { who, cookie, status } of actors.refused) {
      expect((await as(request(t.app).get('/api/admin/deleted'), cookie)).status, who).toBe(status);
      expect((await as(request(t.app).put('/api/admin/deleted/restore'), cookie).send({ targetType: 'post', targetId: postId })).status, who).toBe(status);
    }
    expect((await readPost(postId)).status).toBe(404);
    expect(await auditEntries(t.db, 'post')).toEqual([]);
  });

  it('lists deleted posts with board, author, time and who deleted them, and restores one to its board', async () => {
    const own = await writePostAs(t, author.cookie, 'free', { title: '스스로 지운 글', content: '<p>봉사 <b>후기</b>를 <script>alert(1)</script>남깁니다</p>' });
    const moderated = await writePostAs(t, author.cookie, 'free', { title: '운영자가 지운 글' });
    expect((await deletePost(author.cookie, own)).status).toBe(200);
    expect((await deletePost(actors.operator.cookie, moderated)).status).toBe(200);

    const { list: items, total, pageSize } = await list('post');
    expect(total).toBeGreaterThanOrEqual(2);
    expect(pageSize).toBe(20);
    // Latest deletion first.
    expect(items.slice(0, 2).map((item) => item.id)).toEqual([moderated, own]);
    expect(items[0]).toMatchObject({ targetType: 'post', title: '운영자가 지운 글', boardName: 'free 게시판', href: `/community/free/${moderated}`, author: '김작성', deletedBy: '운영자', byAuthor: false });
    expect(items[1]).toMatchObject({ title: '스스로 지운 글', excerpt: '봉사 후기를 남깁니다', deletedBy: '김작성', byAuthor: true });
    expect(Date.now() - Date.parse(items[1]?.deletedAt ?? '')).toBeLessThan(60_000);

    // What its author withdrew stays withdrawn, for every role; division heads see no deleted content at all.
    for (const cookie of [actors.operator.cookie, actors.admin.cookie]) {
      expect((await restore(cookie, 'post', own)).body).toEqual({ status: 409, message: '작성자가 직접 삭제한 글과 댓글은 복구할 수 없습니다.' });
    }
    expect((await request(t.app).get('/api/admin/deleted?type=post').set('Cookie', actors.division.cookie)).status).toBe(403);
    expect((await restore(actors.division.cookie, 'post', moderated)).status).toBe(403);
    expect((await readPost(own)).status).toBe(404);

    const restored = await restore(actors.operator.cookie, 'post', moderated);
    expect(restored.body).toEqual({ status: 200, message: '게시글을 복구했습니다.' });
    expect((await readPost(moderated)).body.data.post.title).toBe('운영자가 지운 글');
    const board = await request(t.app).get('/api/community/boards/free/posts').set('Cookie', reader.cookie);
    expect(board.body.data.list.map((row: { id: number }) => row.id)).toContain(moderated);
    expect((await list('post')).list.map((item) => item.id)).not.toContain(moderated);
    expect((await list('post')).list.map((item) => item.id)).toContain(own);
    // The operator's delete of another member's post is in the log too, before its restore.
    const entries = (await auditEntries(t.db, 'post')).filter((row) => Number(row.target_id) === moderated);
    expect(entries.map((row) => row.action)).toEqual(['post.delete', 'post.restore']);
    const entry = entries[1];
    expect(entry).toMatchObject({ action: 'post.restore', actor_name: '운영자' });
    expect(JSON.parse(String(entry?.before_json))).toMatchObject({ deletedBy: '운영자' });
    expect((await auditEntries(t.db, 'post')).filter((row) => Number(row.target_id) === own)).toEqual([]);

    // Restored already (by another operator a moment before): nothing to do, no second entry.
    const again = await restore(actors.admin.cookie, 'post', moderated);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('복구할 삭제된 글이 없습니다.');
    expect((await auditEntries(t.db, 'post')).filter((row) => Number(row.target_id) === moderated)).toHaveLength(2);
  });

  it('lists deleted comments with their post and restores one: it shows again and counts on the post', async () => {
    const postId = await writePostAs(t, author.cookie, 'free', { title: '댓글이 달린 글' });
    const added = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('Cookie', reader.cookie).send({ description: '함께해서 즐거웠어요' });
    const commentId = (added.body.data as Array<{ id: number; description: string }>).find((c) => c.description === '함께해서 즐거웠어요')?.id as number;
    expect((await request(t.app).delete(`/api/community/comments/${commentId}`).set('Cookie', actors.operator.cookie)).status).toBe(200);
    expect((await readPost(postId)).body.data.post.comment_count).toBe(0);

    const [item] = (await list('comment', actors.admin.cookie)).list;
    expect(item).toMatchObject({ targetType: 'comment', id: commentId, title: '댓글이 달린 글', excerpt: '함께해서 즐거웠어요', href: `/community/free/${postId}`, author: '이독자', deletedBy: '운영자', byAuthor: false, postDeleted: false });

    expect((await restore(actors.operator.cookie, 'comment', commentId)).body).toEqual({ status: 200, message: '댓글을 복구했습니다.' });
    const page = (await readPost(postId)).body.data;
    expect(page.post.comment_count).toBe(1);
    expect(page.comments).toEqual([expect.objectContaining({ id: commentId, description: '함께해서 즐거웠어요', deleted: false })]);
    expect((await auditEntries(t.db, 'comment')).map((row) => [row.action, Number(row.target_id)])).toEqual([['comment.delete', commentId], ['comment.restore', commentId]]);
  });

  it('marks a comment whose post is deleted too', async () => {
    const postId = await writePostAs(t, author.cookie, 'free', { title: '통째로 지운 글' });
    const added = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('Cookie', reader.cookie).send({ description: '지워질 댓글' });
    const commentId = (added.body.data as Array<{ id: number }>)[0]?.id as number;
    await request(t.app).delete(`/api/community/comments/${commentId}`).set('Cookie', reader.cookie);
    await deletePost(author.cookie, postId);
    expect((await list('comment')).list.find((item) => item.id === commentId)).toMatchObject({ postDeleted: true, byAuthor: true, deletedBy: '이독자' });
  });

  it('refuses bad input in Korean and changes nothing', async () => {
    const live = await writePostAs(t, author.cookie, 'free', { title: '멀쩡한 글' });
    const badType = await request(t.app).get('/api/admin/deleted?type=user').set('Cookie', actors.operator.cookie);
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('검색 조건이 올바르지 않습니다.');
    expect((await request(t.app).get('/api/admin/deleted?page=0').set('Cookie', actors.operator.cookie)).body.message).toBe('페이지 번호가 올바르지 않습니다.');
    expect((await restore(actors.operator.cookie, 'user', live)).body.message).toBe('복구할 대상이 올바르지 않습니다.');
    expect((await restore(actors.operator.cookie, 'post', 'abc')).body.message).toBe('대상 번호가 올바르지 않습니다.');
    const notDeleted = await restore(actors.operator.cookie, 'post', live);
    expect(notDeleted.status).toBe(404);
    expect(notDeleted.body.message).toBe('복구할 삭제된 글이 없습니다.');
    expect((await auditEntries(t.db, 'post')).filter((row) => Number(row.target_id) === live)).toEqual([]);
  });
});
