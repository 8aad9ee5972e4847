import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { boardFeedPath } from '@nanum/shared/boardPaths';
import { isPublicBoard } from '@nanum/shared/boardRules';
import { boardListQuerySchema, type BoardListQuery } from '@nanum/shared/boardSchemas';
import type { BoardListAnswer } from '@nanum/shared/boardViews';
import type { BoardListQueryState } from './BoardListView';
import type { PagePopupProps } from '@/features/app/PagePopup';
import type { SiteOriginProps } from '@/features/app/siteOrigin';
import { pagePopupProps } from '@/features/site/pagePopupProps';
import { pageCacheControl, serverReadsOf } from '@/lib/serverReads';

/**
 * A list as read for the page's viewer, or why there is none; `feed`: the board's RSS address when
 * visitors may read it (decided here, so the page carries no access rules); `path`: the API read
 * the browser makes again when the viewer changes on the page (useViewerRead.ts).
 */
export type BoardListRead = { path: string; query: BoardListQueryState } & ({ answer: BoardListAnswer; feed: string | null } | { status: number; message: string });

export type BoardListPageProps = { list: BoardListRead } & PagePopupProps & SiteOriginProps;

/** GET /api/community/boards/:board/posts with the query as the shared schema parsed it (its defaults written out). */
function listReadPath(href: string, query: BoardListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/api/community/boards/${encodeURIComponent(href)}/posts?${params}`;
}

/** getServerSideProps of a board list page: the query checked by the shared schema (its defaults when invalid), the page read as the viewer. */
export async function loadBoardList(context: GetServerSidePropsContext, href: string): Promise<GetServerSidePropsResult<BoardListPageProps>> {
  const raw = Object.fromEntries(Object.entries(context.query).filter(([key]) => ['page', 'kind', 'field', 'keyword', 'sort'].includes(key)));
  const parsed = boardListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : boardListQuerySchema.parse({});
  const reads = serverReadsOf(context.req);
  const [answer, popup] = await Promise.all([reads.boardList(href, query), pagePopupProps(context.req)]);
  if (answer.status === 404) return { notFound: true };
  const state: BoardListQueryState = { field: query.field, sort: query.sort, ...(query.kind ? { kind: query.kind } : {}), ...(query.keyword ? { keyword: query.keyword } : {}) };
  const at = { path: listReadPath(href, query), query: state };
  if (answer.status !== 200 || !answer.data) return { props: { list: { ...at, status: answer.status, message: answer.message ?? '' }, ...popup } };
  // What a visitor without a session sees is everyone's: shared caches (and the server's page
  // cache, apps/api/src/http/pageCache.ts) may keep it. A member's list (their permissions) is
  // theirs, and so is the page of a browser that hid the pop-up (it is in the HTML).
  context.res.setHeader('Cache-Control', pageCacheControl(context.req));
  const feed = isPublicBoard(answer.data.board) ? boardFeedPath(answer.data.board.href) : null;
  return { props: { list: { ...at, answer: answer.data, feed }, siteOrigin: reads.origin, ...popup } };
}
