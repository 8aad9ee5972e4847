import { describe, expect, it } from 'vitest';
import type { CommentView } from './boardViews';
import { commentCursor, commentPageQuerySchema, countedComments, mergeCommentThreads, parseCommentCursor } from './commentPages';

const at = (minutes: number) => new Date(Date.parse('2026-11-20T03:00:00.000Z') + minutes * 60_000).toISOString();
const comment = (id: number, minutes: number, overrides: Partial<CommentView> = {}): CommentView => ({
  id, parentId: null, author: null, description: `댓글 ${id}`, recommend: 0, date: at(minutes), edited: false, deleted: false, hidden: false,
  recommended: false, reported: false, canManage: false, canReact: false, ...overrides,
});
const ids = (list: CommentView[]) => list.map((c) => c.id);

describe('the cursor of a page of comments', () => {
  it('carries the date in whole seconds and the id, and reads back', () => {
    const cursor = commentCursor({ at: new Date('2026-11-20T03:00:07.000Z'), id: 42 });
    expect(cursor).toBe('1795143607_42');
    expect(parseCommentCursor(cursor)).toEqual({ at: new Date('2026-11-20T03:00:07.000Z'), id: 42 });
  });

  it('refuses anything else with the unknown-error message', () => {
    for (const bad of ['', 'x_1', '1_0', '1_2147483648', '1.5_2', '1_2_3', ' 1_2']) expect(parseCommentCursor(bad)).toBeNull();
    expect(commentPageQuerySchema.safeParse({ after: '1_2147483648' }).error?.issues[0]?.message).toBe('확인되지 않은 오류입니다.');
    expect(commentPageQuerySchema.safeParse({ after: ['1_2'] }).success).toBe(false);
    expect(commentPageQuerySchema.parse({})).toEqual({});
  });
});

describe('the comments a page shows, merged', () => {
  const shown = [comment(1, 0), comment(3, 5, { parentId: 1 }), comment(2, 1)];

  it('puts a later page after the list and a thread met twice once, in the server’s order', () => {
    const added = comment(9, 60);
    const withAdded = mergeCommentThreads(shown, [added]);
    expect(ids(withAdded)).toEqual([1, 3, 2, 9]);
    // The next page, read after the comment was written, ends with it.
    expect(ids(mergeCommentThreads(withAdded, [comment(4, 2), comment(5, 3), comment(6, 4, { parentId: 5 }), added]))).toEqual([1, 3, 2, 4, 5, 6, 9]);
  });

  it('orders comments of one second by id', () => {
    expect(ids(mergeCommentThreads([comment(8, 7)], [comment(7, 7), comment(6, 6)]))).toEqual([6, 7, 8]);
  });

  it('replaces a thread as a comment call answers it, and drops one that no longer shows', () => {
    const reply = comment(10, 30, { parentId: 2 });
    expect(ids(mergeCommentThreads(shown, [comment(2, 1), reply], [2]))).toEqual([1, 3, 2, 10]);
    expect(ids(mergeCommentThreads(shown, [], [1]))).toEqual([2]);
    expect(mergeCommentThreads(shown, [{ ...comment(1, 0), deleted: true }, comment(3, 5, { parentId: 1 })], [1]).map((c) => c.deleted)).toEqual([true, false, false]);
  });

  it('counts all but deleted comments', () => {
    expect(countedComments([comment(1, 0, { deleted: true }), comment(2, 1, { parentId: 1 }), comment(3, 2, { hidden: true })])).toBe(2);
  });
});
