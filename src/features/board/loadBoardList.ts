import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { boardFeedPath } from '@nanum/shared/boardPaths';
import { isPublicBoard } from '@nanum/shared/boardRules';
import { boardListQuerySchema } from '@nanum/shared/boardSchemas';
import type { BoardListAnswer } from '@nanum/shared/boardViews';
import type { BoardListQueryState } from './BoardListView';
import type { PagePopupProps } from '@/features/app/PagePopup';
import type { SiteOriginProps } from '@/features/app/siteOrigin';
import { pagePopupProps } from '@/features/site/pagePopupProps';
import { pageCacheControl, serverReadsOf } from '@/lib/serverReads';

/** A list, or why there is none; `feed`: the board's RSS address when visitors may read it (decided here, so the page carries no access rules). */
export type BoardListPageProps = ({ answer: BoardListAnswer; query: BoardListQueryState; feed: string | null } | { status: number; message: string }) & PagePopupProps & SiteOriginProps;

/** getServerSideProps of a board list page: the query checked by the shared schema (its defaults when invalid), the page read as the viewer. */
export async function loadBoardList(context: GetServerSidePropsContext, href: string): Promise<GetServerSidePropsResult<BoardListPageProps>> {
  const raw = Object.fromEntries(Object.entries(context.query).filter(([key]) => ['page', 'kind', 'field', 'keyword', 'sort'].includes(key)));
  const parsed = boardListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : boardListQuerySchema.parse({});
  const reads = serverReadsOf(context.req);
  const [answer, popup] = await Promise.all([reads.boardList(href, query), pagePopupProps(context.req)]);
  if (answer.status === 404) return { notFound: true };
  if (answer.status !== 200 || !answer.data) return { props: { status: answer.status, message: answer.message ?? '', ...popup } };
  // What a visitor without a session sees is everyone's: shared caches (and the server's page
  // cache, apps/api/src/http/pageCache.ts) may keep it. A member's list (their permissions) is
  // theirs, and so is the page of a browser that hid the pop-up (it is in the HTML).
  context.res.setHeader('Cache-Control', pageCacheControl(context.req));
  const state: BoardListQueryState = { field: query.field, sort: query.sort, ...(query.kind ? { kind: query.kind } : {}), ...(query.keyword ? { keyword: query.keyword } : {}) };
  const feed = isPublicBoard(answer.data.board) ? boardFeedPath(answer.data.board.href) : null;
  return { props: { answer: answer.data, query: state, feed, siteOrigin: reads.origin, ...popup } };
}
