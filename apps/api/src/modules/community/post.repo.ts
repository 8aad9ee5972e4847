import type { BoardSearchField, BoardSort } from '@nanum/shared/boardRules';
import { searchWordsOf } from '@nanum/shared/searchRules';
import { parseProfileVisibility, type ProfileVisibility } from '@nanum/shared/profileVisibility';
import type { Knex } from 'knex';
import { isMysql, type Db } from '../../db/knex';
import { commentsMatching, phrasesOf, postIdsByComments, postIdsMatching, reindexPosts } from '../../db/fullText';
import { containsPattern, insertedId, toDbDate, toIso, toNumber } from '../../db/values';
import { countOncePerDay, pruneDailyProofs } from '../../db/countOncePerDay';

/** A post as the services see it (camelCase, dialect-neutral): what its writer set, and the rest. */
export interface PostRecord extends PostValues {
  id: number;
  boardId: number;
  userId: number | null;
  authorName: string | null;
  authorImage: string | null;
  authorGender: number;
  /** The author's 공개 범위 (read in the same query): whether a viewer may see the gender of the default picture. */
  authorVisibility: ProfileVisibility;
  /** The author's power now (read in the same query; 0 when the account is gone): who may moderate the post (boardRules manageRefusal). */
  authorPower: number;
  hidden: boolean;
  visit: number;
  recommend: number;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

const POST_COLUMNS = [
  'p.id', 'p.board_id', 'p.kind_id', 'p.user_id', 'u.name as author_name', 'u.image as author_image', 'u.gender as author_gender', 'u.profile_visibility as author_visibility', 'u.power as author_power',
  'p.title', 'p.link', 'p.source', 'p.video_url', 'p.thumbnail', 'p.pinned', 'p.secret', 'p.hidden', 'p.visit', 'p.recommend',
  'p.comment_count', 'p.created_at', 'p.updated_at', 'p.deleted_at',
];

function toPost(row: Record<string, unknown>): PostRecord {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: toNumber(row.id),
    boardId: toNumber(row.board_id),
    kindId: row.kind_id === null ? null : toNumber(row.kind_id),
    userId: row.user_id === null ? null : toNumber(row.user_id),
    authorName: text(row.author_name),
    authorImage: text(row.author_image),
    authorGender: toNumber(row.author_gender),
    authorVisibility: parseProfileVisibility(text(row.author_visibility)),
    authorPower: toNumber(row.author_power),
    title: String(row.title),
    content: row.content === undefined ? '' : String(row.content),
    link: text(row.link),
    source: text(row.source),
    videoUrl: text(row.video_url),
    thumbnail: text(row.thumbnail),
    pinned: toNumber(row.pinned) === 1,
    secret: toNumber(row.secret) === 1,
    hidden: toNumber(row.hidden) === 1,
    visit: toNumber(row.visit),
    recommend: toNumber(row.recommend),
    commentCount: toNumber(row.comment_count),
    createdAt: toIso(row.created_at as string) ?? '',
    updatedAt: toIso(row.updated_at as string) ?? '',
    deletedAt: toIso(row.deleted_at as string | null),
  };
}

export interface PostListQuery {
  boardId: number;
  kindId?: number | undefined;
  field: BoardSearchField;
  keyword?: string | undefined;
  sort: BoardSort;
  page: number;
  pageSize: number;
  /** Moderators also see posts hidden by reports. */
  includeHidden: boolean;
  /** The member searching: their own secret posts are found by their words too. */
  readerId?: number | undefined;
}

const ORDER: Record<BoardSort, { column: string; order: 'desc' }[]> = {
  newest: [{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }],
  visit: [{ column: 'p.visit', order: 'desc' }, { column: 'p.id', order: 'desc' }],
  recommend: [{ column: 'p.recommend', order: 'desc' }, { column: 'p.id', order: 'desc' }],
};

/**
 * How a 댓글 search finds its posts (whereKeyword): `set` gathers the posts of every matching
 * comment once (`IN`), `walk` goes down the board's list index in list order and asks of each post
 * whether one of its comments matched (`EXISTS`), stopping at the page's end.
 */
type CommentMatch = 'set' | 'walk';
/** A walk is chosen when it should reach the page's end within about this many posts of the board. */
const WALK_POSTS_MAX = 2000;

function listFilter(db: Db, query: PostListQuery, match: CommentMatch = 'set'): Knex.QueryBuilder {
  const q = db('posts as p').where('p.board_id', query.boardId).whereNull('p.deleted_at');
  if (!query.includeHidden) q.where('p.hidden', 0);
  if (query.kindId !== undefined) q.where('p.kind_id', query.kindId);
  if (query.keyword) {
    whereKeyword(db, q, query.field, query.keyword, query.boardId, match);
    // A secret post's words never find it for those who may not read it (its row would tell that
    // they are there): moderators and its author only.
    const { readerId } = query;
    if (query.field !== 'author' && !query.includeHidden) q.where((w) => (readerId === undefined ? w.where('p.secret', 0) : w.where('p.secret', 0).orWhere('p.user_id', readerId)));
  }
  return q;
}

/**
 * The board search (Gnuboard's fields): title, content, both and comments through the full-text
 * index (every word, two-letter Korean words too: db/fullText.ts); the author by name, a
 * substring of the members' names (a short table). A keyword without a letter finds nothing.
 * 댓글 matches posts by their comments, as a set or by a walk (CommentMatch; listPosts chooses).
 */
export function whereKeyword(db: Db, q: Knex.QueryBuilder, field: BoardSearchField, keyword: string, boardId: number, match: CommentMatch = 'set'): Knex.QueryBuilder {
  if (field === 'author') return q.whereIn('p.user_id', db('users').select('id').whereRaw('name like ? escape ?', [containsPattern(keyword), '!']));
  const phrases = phrasesOf(searchWordsOf(keyword));
  if (phrases.length === 0) return q.whereRaw('1 = 0');
  if (field === 'comment') {
    if (match === 'walk') return q.whereExists(commentsMatching(db, boardId, phrases).select(db.raw('1')).whereRaw('c.post_id = p.id'));
    return q.whereIn('p.id', postIdsByComments(db, boardId, phrases));
  }
  return q.whereIn('p.id', postIdsMatching(db, field, phrases, { boardsIn: [boardId] }));
}

/** Posts joined with their authors, in the order of `ids`. */
async function postsByIds(db: Db, ids: number[]): Promise<PostRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db('posts as p').leftJoin('users as u', 'u.id', 'p.user_id').whereIn('p.id', ids).select(POST_COLUMNS);
  const byId = new Map(rows.map((row: Record<string, unknown>) => [toNumber(row.id), toPost(row)]));
  return ids.map((id) => byId.get(id)).filter((post): post is PostRecord => post !== undefined);
}

/**
 * One page of a board's posts and the total. The page's ids are found first on the list index
 * (a covering index scan, no table rows read for skipped pages), then only those rows are read.
 * `walkPostsMax`: the 댓글 search's choice (tests set it to force either way). MariaDB turns the
 * walk's EXISTS into the same semi-join as the set's IN, so there it gains nothing: 0, the set,
 * counted and paged at once.
 */
export async function listPosts(db: Db, query: PostListQuery, walkPostsMax = isMysql(db) ? 0 : WALK_POSTS_MAX): Promise<{ rows: PostRecord[]; count: number }> {
  const offset = (query.page - 1) * query.pageSize;
  const pageIds = (match: CommentMatch) => listFilter(db, query, match).select('p.id').orderBy(ORDER[query.sort]).limit(query.pageSize).offset(offset);
  if (query.keyword && query.field === 'comment' && walkPostsMax > 0) {
    // The set costs its matches, the walk the posts it passes: count first, then the cheaper one
    // (a word in 5,682 of a board's 12,500 posts: 17 ms as a set, 0.5 ms as a walk on SQLite).
    const [countRow, boardRow] = await Promise.all([listFilter(db, query).count({ count: '*' }).first(), listFilter(db, { ...query, keyword: undefined }).count({ count: '*' }).first()]);
    const count = toNumber(countRow?.count);
    if (count === 0) return { rows: [], count };
    const walked = ((offset + query.pageSize) * toNumber(boardRow?.count)) / count;
    const idRows = await pageIds(walked <= walkPostsMax ? 'walk' : 'set');
    return { rows: await postsByIds(db, idRows.map((row: { id: unknown }) => toNumber(row.id))), count };
  }
  const [countRow, idRows] = await Promise.all([listFilter(db, query).count({ count: '*' }).first(), pageIds('set')]);
  return { rows: await postsByIds(db, idRows.map((row: { id: unknown }) => toNumber(row.id))), count: toNumber(countRow?.count) };
}

/** The pinned notices of a board, newest first. */
export async function listPinned(db: Db, boardId: number, limit: number): Promise<PostRecord[]> {
  const ids = await db('posts as p').where({ 'p.board_id': boardId, 'p.pinned': 1, 'p.hidden': 0 }).whereNull('p.deleted_at').orderBy(ORDER.newest).limit(limit).pluck('p.id');
  return postsByIds(db, ids.map(toNumber));
}

/** One post with its content, deleted or not (the service decides who sees what). */
export async function findPost(db: Db, id: number): Promise<PostRecord | undefined> {
  const row = await db('posts as p').leftJoin('users as u', 'u.id', 'p.user_id').where('p.id', id).first([...POST_COLUMNS, 'p.content']);
  return row ? toPost(row) : undefined;
}

export interface Neighbour {
  id: number;
  title: string;
  secret: boolean;
  userId: number | null;
}

/**
 * The previous (older) and next (newer) visible post of the same board. The plain `<=` / `>=`
 * bound lets the list index seek instead of scanning the board (the OR alone cannot): the newest
 * post's "next" scanned every post of its board.
 */
export async function findNeighbours(db: Db, post: PostRecord): Promise<{ prev: Neighbour | null; next: Neighbour | null }> {
  const created = toDbDate(new Date(post.createdAt));
  const base = () => db('posts as p').where('p.board_id', post.boardId).whereNull('p.deleted_at').where('p.hidden', 0).select('p.id', 'p.title', 'p.secret', 'p.user_id');
  const [prev, next] = await Promise.all([
    base()
      .where('p.created_at', '<=', created)
      .where((q) => q.where('p.created_at', '<', created).orWhere((same) => same.where('p.created_at', created).where('p.id', '<', post.id)))
      .orderBy(ORDER.newest)
      .first(),
    base()
      .where('p.created_at', '>=', created)
      .where((q) => q.where('p.created_at', '>', created).orWhere((same) => same.where('p.created_at', created).where('p.id', '>', post.id)))
      .orderBy([{ column: 'p.created_at', order: 'asc' }, { column: 'p.id', order: 'asc' }])
      .first(),
  ]);
  const neighbour = (row: Record<string, unknown> | undefined): Neighbour | null =>
    row ? { id: toNumber(row.id), title: String(row.title), secret: toNumber(row.secret) === 1, userId: row.user_id === null ? null : toNumber(row.user_id) } : null;
  return { prev: neighbour(prev), next: neighbour(next) };
}

/** Columns a writer sets. */
export interface PostValues {
  kindId: number | null;
  title: string;
  content: string;
  link: string | null;
  source: string | null;
  videoUrl: string | null;
  thumbnail: string | null;
  pinned: boolean;
  secret: boolean;
}

const columnsOf = (values: PostValues) => ({
  kind_id: values.kindId,
  title: values.title,
  content: values.content,
  link: values.link,
  source: values.source,
  video_url: values.videoUrl,
  thumbnail: values.thumbnail,
  pinned: values.pinned ? 1 : 0,
  secret: values.secret ? 1 : 0,
});

/** Writes a post and its full-text index entry (the caller's transaction: both or neither). */
export async function insertPost(trx: Knex.Transaction, boardId: number, userId: number, values: PostValues): Promise<number> {
  const now = toDbDate();
  const id = insertedId(await trx('posts').insert({ board_id: boardId, user_id: userId, ...columnsOf(values), created_at: now, updated_at: now }));
  await reindexPosts(trx, [id]);
  return id;
}

/** Saves an edit and re-indexes the post's text in the same transaction. */
export async function updatePost(trx: Knex.Transaction, id: number, values: PostValues): Promise<void> {
  await trx('posts').where({ id }).update({ ...columnsOf(values), updated_at: toDbDate() });
  await reindexPosts(trx, [id]);
}

/**
 * Soft delete: the row stays for admins to recover; the search index learns it in the same
 * transaction (the caller's, which also holds the audit entry of a moderator's delete). Answers
 * whether this call deleted it (false: it was deleted already).
 */
export async function softDeletePost(trx: Knex.Transaction, id: number, by: number): Promise<boolean> {
  const changed = await trx('posts').where({ id }).whereNull('deleted_at').update({ deleted_at: toDbDate(), deleted_by: by });
  await reindexPosts(trx, [id]);
  return changed > 0;
}

/** Hides a post (reports) or shows it again, and tells the search index (the caller's transaction, when it has one). */
export async function setPostHidden(db: Db | Knex.Transaction, id: number, hidden: boolean): Promise<void> {
  await db('posts').where({ id }).update({ hidden: hidden ? 1 : 0 });
  await reindexPosts(db, [id]);
}

/**
 * Counts a visit once per visitor per day (a day in Korea): the (post, visitor, day) row is the
 * proof. Answers whether this visit was counted.
 */
export const countVisit = (db: Db, postId: number, visitor: string, now: Date = new Date()): Promise<boolean> =>
  countOncePerDay(db, { table: 'posts', id: postId, column: 'visit', proofs: 'post_visits', idColumn: 'post_id' }, visitor, now);

/** Visit proofs older than yesterday are no longer needed. */
export const pruneVisits = (db: Db, now: Date = new Date()): Promise<void> => pruneDailyProofs(db, 'post_visits', now);
