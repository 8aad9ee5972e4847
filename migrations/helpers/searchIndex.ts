import type { Knex } from 'knex';

/*
 * The full-text index of posts and comments as migration 0022 built it (docs/SEARCH.md). The
 * stored format is a contract between what was indexed and what is asked, so it lives here, frozen
 * with the migration that backfilled it, and the app writes and asks through these same functions
 * (apps/api/src/db/fullText.ts). A changed format comes with a new helper and a migration that
 * re-indexes every row.
 *
 * Text becomes tokens: letters and digits in runs; a run of Korean (or Chinese, Japanese) letters
 * gives its overlapping two-letter pieces (bigrams: 김장봉사 -> 김장 장봉 봉사; one letter alone is
 * itself), any other run is one word (lower case, at most 18 letters). Each token is then written
 * in base 36, four digits a letter: the databases' own tokenizers see one plain ASCII word of 4 to
 * 80 characters, which MariaDB's InnoDB FULLTEXT indexes (its minimum is 3, its stopwords never
 * match) and SQLite FTS5's unicode61 tokenizer keeps as it is.
 */

const EAST_ASIAN = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LETTERS = /[\p{L}\p{N}]+/gu;
/** Longest other word kept (18 letters: 72 characters encoded, room for a comment's board prefix under InnoDB's 84). */
const WORD_MAX = 18;

/** One run of the same class: bigram letters or a whole word. */
function segmentsOf(run: string): { eastAsian: boolean; text: string }[] {
  const segments: { eastAsian: boolean; text: string }[] = [];
  for (const letter of run) {
    const eastAsian = EAST_ASIAN.test(letter);
    const last = segments[segments.length - 1];
    if (last && last.eastAsian === eastAsian) last.text += letter;
    else segments.push({ eastAsian, text: letter });
  }
  return segments;
}

const encode = (token: string): string => [...token].map((letter) => letter.codePointAt(0)!.toString(36).padStart(4, '0')).join('');

function tokensOfSegment({ eastAsian, text }: { eastAsian: boolean; text: string }): string[] {
  const letters = [...text];
  if (!eastAsian) return [letters.slice(0, WORD_MAX).join('')];
  if (letters.length === 1) return [text];
  return letters.slice(1).map((letter, i) => letters[i] + letter);
}

const runsOf = (text: string): string[] => text.normalize('NFKC').toLowerCase().match(LETTERS) ?? [];

/** The stored tokens of a text, space-separated. */
export function searchTermsOf(text: string): string {
  return runsOf(text)
    .flatMap((run) => segmentsOf(run).flatMap(tokensOfSegment))
    .map(encode)
    .join(' ');
}

/**
 * What one query word asks: its tokens in order, next to each other, the last one as a prefix when
 * it is a single Korean letter or a word of other letters (so "김" finds 김장 and "vol" volunteer).
 */
export interface QueryPhrase {
  tokens: string[];
  prefix: boolean;
}

/** The phrases of one query word (punctuation splits it, as it splits the stored text); none when it holds no letter. */
export function queryPhrasesOf(word: string): QueryPhrase[] {
  return runsOf(word).map((run) => {
    const segments = segmentsOf(run);
    const last = segments[segments.length - 1]!;
    return { tokens: segments.flatMap(tokensOfSegment).map(encode), prefix: !last.eastAsian || [...last.text].length === 1 };
  });
}

/** The text a post's HTML shows: tags out, the common entities read. */
export function searchTextOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';
const CHUNK = 200;

/** A post as the index reads it. */
export interface PostText {
  id: number;
  board_id: number;
  user_id: number | null;
  title: string;
  content: string;
  secret: number | boolean;
  hidden: number | boolean;
  deleted_at: unknown;
}

/** A comment as the index reads it (with its post's board). */
export interface CommentText {
  id: number;
  description: string;
  board_id: number;
  hidden: number | boolean;
  deleted_at: unknown;
}

export const POST_COLUMNS = ['id', 'board_id', 'user_id', 'title', 'content', 'secret', 'hidden', 'deleted_at'] as const;

/**
 * Who may find a post, as words beside its text (so that a search counts and pages in the index
 * alone): `board<id>`; `gone` when deleted or hidden by reports; `open` when not secret, else
 * `secret` and `author<id>` of its writer. Lower-case ASCII words that no encoded text token can equal (those
 * are four base-36 digits a letter, starting 0 to 4). `secret` beside `open` lets a search leave
 * secret posts out with a short list (most posts are not secret).
 */
export function postMetaTermsOf(post: PostText): string {
  const terms = [`board${post.board_id}`];
  if (post.deleted_at || Number(post.hidden) === 1) terms.push('gone');
  if (Number(post.secret) !== 1) terms.push('open');
  else terms.push('secret', ...(post.user_id === null ? [] : [`author${post.user_id}`]));
  return terms.join(' ');
}

/** Indexes (or re-indexes) posts: SQLite's FTS5 table post_search (rowid = post id), MariaDB's post_search rows; every column ends with the meta words. */
export async function writePostTerms(knex: Knex, posts: readonly PostText[]): Promise<void> {
  for (let i = 0; i < posts.length; i += CHUNK) {
    const chunk = posts.slice(i, i + CHUNK);
    const rows = chunk.map((post) => {
      const meta = postMetaTermsOf(post);
      return { title: `${searchTermsOf(post.title)} ${meta}`, content: `${searchTermsOf(searchTextOfHtml(post.content))} ${meta}` };
    });
    if (isMysql(knex)) {
      await knex('post_search')
        .insert(chunk.map((post, j) => ({ post_id: post.id, title_terms: rows[j]!.title, content_terms: rows[j]!.content })))
        .onConflict('post_id')
        .merge();
    } else {
      await knex('post_search').whereIn('rowid', chunk.map((post) => post.id)).delete();
      await knex('post_search').insert(chunk.map((post, j) => ({ rowid: post.id, ...rows[j] })));
    }
  }
}

/** Re-reads posts and indexes them as they now are (text, board, deleted, hidden, secret). */
export async function reindexPosts(knex: Knex, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    await writePostTerms(knex, (await knex('posts').whereIn('id', ids.slice(i, i + CHUNK)).select(POST_COLUMNS)) as PostText[]);
  }
}

/**
 * A comment's tokens start with its post's board (`b<id>x`): a board's 댓글 search, the only search
 * of comments, then reads one short list per word instead of intersecting the word's list over
 * every board with the board's. `gone` marks a comment deleted or hidden by reports.
 */
export const commentBoardPrefix = (boardId: number): string => `b${boardId}x`;

/** Indexes (or re-indexes) comments: comment_search (rowid = comment id on SQLite). */
export async function writeCommentTerms(knex: Knex, comments: readonly CommentText[]): Promise<void> {
  for (let i = 0; i < comments.length; i += CHUNK) {
    const chunk = comments.slice(i, i + CHUNK);
    const terms = chunk.map((comment) => {
      const prefix = commentBoardPrefix(comment.board_id);
      const words = searchTermsOf(searchTextOfHtml(comment.description)).split(' ').filter(Boolean).map((token) => `${prefix}${token}`);
      if (comment.deleted_at || Number(comment.hidden) === 1) words.push('gone');
      return words.join(' ');
    });
    if (isMysql(knex)) {
      await knex('comment_search')
        .insert(chunk.map((comment, j) => ({ comment_id: comment.id, terms: terms[j] })))
        .onConflict('comment_id')
        .merge();
    } else {
      await knex('comment_search').whereIn('rowid', chunk.map((comment) => comment.id)).delete();
      await knex('comment_search').insert(chunk.map((comment, j) => ({ rowid: comment.id, body: terms[j] })));
    }
  }
}

export const commentRows = (knex: Knex) =>
  knex('comments as c').join('posts as p', 'p.id', 'c.post_id').select('c.id', 'c.description', 'p.board_id', 'c.hidden', 'c.deleted_at');

/** Re-reads comments and indexes them as they now are (text, deleted, hidden). */
export async function reindexComments(knex: Knex, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    await writeCommentTerms(knex, (await commentRows(knex).whereIn('c.id', ids.slice(i, i + CHUNK))) as CommentText[]);
  }
}

/** Indexes every post and comment there is, in id order, a page at a time. */
export async function indexAllPostsAndComments(knex: Knex, pageSize = 1000): Promise<void> {
  for (let after = 0; ; ) {
    const posts = (await knex('posts').where('id', '>', after).orderBy('id').limit(pageSize).select(POST_COLUMNS)) as PostText[];
    if (posts.length === 0) break;
    await writePostTerms(knex, posts);
    after = Number(posts[posts.length - 1]!.id);
  }
  for (let after = 0; ; ) {
    const comments = (await commentRows(knex).where('c.id', '>', after).orderBy('c.id').limit(pageSize)) as CommentText[];
    if (comments.length === 0) break;
    await writeCommentTerms(knex, comments);
    after = Number(comments[comments.length - 1]!.id);
  }
}
