import { isModerator } from '@nanum/shared/boardRules';
import { SEARCH_MESSAGES } from '@nanum/shared/searchMessages';
import { SEARCH_COUNT_LIMIT, SEARCH_PAGE_SIZE, SEARCH_PERIOD_DAYS, SEARCH_PREVIEW_SIZE, searchWordsOf, type SearchKind } from '@nanum/shared/searchRules';
import type { SearchQuery } from '@nanum/shared/searchSchemas';
import type { SearchAnswer } from '@nanum/shared/searchViews';
import { phrasesOf } from '../../db/fullText';
import type { Db } from '../../db/knex';
import { toDbDate } from '../../db/values';
import { AppError } from '../../http/AppError';
import { listBoards } from '../community/board.repo';
import { boardIdsFor, type Viewer } from '../community/boardAccess';
import { presentCampaignHit, presentMemberHit, presentPageHit, presentPostHit } from './search.presenter';
import { searchCampaigns, searchMembers, searchPages, searchPosts, type Slice } from './search.repo';

const DAY_MS = 86_400_000;

/** Which rows of a kind this request shows: a preview of each on the every-kind page, a page of the chosen kind, else only its count. */
function sliceOf(query: SearchQuery, kind: SearchKind): Slice {
  if (query.kind === 'all') return { limit: SEARCH_PREVIEW_SIZE[kind], offset: 0 };
  if (query.kind === kind) return { limit: SEARCH_PAGE_SIZE, offset: (query.page - 1) * SEARCH_PAGE_SIZE };
  return { limit: 0, offset: 0 };
}

/**
 * 통합검색: posts of every board the viewer may read (the board rules decide, as in every list:
 * community/visiblePosts.ts), content pages, campaigns and the member directory, each kind counted,
 * the words marked. The board filter takes only a board the viewer may read (any other is refused
 * with the same message whether it exists or not); the period filter counts for posts.
 */
export async function search(db: Db, viewer: Viewer, query: SearchQuery, now: Date = new Date()): Promise<SearchAnswer> {
  const words = searchWordsOf(query.q);
  const boards = await listBoards(db);
  const readableIds = new Set(boardIdsFor(viewer, boards, 'read'));
  const readable = boards.filter((board) => readableIds.has(board.id));
  const chosen = query.board === undefined ? undefined : readable.find((board) => board.href === query.board);
  if (query.board !== undefined && !chosen) throw new AppError(400, SEARCH_MESSAGES.boardInvalid, 'VALIDATION');
  const phrases = phrasesOf(words);
  const since = query.period === 'all' ? null : toDbDate(new Date(now.getTime() - SEARCH_PERIOD_DAYS[query.period] * DAY_MS));
  const nothing = { rows: [], count: 0, more: false };

  const [posts, pages, campaigns, members] = await Promise.all([
    phrases.length === 0
      ? nothing
      : searchPosts(
          db,
          viewer,
          {
            phrases,
            // The same rules as visibleTo, as the index's words: live posts of readable boards, secret ones for their author and moderators.
            filter: {
              live: true,
              ...(chosen ? { boardsIn: [chosen.id] } : { boardsNotIn: boards.filter((board) => !readableIds.has(board.id)).map((board) => board.id) }),
              secret: isModerator(viewer) ? 'all' : viewer ? { authorId: viewer.id } : 'none',
            },
            boardIds: chosen ? [chosen.id] : [...readableIds],
            since,
            countLimit: SEARCH_COUNT_LIMIT,
          },
          sliceOf(query, 'post'),
        ),
    searchPages(db, words, sliceOf(query, 'page')),
    searchCampaigns(db, words, sliceOf(query, 'campaign')),
    searchMembers(db, words, sliceOf(query, 'member')),
  ]);
  return {
    q: query.q,
    words,
    kind: query.kind,
    board: chosen?.href ?? null,
    period: query.period,
    page: query.page,
    pageSize: query.kind === 'all' ? 0 : SEARCH_PAGE_SIZE,
    counts: { post: posts.count, page: pages.count, campaign: campaigns.count, member: members.count },
    posts: { kind: 'post', count: posts.count, more: posts.more, hits: posts.rows.map((row) => presentPostHit(row, words)) },
    pages: { kind: 'page', count: pages.count, more: pages.more, hits: pages.rows.map((row) => presentPageHit(row, words)) },
    campaigns: { kind: 'campaign', count: campaigns.count, more: campaigns.more, hits: campaigns.rows.map((row) => presentCampaignHit(row, words)) },
    members: { kind: 'member', count: members.count, more: members.more, hits: members.rows.map((row) => presentMemberHit(row, words)) },
    boards: readable.map((board) => ({ href: board.href, name: board.name })),
  };
}
