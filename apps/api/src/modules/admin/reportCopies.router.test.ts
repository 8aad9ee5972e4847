import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../../test/fixtures';
import { myDataFiles } from '../../test/downloads';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createBoard, writePostAs } from '../community/community.testkit';

// What a moderator decides on is what was reported: the author may still edit while the report
// waits, and the queue shows the reported words beside the current ones; a reporter whose report
// was handled may report the rewritten post again.
describe.each(testDialects())('reported words and reporting again (%s)', (dialect) => {
  let t: TestApp;
  type Member = { id: number; email: string; cookie: string };
  let author: Member;
  let reporters: Member[];
  let operator: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, { REPORT_HIDE_THRESHOLD: '10', BOARD_LIMIT_SCALE: '100' });
    await createBoard(t.db, 'free');
    const make = async (name: string, power = 0) => {
      const user = await createTestUser(t.db, { name, power });
      return { id: user.id, email: user.email, cookie: await loginCookie(t.app, user.email) };
    };
    author = await make('작성자');
    reporters = [await make('신고자 하나'), await make('신고자 둘')];
    operator = await make('운영자', 1);
  });
  afterAll(async () => {
    await t.drop();
  });

  const report = (who: Member, target: 'post' | 'comment', targetId: number) =>
    request(t.app).post('/api/community/reports').set('cookie', who.cookie).send({ target, targetId, reason: 1, description: '' });
  const editPost = (id: number, title: string, content: string) => request(t.app).put(`/api/community/posts/${id}`).set('cookie', author.cookie).send({ title, content });
  const queueItem = async (targetId: number, targetType: 'post' | 'comment' = 'post') =>
    ((await request(t.app).get('/api/admin/reports?handled=0').set('cookie', operator.cookie)).body.data as Array<{ targetType: string; targetId: number; count: number; title: string; changed: unknown }>).find(
      (item) => item.targetType === targetType && item.targetId === targetId,
    );
  const decide = (targetType: 'post' | 'comment', targetId: number, decision: 'keep' | 'hide') =>
    request(t.app).put('/api/admin/report').set('cookie', operator.cookie).send({ targetType, targetId, decision });

  it('shows the moderator the post as reported beside the author’s edit, and shows that copy to nobody else', async () => {
    const postId = await writePostAs(t, author.cookie, 'free', { title: '욕설 제목', content: '<p>욕설 가득한 본문</p>' });
    expect((await report(reporters[0]!, 'post', postId)).status).toBe(200);
    expect((await editPost(postId, '평범한 후기', '<p>좋은 하루 보내세요</p>')).status).toBe(200);
    // A report after the edit adds to the same round: the copy stays the first report's.
    expect((await report(reporters[1]!, 'post', postId)).status).toBe(200);

    expect(await queueItem(postId)).toMatchObject({
      count: 2,
      title: '평범한 후기',
      changed: { reported: { title: '욕설 제목', text: '욕설 가득한 본문' }, current: { title: '평범한 후기', text: '좋은 하루 보내세요' } },
    });
    for (const who of [author, reporters[0]!]) {
      const page = await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', who.cookie);
      expect(page.status).toBe(200);
      expect(JSON.stringify(page.body)).not.toContain('욕설');
      expect((await request(t.app).get('/api/admin/reports').set('cookie', who.cookie)).status).toBe(403);
      expect(Object.values(await myDataFiles(t.app, who.cookie)).join('\n')).not.toContain('욕설');
    }
  });

  it('shows an edited comment as reported beside its current text, and nothing beside an unchanged one', async () => {
    const postId = await writePostAs(t, reporters[1]!.cookie, 'free', { title: '댓글 달린 글' });
    const commented = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', author.cookie).send({ description: '욕설 댓글' });
    const commentId = commented.body.data[0].id as number;
    expect((await report(reporters[0]!, 'comment', commentId)).status).toBe(200);
    expect((await report(reporters[0]!, 'post', postId)).status).toBe(200);
    expect(await queueItem(postId)).toMatchObject({ changed: null });
    expect((await request(t.app).put(`/api/community/comments/${commentId}`).set('cookie', author.cookie).send({ description: '고운 댓글' })).status).toBe(200);
    expect(await queueItem(commentId, 'comment')).toMatchObject({ title: '고운 댓글', changed: { reported: { title: '', text: '욕설 댓글' }, current: { title: '', text: '고운 댓글' } } });
  });

  it('lets a reporter report again once their report was handled (유지), with a copy of the rewritten post; never twice while it waits', async () => {
    const postId = await writePostAs(t, author.cookie, 'free', { title: '괜찮은 글', content: '<p>괜찮은 본문</p>' });
    expect((await report(reporters[0]!, 'post', postId)).status).toBe(200);
    const twice = await report(reporters[0]!, 'post', postId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('이미 신고했습니다.');
    expect((await decide('post', postId, 'keep')).status).toBe(200);
    const reported = async () => (await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', reporters[0]!.cookie)).body.data.post.reported;
    expect(await reported()).toBe(false);

    expect((await editPost(postId, '바뀐 욕설 글', '<p>바뀐 욕설 본문</p>')).status).toBe(200);
    expect((await report(reporters[0]!, 'post', postId)).status).toBe(200);
    expect(await reported()).toBe(true);
    expect((await report(reporters[0]!, 'post', postId)).status).toBe(409);
    expect(await queueItem(postId)).toMatchObject({ count: 1, title: '바뀐 욕설 글', changed: null });
    expect(await t.db('reports').where({ target_id: postId, target_type: 'post', handled: 0 }).first('reported_title', 'reported_content')).toEqual({ reported_title: '바뀐 욕설 글', reported_content: '<p>바뀐 욕설 본문</p>' });
    expect((await decide('post', postId, 'hide')).status).toBe(200);
    expect((await t.db('reports').where({ target_id: postId, target_type: 'post' }).pluck('handled')).map(Number)).toEqual([1, 1]);
  });

  it('erases the copies of what was reported with the member’s writing when they withdraw deleting it', async () => {
    const leaving = await createTestUser(t.db, { name: '떠나는 회원' });
    const cookie = await loginCookie(t.app, leaving.email);
    const postId = await writePostAs(t, cookie, 'free', { title: '떠나는 욕설 제목', content: '<p>떠나는 욕설 본문</p>' });
    const comment = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', cookie).send({ description: '떠나는 욕설 댓글' });
    expect((await report(reporters[0]!, 'post', postId)).status).toBe(200);
    expect((await report(reporters[0]!, 'comment', comment.body.data[0].id)).status).toBe(200);
    expect((await request(t.app).post('/api/user/withdraw').set('cookie', cookie).send({ content: 'delete', password: TEST_PASSWORD })).status).toBe(200);

    expect(JSON.stringify(await t.db('reports').select('reported_title', 'reported_content'))).not.toContain('떠나는');
    expect(await queueItem(postId)).toMatchObject({ title: '탈퇴한 회원이 삭제한 글입니다.', changed: null });
  });
});
