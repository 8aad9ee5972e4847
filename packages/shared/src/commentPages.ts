/**
 * Paging of a post's comments, for the API and the web alike.
 *
 * A page is COMMENT_PAGE_SIZE top-level comments, oldest first, each with all its replies: a thread
 * (a comment and its replies, one level deep) never splits across pages, so a reply always shows
 * under its parent. A deleted comment takes its place in a page and shows only as the presenter
 * says (with live replies), so a page may show fewer. The next page starts after the last
 * top-level comment of the one before, by a keyset cursor on (created_at, id), the order of the
 * index comments_post_id_created_at_index: comments written or deleted between two loads neither
 * repeat nor leave a gap, and a late page costs what the first does.
 */
import { z } from 'zod';
import type { CommentView } from './boardViews';
import { UNKNOWN_ERROR_MESSAGE } from './messages';
import { MAX_ROW_ID } from './rowId';

/** Where a page starts: after the top-level comment written at `at` (whole seconds, as stored) with this id. */
export interface CommentCursor {
  at: Date;
  id: number;
}

const CURSOR = /^(\d{1,11})_([1-9]\d{0,9})$/;

/** A cursor as `?after=` carries it: `<unix seconds>_<id>`. */
export function commentCursor({ at, id }: CommentCursor): string {
  return `${Math.floor(at.getTime() / 1000)}_${id}`;
}

/** A `?after=` cursor read back, or null when it is not one. */
export function parseCommentCursor(text: string): CommentCursor | null {
  const match = CURSOR.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  return id > MAX_ROW_ID ? null : { at: new Date(Number(match[1]) * 1000), id };
}

/** `GET /api/community/posts/:postId/comments?after=`: no cursor, the first page; a bad one answers the unknown-error message. */
export const commentPageQuerySchema = z.object(
  {
    after: z
      .string({ error: UNKNOWN_ERROR_MESSAGE })
      .transform((text, ctx) => parseCommentCursor(text) ?? (ctx.addIssue({ code: 'custom', message: UNKNOWN_ERROR_MESSAGE }), z.NEVER))
      .optional(),
  },
  { error: UNKNOWN_ERROR_MESSAGE },
);

/** The thread a comment belongs to: its top-level comment's id. */
export const threadOf = (comment: Pick<CommentView, 'id' | 'parentId'>): number => comment.parentId ?? comment.id;

/** The comments a list counts: all but the deleted ones (which keep their place while they have replies). */
export const countedComments = (comments: CommentView[]): number => comments.filter((comment) => !comment.deleted).length;

/**
 * `list` with the threads of `incoming` put in, each replacing the same thread whole (the server's
 * newer answer), and the threads named in `dropped` that `incoming` lacks taken out (a deleted
 * comment that no longer shows). Threads stay in the server's order, top-level comments by
 * (date, id), so a page loaded after a new comment goes before it, and a thread met twice shows once.
 */
export function mergeCommentThreads(list: CommentView[], incoming: CommentView[], dropped: number[] = []): CommentView[] {
  const threads = new Map<number, CommentView[]>();
  const group = (comments: CommentView[], into: Map<number, CommentView[]>) => {
    for (const comment of comments) into.set(threadOf(comment), [...(into.get(threadOf(comment)) ?? []), comment]);
  };
  group(list, threads);
  const fresh = new Map<number, CommentView[]>();
  group(incoming, fresh);
  for (const id of dropped) if (!fresh.has(id)) threads.delete(id);
  for (const [id, rows] of fresh) threads.set(id, rows);
  const keyOf = (id: number, rows: CommentView[]) => (rows.find((row) => row.id === id) ?? rows[0])?.date ?? '';
  return [...threads.entries()]
    .map(([id, rows]) => ({ id, date: keyOf(id, rows), rows }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id))
    .flatMap((thread) => thread.rows);
}
