import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS } from '@nanum/shared/auditLog';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, writePostAs, type Actor } from './community.testkit';

/**
 * Moderators editing and deleting other members' posts and comments: each such change is in the
 * audit log (who, what it said before and after), and an operator never rewrites or removes the
 * writing of another operator or of an admin (boardRules manageRefusal). The author's own edits
 * and deletes are not audited.
 */
describe.each(testDialects())("a moderator's edits and deletes of others' writing (%s)", (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  let otherOperator: Actor;

  beforeAll(async () => {
    t = await createTestApp(dialect, { BOARD_LIMIT_SCALE: '100' });
    a = await createActors(t);
    const user = await createTestUser(t.db, { name: '박운영', power: 1 });
    otherOperator = { id: user.id, name: '박운영', cookie: await loginCookie(t.app, user.email) };
    await createBoard(t.db, 'talk', { permission: 2, perm: { write: 1, comment: 1 } });
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(async () => {
    await t.db('audit_log').delete();
  });

  const editPost = (cookie: string, id: number, body: Record<string, unknown>) => request(t.app).put(`/api/community/posts/${id}`).set('cookie', cookie).send(body);
  const deletePost = (cookie: string, id: number) => request(t.app).delete(`/api/community/posts/${id}`).set('cookie', cookie);
  const editComment = (cookie: string, id: number, description: string) => request(t.app).put(`/api/community/comments/${id}`).set('cookie', cookie).send({ description });
  const deleteComment = (cookie: string, id: number) => request(t.app).delete(`/api/community/comments/${id}`).set('cookie', cookie);
  const commentAs = async (cookie: string, postId: number, description: string): Promise<number> => {
    const res = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', cookie).send({ description });
    expect(res.status).toBe(200);
    return (res.body.data as { id: number; description: string }[]).find((c) => c.description === description)?.id as number;
  };
  /** The audit log, oldest first, as an operator reads it. */
  const audit = async () =>
    (await t.db('audit_log').orderBy('id')).map((row) => ({
      userId: Number(row.user_id),
      actorName: row.actor_name,
      action: row.action,
      targetType: row.target_type,
      targetId: Number(row.target_id),
      before: row.before_json === null ? null : JSON.parse(row.before_json),
      after: row.after_json === null ? null : JSON.parse(row.after_json),
    }));
  const postRow = (id: number) => t.db('posts').where({ id }).first('title', 'content', 'user_id', 'deleted_at');
  const commentRow = (id: number) => t.db('comments').where({ id }).first('description', 'user_id', 'deleted_at');

  it("audits an operator's edit of a member's post and comment, with what they said before and after", async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '토요일 봉사 후기', content: '<p>연락처 010-0000-0000</p>' });
    const commentId = await commentAs(a.member.cookie, postId, '광고 문구가 든 댓글');

    expect((await editPost(a.operator.cookie, postId, { title: '토요일 봉사 후기', content: '<p>(운영진이 연락처를 지웠습니다)</p>' })).status).toBe(200);
    expect((await editComment(a.operator.cookie, commentId, '(운영진이 가린 댓글)')).status).toBe(200);

    expect(await audit()).toEqual([
      {
        userId: a.operator.id,
        actorName: '운영자',
        action: 'post.update',
        targetType: 'post',
        targetId: postId,
        before: { title: '토요일 봉사 후기', body: '<p>연락처 010-0000-0000</p>' },
        after: { title: '토요일 봉사 후기', body: '<p>(운영진이 연락처를 지웠습니다)</p>' },
      },
      { userId: a.operator.id, actorName: '운영자', action: 'comment.update', targetType: 'comment', targetId: commentId, before: { description: '광고 문구가 든 댓글' }, after: { description: '(운영진이 가린 댓글)' } },
    ]);
    expect(AUDIT_ACTION_LABELS['post.update']).toBe('게시글 수정(운영진)');
    // The change itself landed, still under the member's name.
    expect(await postRow(postId)).toMatchObject({ content: '<p>(운영진이 연락처를 지웠습니다)</p>', user_id: a.member.id });
    expect(await commentRow(commentId)).toMatchObject({ description: '(운영진이 가린 댓글)', user_id: a.member.id });
  });

  it("audits an operator's delete of a member's post and comment with what they said", async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '지울 글', content: '<p>지울 내용</p>' });
    const keptId = await writePostAs(t, a.member.cookie, 'talk', { title: '남는 글' });
    const commentId = await commentAs(a.other.cookie, keptId, '지울 댓글');

    expect((await deleteComment(a.operator.cookie, commentId)).status).toBe(200);
    expect((await deletePost(a.operator.cookie, postId)).status).toBe(200);

    expect((await audit()).map(({ action, targetType, targetId, before, after, userId }) => ({ action, targetType, targetId, before, after, userId }))).toEqual([
      { action: 'comment.delete', targetType: 'comment', targetId: commentId, before: { description: '지울 댓글' }, after: null, userId: a.operator.id },
      { action: 'post.delete', targetType: 'post', targetId: postId, before: { title: '지울 글', body: '<p>지울 내용</p>' }, after: null, userId: a.operator.id },
    ]);
    expect((await postRow(postId))?.deleted_at).not.toBeNull();
    expect((await commentRow(commentId))?.deleted_at).not.toBeNull();
  });

  it('audits nothing when authors edit and delete their own writing, operators included', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '내 글' });
    const commentId = await commentAs(a.member.cookie, postId, '내 댓글');
    const operatorsPost = await writePostAs(t, a.operator.cookie, 'talk', { title: '운영진 공지' });

    expect((await editPost(a.member.cookie, postId, { title: '고친 내 글', content: '<p>고침</p>' })).status).toBe(200);
    expect((await editComment(a.member.cookie, commentId, '고친 내 댓글')).status).toBe(200);
    expect((await editPost(a.operator.cookie, operatorsPost, { title: '고친 공지', content: '<p>고침</p>' })).status).toBe(200);
    expect((await deleteComment(a.member.cookie, commentId)).status).toBe(200);
    expect((await deletePost(a.member.cookie, postId)).status).toBe(200);
    expect((await deletePost(a.operator.cookie, operatorsPost)).status).toBe(200);

    expect(await audit()).toEqual([]);
  });

  it("refuses an operator on an admin's or another operator's post and comment, in Korean, and changes nothing", async () => {
    for (const writer of [a.admin, otherOperator]) {
      const postId = await writePostAs(t, writer.cookie, 'talk', { title: `${writer.name}의 공지`, content: '<p>원래 내용</p>' });
      const commentId = await commentAs(writer.cookie, postId, `${writer.name}의 댓글`);

      for (const res of [
        await editPost(a.operator.cookie, postId, { title: '운영자가 고친 제목', content: '<p>운영자가 고친 내용</p>' }),
        await deletePost(a.operator.cookie, postId),
        await editComment(a.operator.cookie, commentId, '운영자가 고친 댓글'),
        await deleteComment(a.operator.cookie, commentId),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('운영진이 쓴 글과 댓글은 작성자 본인이나 관리자만 수정하거나 삭제할 수 있습니다.');
      }
      expect(await postRow(postId)).toMatchObject({ title: `${writer.name}의 공지`, content: '<p>원래 내용</p>', deleted_at: null });
      expect(await commentRow(commentId)).toMatchObject({ description: `${writer.name}의 댓글`, deleted_at: null });

      // The page offers the operator no edit or delete there; the admin keeps them.
      const asOperator = await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.operator.cookie);
      expect(asOperator.body.data.post.canManage).toBe(false);
      expect(asOperator.body.data.comments.map((c: { canManage: boolean }) => c.canManage)).toEqual([false]);
      const asAdmin = await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.admin.cookie);
      expect(asAdmin.body.data.post.canManage).toBe(true);
      expect(asAdmin.body.data.comments.map((c: { canManage: boolean }) => c.canManage)).toEqual([true]);
    }
    expect(await audit()).toEqual([]);
    // A member on someone else's writing still hears that only its author or a moderator may.
    const membersPost = await writePostAs(t, a.member.cookie, 'talk', { title: '회원 글' });
    const refused = await editPost(a.other.cookie, membersPost, { title: '남이 고친 글', content: '<p>고침</p>' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(BOARD_MESSAGES.notAuthor);
  });

  it("lets an admin moderate an operator's post and comment, audited", async () => {
    const postId = await writePostAs(t, a.operator.cookie, 'talk', { title: '운영자 글', content: '<p>운영자 내용</p>' });
    const commentId = await commentAs(a.operator.cookie, postId, '운영자 댓글');

    expect((await editPost(a.admin.cookie, postId, { title: '관리자가 고친 글', content: '<p>운영자 내용</p>' })).status).toBe(200);
    expect((await editComment(a.admin.cookie, commentId, '관리자가 고친 댓글')).status).toBe(200);
    expect((await deleteComment(a.admin.cookie, commentId)).status).toBe(200);
    expect((await deletePost(a.admin.cookie, postId)).status).toBe(200);

    expect((await audit()).map(({ actorName, action, targetId, before, after }) => ({ actorName, action, targetId, before, after }))).toEqual([
      { actorName: '관리자', action: 'post.update', targetId: postId, before: { title: '운영자 글', body: '<p>운영자 내용</p>' }, after: { title: '관리자가 고친 글', body: '<p>운영자 내용</p>' } },
      { actorName: '관리자', action: 'comment.update', targetId: commentId, before: { description: '운영자 댓글' }, after: { description: '관리자가 고친 댓글' } },
      { actorName: '관리자', action: 'comment.delete', targetId: commentId, before: { description: '관리자가 고친 댓글' }, after: null },
      { actorName: '관리자', action: 'post.delete', targetId: postId, before: { title: '관리자가 고친 글', body: '<p>운영자 내용</p>' }, after: null },
    ]);
  });

  it("judges the writer's standing by their power in the database now", async () => {
    const former = await createTestUser(t.db, { name: '전운영', power: 1 });
    const formerCookie = await loginCookie(t.app, former.email);
    const postId = await writePostAs(t, formerCookie, 'talk', { title: '전 운영자의 글' });
    expect((await editPost(a.operator.cookie, postId, { title: '고친 글', content: '<p>고침</p>' })).status).toBe(403);
    // No longer an operator: their writing is moderated as any member's.
    await t.db('users').where({ id: former.id }).update({ power: 0 });
    expect((await editPost(a.operator.cookie, postId, { title: '고친 글', content: '<p>고침</p>' })).status).toBe(200);
    expect((await audit()).map((entry) => [entry.action, entry.targetId])).toEqual([['post.update', postId]]);
  });
});
