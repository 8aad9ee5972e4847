import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../apps/api/src/test/testDb';
import { commentIdsMatching, phrasesOf, postIdsMatching } from '../apps/api/src/db/fullText';
import { insertedId } from '../apps/api/src/db/values';
import * as searchIndex from './20261122_0022_search_index';
import * as searchTokens from './20261126_0032_search_tokens';
import { queryPhrasesOf, searchTermsOf } from './helpers/searchIndex';

/** 20261122_0022_search_index on posts and comments written before it (its down, rows, then its up again). */
describe.each(testDialects())('migration 0022 search_index (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const postsWith = (words: string[], field: 'title' | 'content' | 'titleContent' = 'titleContent') =>
    t.db.from(postIdsMatching(t.db, field, phrasesOf(words)).as('found')).pluck('id');
  const commentsWith = (boardId: number, words: string[]) => t.db.from(commentIdsMatching(t.db, boardId, phrasesOf(words)).as('found')).pluck('id');

  it('indexes the posts and comments already there, two-letter Korean words included', async () => {
    // 0032's token tables (MariaDB) are built from the same rows: taken down and put back with it.
    await searchTokens.down(t.db);
    await searchIndex.down(t.db);
    const userId = insertedId(await t.db('users').insert({ email: 'old@nanum.example', name: '홍길동' }));
    const boardId = insertedId(await t.db('boards').insert({ href: 'old', name: '옛 게시판', perm_list: 2, perm_read: 2, perm_write: 1, perm_comment: 1, perm_download: 2 }));
    const first = insertedId(await t.db('posts').insert({ board_id: boardId, user_id: userId, title: '김장 봉사 후기', content: '<p>배추 <b>300포기</b>를 담갔어요 &amp; ESG 활동</p>' }));
    const second = insertedId(await t.db('posts').insert({ board_id: boardId, user_id: userId, title: '연탄 나눔', content: '<p>봉사자 모집</p>' }));
    const comment = insertedId(await t.db('comments').insert({ post_id: first, user_id: userId, description: '수고 많으셨어요' }));

    await searchIndex.up(t.db);
    await searchTokens.up(t.db);

    expect((await postsWith(['봉사'])).map(Number).sort()).toEqual([first, second]);
    expect((await postsWith(['김장', '봉사'])).map(Number)).toEqual([first]);
    expect((await postsWith(['봉사'], 'title')).map(Number)).toEqual([first]);
    expect((await postsWith(['300포기'], 'content')).map(Number)).toEqual([first]);
    expect((await postsWith(['esg'])).map(Number)).toEqual([first]);
    expect((await postsWith(['300포기'], 'title')).map(Number)).toEqual([]);
    expect((await commentsWith(boardId, ['수고'])).map(Number)).toEqual([comment]);
    expect(await commentsWith(boardId, ['김장'])).toEqual([]);
    expect(await commentsWith(boardId + 1, ['수고'])).toEqual([]);
  });

  it('writes Korean as overlapping two-letter tokens, other words whole, all in base 36', () => {
    const terms = searchTermsOf('김장봉사 ESG!').split(' ');
    expect(terms).toHaveLength(4); // 김장 장봉 봉사 esg
    expect(terms.every((term) => /^[0-9a-z]{8,}$/.test(term) || /^[0-9a-z]{12}$/.test(term))).toBe(true);
    expect(queryPhrasesOf('봉사')).toEqual([{ tokens: [terms[2]], prefix: false }]);
    expect(queryPhrasesOf('E')[0]?.prefix).toBe(true);
    expect(queryPhrasesOf('!?')).toEqual([]);
  });
});
