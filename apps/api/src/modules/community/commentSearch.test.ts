import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbDate } from '../../db/values';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, indexInserted } from './community.testkit';
import { listPosts, type PostListQuery } from './post.repo';

/**
 * A board's 댓글 search finds its posts either as the set of the matching comments' posts or by a
 * walk down the board's list (listPosts chooses by how dense the matches are): both give the same
 * posts in the same order, with the same count, whatever the page and the sort.
 */
describe.each(testDialects())('board search by 댓글, as a set and as a walk (%s)', (dialect) => {
  let t: TestApp;
  let boardId: number;
  /** The posts with a live comment holding 떡국, newest first (list order). */
  let expected: number[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const a = await createActors(t);
    boardId = (await createBoard(t.db, 'talk')).id;
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 40; i += 1) {
      const at = toDbDate(new Date(base + i * 60_000));
      // Posts 12 and 6 are secret or deleted: never found by a visitor's search.
      await t.db('posts').insert({ board_id: boardId, user_id: a.member.id, title: `글 ${i}`, content: '<p>본문</p>', visit: (i * 7) % 40, secret: i === 12 ? 1 : 0, deleted_at: i === 6 ? at : null, created_at: at, updated_at: at });
    }
    const posts: { id: number }[] = await t.db('posts').where({ board_id: boardId }).orderBy('id').select('id');
    for (const [i, post] of posts.entries()) {
      const at = toDbDate(new Date(base + i * 60_000 + 1000));
      // Every third post has a 떡국 comment; post 9's is hidden by reports, so it is not found.
      await t.db('comments').insert({ post_id: post.id, user_id: a.other.id, description: i % 3 === 0 ? '떡국 맛있었어요' : '수고하셨습니다', hidden: i === 9 ? 1 : 0, created_at: at, updated_at: at });
    }
    await indexInserted(t.db);
    expected = posts
      .map((post, i) => ({ id: Number(post.id), i }))
      .filter(({ i }) => i % 3 === 0 && i !== 6 && i !== 9 && i !== 12)
      .map(({ id }) => id)
      .reverse();
  });
  afterAll(async () => {
    await t.drop();
  });

  const query = (page: number, sort: PostListQuery['sort'] = 'newest'): PostListQuery => ({ boardId, field: 'comment', keyword: '떡국', sort, page, pageSize: 4, includeHidden: false });
  const ids = (found: { rows: { id: number }[] }) => found.rows.map((row) => row.id);

  it('gives the same posts, count and order either way, page by page', async () => {
    expect(expected).toHaveLength(11);
    for (const page of [1, 2, 3, 4]) {
      const asSet = await listPosts(t.db, query(page), 0);
      const asWalk = await listPosts(t.db, query(page), Infinity);
      expect(ids(asSet), `page ${page}`).toEqual(expected.slice((page - 1) * 4, page * 4));
      expect(ids(asWalk), `page ${page}`).toEqual(ids(asSet));
      expect([asSet.count, asWalk.count]).toEqual([11, 11]);
    }
    // By visits too: the walk follows the list's own order.
    expect(ids(await listPosts(t.db, query(1, 'visit'), Infinity))).toEqual(ids(await listPosts(t.db, query(1, 'visit'), 0)));
    expect(ids(await listPosts(t.db, query(2, 'visit'), Infinity))).toEqual(ids(await listPosts(t.db, query(2, 'visit'), 0)));
  });

  it('finds nothing for a word no comment holds, either way', async () => {
    for (const walk of [0, Infinity]) expect(await listPosts(t.db, { ...query(1), keyword: '송편' }, walk)).toEqual({ rows: [], count: 0 });
  });
});
