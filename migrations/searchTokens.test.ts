import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../apps/api/src/test/testDb';
import { commentIdsMatching, pageOfPostIds, phrasesOf, postIdsMatching, reindexComments, reindexPosts, type IndexFilter, type PostTextField } from '../apps/api/src/db/fullText';
import { insertedId } from '../apps/api/src/db/values';
import * as searchTokens from './20261126_0032_search_tokens';
import { indexAllPostsAndComments } from './helpers/searchIndex';

/**
 * Migration 0032 (MariaDB's token tables) on rows written before it, and the questions the search
 * asks, with the same answers on both dialects: SQLite answers from FTS5, MariaDB from the token
 * tables (whole tokens joined, phrases and prefixes checked on the FULLTEXT table's tokens), and
 * from FULLTEXT for a lone prefix.
 */
describe.each(testDialects())('migration 0032 search_tokens and the token search (%s)', (dialect) => {
  let t: TestDb;
  let boardId: number;
  let otherBoardId: number;
  let authorId: number;
  const post: Record<string, number> = {};
  const comment: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestDb(dialect);
    await searchTokens.down(t.db);
    authorId = insertedId(await t.db('users').insert({ email: 'writer@nanum.example', name: '김작가' }));
    boardId = insertedId(await t.db('boards').insert({ href: 'tokens', name: '토큰 게시판', perm_list: 2, perm_read: 2, perm_write: 1, perm_comment: 1, perm_download: 2 }));
    otherBoardId = insertedId(await t.db('boards').insert({ href: 'tokens2', name: '다른 게시판', perm_list: 2, perm_read: 2, perm_write: 1, perm_comment: 1, perm_download: 2 }));
    const write = async (key: string, values: Record<string, unknown>) => {
      post[key] = insertedId(await t.db('posts').insert({ board_id: boardId, user_id: authorId, title: '제목', content: '<p>본문</p>', ...values }));
    };
    await write('kimjang', { title: '김장 봉사 후기', content: '<p>배추 300포기, ESG 활동</p>' });
    await write('activity', { title: '연탄 나눔', content: '<p>청소년 봉사활동 모집</p>' });
    await write('reversed', { title: '활동 봉사', content: '<p>활동봉사 라는 말은 없어요</p>' });
    await write('secret', { title: '비밀 봉사 상담', secret: 1 });
    await write('gone', { title: '지운 봉사 글', deleted_at: '2026-11-01 00:00:00' });
    await write('other', { board_id: otherBoardId, title: '다른 곳 봉사' });
    const commentOn = async (key: string, postKey: string, description: string) => {
      comment[key] = insertedId(await t.db('comments').insert({ post_id: post[postKey], user_id: authorId, description }));
    };
    await commentOn('thanks', 'kimjang', '김장 너무 맛있었어요');
    await commentOn('time', 'activity', '봉사 시간 인정되나요?');
    // The rows went in directly: 0022's index (FTS5, FULLTEXT) learns them as the seeds do, then
    // 0032 builds the token tables from them.
    await indexAllPostsAndComments(t.db);
    await searchTokens.up(t.db);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const ids = async (words: string[], field: PostTextField = 'titleContent', filter: IndexFilter = {}) =>
    (await t.db.from(postIdsMatching(t.db, field, phrasesOf(words), filter).as('found')).pluck('id')).map(Number).sort((a: number, b: number) => a - b);
  const keys = (...names: string[]) => names.map((name) => post[name]!).sort((a, b) => a - b);
  const commentsWith = async (board: number, words: string[]) => (await t.db.from(commentIdsMatching(t.db, board, phrasesOf(words)).as('found')).pluck('id')).map(Number).sort((a: number, b: number) => a - b);

  it('finds a two-letter word and two words, in title and content', async () => {
    expect(await ids(['봉사'])).toEqual(keys('kimjang', 'activity', 'reversed', 'secret', 'gone', 'other'));
    expect(await ids(['김장', '봉사'])).toEqual(keys('kimjang'));
    expect(await ids(['봉사'], 'title')).toEqual(keys('kimjang', 'reversed', 'secret', 'gone', 'other'));
    expect(await ids(['봉사'], 'content')).toEqual(keys('activity', 'reversed'));
    expect(await ids(['배추', '연탄'])).toEqual([]);
  });

  it('matches a longer word only where its letters stand together, in order', async () => {
    expect(await ids(['봉사활동'])).toEqual(keys('activity'));
    expect(await ids(['활동봉사'])).toEqual(keys('reversed'));
    expect(await ids(['봉사활동'], 'title')).toEqual([]);
    expect(await ids(['300포기'], 'content')).toEqual(keys('kimjang'));
  });

  it('treats a lone letter or a Latin word as a prefix', async () => {
    expect(await ids(['김'])).toEqual(keys('kimjang'));
    expect(await ids(['es'])).toEqual(keys('kimjang'));
    expect(await ids(['봉사', 'es'])).toEqual(keys('kimjang'));
    expect(await ids(['청소년', 'esg'])).toEqual([]);
  });

  it('lets the filter decide who finds a post', async () => {
    expect(await ids(['봉사'], 'titleContent', { live: true, secret: 'none', boardsIn: [boardId] })).toEqual(keys('kimjang', 'activity', 'reversed'));
    expect(await ids(['봉사'], 'titleContent', { live: true, secret: { authorId } })).toEqual(keys('kimjang', 'activity', 'reversed', 'secret', 'other'));
    expect(await ids(['봉사'], 'titleContent', { live: true, secret: { authorId: authorId + 1 } })).toEqual(keys('kimjang', 'activity', 'reversed', 'other'));
    expect(await ids(['봉사'], 'titleContent', { boardsNotIn: [boardId] })).toEqual(keys('other'));
  });

  it('pages the newest first, counting up to the limit', async () => {
    const page = await pageOfPostIds(t.db, 'titleContent', phrasesOf(['봉사']), { live: true }, { limit: 2, offset: 0 }, 3);
    expect(page).toEqual({ ids: [post.other, post.secret], count: 3, more: true });
  });

  it('finds comments by their board and every word of one comment', async () => {
    expect(await commentsWith(boardId, ['김장'])).toEqual([comment.thanks]);
    expect(await commentsWith(boardId, ['봉사', '시간'])).toEqual([comment.time]);
    expect(await commentsWith(boardId, ['봉사', '김장'])).toEqual([]);
    expect(await commentsWith(boardId, ['맛있었'])).toEqual([comment.thanks]);
    expect(await commentsWith(otherBoardId, ['김장'])).toEqual([]);
  });

  it('follows edits, hiding and deletion as the app writes them', async () => {
    await t.db('posts').where('id', post.kimjang).update({ title: '배추 나눔', hidden: 1 });
    await reindexPosts(t.db, [post.kimjang!]);
    expect(await ids(['김장'])).toEqual([]);
    expect(await ids(['배추', '나눔'], 'titleContent', { live: true })).toEqual([]);
    expect(await ids(['배추', '나눔'])).toEqual(keys('kimjang'));
    await t.db('comments').where('id', comment.thanks).update({ deleted_at: '2026-11-02 00:00:00' });
    await reindexComments(t.db, [comment.thanks!]);
    expect(await commentsWith(boardId, ['김장'])).toEqual([]);
    if (dialect === 'mysql') {
      // A post removed for good takes its token rows, and its comments', with it.
      await t.db('posts').where('id', post.activity).delete();
      expect(await t.db('post_terms').where('post_id', post.activity).count({ n: '*' }).first()).toEqual({ n: 0 });
      expect(await t.db('comment_terms').where('post_id', post.activity).count({ n: '*' }).first()).toEqual({ n: 0 });
    }
  });
});
