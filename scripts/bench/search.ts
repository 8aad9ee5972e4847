// Issue 25 (search): 통합검색 over the benchmark database (100,000 posts, 500,000 comments): the p99
// of a two-letter Korean query and of a two-word query, each beside a plain LIKE '%…%' scan of the
// same posts in the same run. Measured in process on the database (one query at a time, the time
// a visitor waits minus HTTP), 200 times each after a warm-up.
import type { Knex } from 'knex';
import { searchQuerySchema } from '@nanum/shared/searchSchemas';
import { SEARCH_COUNT_LIMIT, searchWordsOf } from '@nanum/shared/searchRules';
import { containsPattern } from '../../apps/api/src/db/values';
import { listBoards } from '../../apps/api/src/modules/community/board.repo';
import { boardIdsFor } from '../../apps/api/src/modules/community/boardAccess';
import { listPosts } from '../../apps/api/src/modules/community/post.repo';
import { visibleTo } from '../../apps/api/src/modules/community/visiblePosts';
import { search } from '../../apps/api/src/modules/search/search.service';
import { SEARCH_BUDGET } from './budgets';
import type { Figure } from './report';

const GROUP = 'Search with 100,000 posts and 500,000 comments (one query at a time)';
const RUNS = 200;
const WARM_UP = 10;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let n = 0; n < WARM_UP + RUNS; n += 1) {
    const started = performance.now();
    await run();
    if (n >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: Number(percentile(times, 50).toFixed(1)), p99: Number(percentile(times, 99).toFixed(1)) };
}

/**
 * What a search without the index would do: every word anywhere in the title or the HTML, with the
 * same visibility, the same count (up to SEARCH_COUNT_LIMIT, as 통합검색 counts) and first page.
 */
async function likeScan(db: Knex, boardIds: number[], words: string[]): Promise<number> {
  const base = () => {
    const q = visibleTo(db('posts as p'), undefined, boardIds);
    for (const word of words) q.where((any) => any.whereRaw(`p.title like ? escape '!'`, [containsPattern(word)]).orWhereRaw(`p.content like ? escape '!'`, [containsPattern(word)]));
    return q;
  };
  const [count] = await Promise.all([db.count({ count: '*' }).from(base().select('p.id').limit(SEARCH_COUNT_LIMIT + 1).as('found')).first(), base().orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }]).limit(5).select('p.id', 'p.title', 'p.content')]);
  return Number(count?.count ?? 0);
}

export async function searchFigures(db: Knex, database: string, log: (line: string) => void): Promise<Figure[]> {
  const boardIds = boardIdsFor(undefined, await listBoards(db), 'read');
  const figures: Figure[] = [];
  const figure = (name: string, measured: { p50: number; p99: number }, note: string, budgeted: boolean): Figure => ({
    group: GROUP,
    name,
    value: measured.p50,
    unit: 'ms',
    p99Ms: measured.p99,
    budget: budgeted ? SEARCH_BUDGET : {},
    pass: !budgeted || measured.p99 <= (SEARCH_BUDGET.maxP99Ms ?? Infinity),
    note: `median ${measured.p50} ms, p99 ${measured.p99} ms over ${RUNS} queries; ${note} (${database})`,
  });
  for (const q of ['봉사', '김장 봉사']) {
    const query = searchQuerySchema.parse({ q });
    const answer = await search(db, undefined, query);
    const counted = `${answer.counts.post.toLocaleString('en')}${answer.posts.more ? '+' : ''} posts counted`;
    log(`  통합검색 "${q}": ${counted}`);
    figures.push(figure(`통합검색 "${q}" (index, every kind)`, await timed(() => search(db, undefined, query)), counted, true));
    const likeCount = await likeScan(db, boardIds, searchWordsOf(q));
    const likeCounted = `${Math.min(likeCount, SEARCH_COUNT_LIMIT).toLocaleString('en')}${likeCount > SEARCH_COUNT_LIMIT ? '+' : ''} posts counted`;
    log(`  LIKE "${q}": ${likeCounted}`);
    figures.push(figure(`LIKE '%…%' scan "${q}" (posts only, for comparison)`, await timed(() => likeScan(db, boardIds, searchWordsOf(q))), likeCounted, false));
  }
  const notice = (await listBoards(db)).find((board) => board.href === 'notice');
  if (notice) {
    const byComment = () => listPosts(db, { boardId: notice.id, field: 'comment', keyword: '김장', sort: 'newest', page: 1, pageSize: 15, includeHidden: false });
    const found = await byComment();
    figures.push(figure('board search by 댓글 "김장" (notice, index)', await timed(byComment), `${found.count.toLocaleString('en')} posts match`, true));
  }
  return figures;
}
