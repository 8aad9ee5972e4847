import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import type { CommentPage, CommentView, PostPageAnswer } from '@nanum/shared/boardViews';
import { COMMENT_PAGE_SIZE } from '@nanum/shared/limits';
import { UNKNOWN_ERROR_MESSAGE } from '@nanum/shared/messages';
import { insertedId, toDbDate } from '../../db/values';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, writePostAs, type Actor } from './community.testkit';

/**
 * A post's comments come a page at a time (commentPages.ts): the post's answer carries the first
 * COMMENT_PAGE_SIZE top-level comments with their replies, GET .../comments?after= the next ones,
 * by a keyset cursor, so that a post with thousands of comments answers as fast as one with forty.
 */
describe.each(testDialects())('a post’s comments, page by page (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { BOARD_LIMIT_SCALE: '100' });
    a = await createActors(t);
    await createBoard(t.db, 'many', { permission: 2, perm: { write: 1, comment: 1 } });
    await createBoard(t.db, 'inner', { permission: 1 });
  });
  afterAll(async () => {
    await t.drop();
  });

  const readPost = async (postId: number, cookie?: string): Promise<PostPageAnswer> => {
    const req = request(t.app).get(`/api/community/posts/${postId}`);
    const res = await (cookie ? req.set('cookie', cookie) : req);
    expect(res.status).toBe(200);
    return res.body.data as PostPageAnswer;
  };
  const pageAfter = (postId: number, after: string, cookie?: string) => {
    const req = request(t.app).get(`/api/community/posts/${postId}/comments`).query({ after });
    return cookie ? req.set('cookie', cookie) : req;
  };
  const readPage = async (postId: number, after: string, cookie?: string): Promise<CommentPage> => {
    const res = await pageAfter(postId, after, cookie);
    expect(res.status).toBe(200);
    return res.body.data as CommentPage;
  };
  const topLevel = (comments: CommentView[]) => comments.filter((comment) => comment.parentId === null);

  /**
   * `count` comments written straight into the table a day ago, three to a second (a page may end
   * inside a second: the id decides), every tenth with two replies written hours later.
   */
  async function seedComments(postId: number, count: number): Promise<void> {
    const start = Date.now() - 24 * 3600_000;
    const writers = [a.member.id, a.other.id];
    let written = 0;
    for (let n = 0; n < count; n += 1) {
      const at = toDbDate(new Date(start + Math.floor(n / 3) * 1000));
      const id = insertedId(await t.db('comments').insert({ post_id: postId, user_id: writers[n % 2], description: `댓글 ${n}`, created_at: at, updated_at: at }));
      written += 1;
      if (n % 10 !== 0) continue;
      for (const r of [1, 2]) {
        const replyAt = toDbDate(new Date(start + 3 * 3600_000 + n * 1000 + r));
        await t.db('comments').insert({ post_id: postId, user_id: writers[r % 2], parent_id: id, description: `댓글 ${n}의 답글 ${r}`, created_at: replyAt, updated_at: replyAt });
        written += 1;
      }
    }
    await t.db('posts').where({ id: postId }).update({ comment_count: written });
  }

  /** Every comment of the post as one list would show it (threads in order, deleted ones only with live replies). */
  async function wholeList(postId: number): Promise<number[]> {
    const rows = (await t.db('comments').where({ post_id: postId }).orderBy([{ column: 'created_at' }, { column: 'id' }])) as { id: number; parent_id: number | null; deleted_at: unknown }[];
    const live = rows.filter((row) => row.deleted_at === null);
    return rows
      .filter((row) => row.parent_id === null && (row.deleted_at === null || live.some((reply) => reply.parent_id === row.id)))
      .flatMap((parent) => [Number(parent.id), ...live.filter((reply) => reply.parent_id === parent.id).map((reply) => Number(reply.id))]);
  }

  /** Each reply follows its parent or a sibling: a thread never splits. */
  function expectWholeThreads(comments: CommentView[]): void {
    let thread: number | null = null;
    for (const comment of comments) {
      if (comment.parentId === null) thread = comment.id;
      else expect(comment.parentId).toBe(thread);
    }
  }

  it('answers the first 50 threads with the post and the rest by cursor, each comment once, with the ones written and deleted between two loads', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'many', { title: '댓글이 많은 글' });
    await seedComments(postId, 120);

    const first = await readPost(postId);
    expect(topLevel(first.comments)).toHaveLength(COMMENT_PAGE_SIZE);
    expect(first.comments).toHaveLength(COMMENT_PAGE_SIZE + 2 * 5);
    expect(first.commentsTotal).toBe(144);
    expect(first.post.comment_count).toBe(144);
    expect(first.commentsNext).toEqual(expect.any(String));
    expectWholeThreads(first.comments);

    // Between the loads: a comment of page 2 is deleted and another hidden by reports, a
    // comment of page 3 is answered, and a new comment is written.
    const secondPageIds = (await t.db('comments').where({ post_id: postId, parent_id: null }).orderBy([{ column: 'created_at' }, { column: 'id' }]).offset(50).limit(50).pluck('id')).map(Number);
    const deleted = secondPageIds[3] as number;
    const hidden = secondPageIds[5] as number;
    await t.db('comments').where({ id: hidden }).update({ hidden: 1 });
    expect((await request(t.app).delete(`/api/community/comments/${deleted}`).set('cookie', (await t.db('comments').where({ id: deleted }).first('user_id')).user_id === a.member.id ? a.member.cookie : a.other.cookie)).status).toBe(200);
    const answered = (await t.db('comments').where({ post_id: postId, parent_id: null, description: '댓글 111' }).first('id')).id as number;
    const reply = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', a.operator.cookie).send({ description: '셋째 쪽 댓글의 새 답글', parentId: answered });
    const added = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', a.operator.cookie).send({ description: '사이에 쓴 새 댓글' });
    expect([reply.status, added.status]).toEqual([200, 200]);

    const second = await readPage(postId, first.commentsNext as string, a.operator.cookie);
    expect(topLevel(second.comments)).toHaveLength(COMMENT_PAGE_SIZE - 1);
    expect(second.comments.some((comment) => comment.id === deleted)).toBe(false);
    expect(second.next).toEqual(expect.any(String));
    const third = await readPage(postId, second.next as string);
    expect(third.next).toBeNull();
    expect(third.total).toBe(145);
    expect(third.comments.at(-1)?.description).toBe('사이에 쓴 새 댓글');
    expect(third.comments.find((comment) => comment.parentId === answered && comment.description === '셋째 쪽 댓글의 새 답글')).toBeDefined();

    const all = [...first.comments, ...second.comments, ...third.comments];
    expectWholeThreads(all);
    expect(new Set(all.map((comment) => comment.id)).size).toBe(all.length);
    expect(all.map((comment) => comment.id)).toEqual(await wholeList(postId));
    expect(all.filter((comment) => !comment.deleted)).toHaveLength(third.total);

    // The hidden comment keeps the rules of the whole list: its text for moderators and its writer only.
    expect(second.comments.find((comment) => comment.id === hidden)?.description).not.toBe(BOARD_MESSAGES.hiddenComment);
    expect((await readPage(postId, first.commentsNext as string)).comments.find((comment) => comment.id === hidden)?.description).toBe(BOARD_MESSAGES.hiddenComment);
  });

  it('keeps a deleted comment with live replies in its page, without its text, and answers each comment call with the comment’s thread', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'many', { title: '답글이 남은 글' });
    const comment = (cookie: string, body: Record<string, unknown>) => request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', cookie).send(body);
    const parent = (await comment(a.other.cookie, { description: '원 댓글' })).body.data as CommentView[];
    expect(parent.map((c) => c.description)).toEqual(['원 댓글']);
    const lone = (await comment(a.other.cookie, { description: '혼자인 댓글' })).body.data[0].id as number;
    const thread = (await comment(a.member.cookie, { description: '답글', parentId: parent[0]?.id })).body.data as CommentView[];
    expect(thread.map((c) => [c.description, c.parentId])).toEqual([['원 댓글', null], ['답글', parent[0]?.id]]);

    const removed = await request(t.app).delete(`/api/community/comments/${parent[0]?.id}`).set('cookie', a.other.cookie);
    expect(removed.body.data.map((c: CommentView) => [c.description, c.deleted])).toEqual([[BOARD_MESSAGES.deletedComment, true], ['답글', false]]);
    // A deleted comment without replies no longer shows: its thread comes back empty.
    expect((await request(t.app).delete(`/api/community/comments/${lone}`).set('cookie', a.other.cookie)).body.data).toEqual([]);

    const post = await readPost(postId);
    expect(post.comments.map((c) => c.description)).toEqual([BOARD_MESSAGES.deletedComment, '답글']);
    expect([post.commentsTotal, post.commentsNext]).toEqual([1, null]);
  });

  it('reads a page as the post is read, and refuses a cursor that is not one', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'inner', { title: '회원 게시판 글' });
    await seedComments(postId, 60);
    const { commentsNext } = await readPost(postId, a.other.cookie);
    expect((await pageAfter(postId, commentsNext as string)).status).toBe((await request(t.app).get(`/api/community/posts/${postId}`)).status);
    expect((await pageAfter(postId, commentsNext as string, a.other.cookie)).status).toBe(200);
    for (const bad of ['abc', '1_0', '12', '1_99999999999', '-1_3']) {
      const res = await pageAfter(postId, bad, a.other.cookie);
      expect([res.status, res.body.message]).toEqual([400, UNKNOWN_ERROR_MESSAGE]);
    }
    expect((await request(t.app).get(`/api/community/posts/999999/comments`).query({ after: commentsNext })).status).toBe(404);
    // No cursor: the first page, as the post carries it.
    const firstPage = await request(t.app).get(`/api/community/posts/${postId}/comments`).set('cookie', a.other.cookie);
    expect(topLevel(firstPage.body.data.comments)).toHaveLength(COMMENT_PAGE_SIZE);
    expect(firstPage.body.data.next).toBe(commentsNext);
  });
});
