import type { BoardListQuery } from './boardSchemas';
import type { BoardListAnswer, BoardView, PostPageAnswer } from './boardViews';
import type { PopupDisplay } from './popupDisplay';
import type { SearchAnswer } from './searchViews';
import type { SiteSettings } from './siteContent';
import type { CampaignDetail } from './youthEntities';
import type { ContentPageView, EndorserView, HomeLatestView, MemberDirectoryView } from './siteViews';

/**
 * The one way the pages' server-side code (getServerSideProps) reads data: in process, as the
 * viewer of the page request. The API (apps/api/src/http/serverReads.ts) attaches these reads to
 * every page request under SERVER_READS; each runs what its /api route runs (same validation,
 * service, permissions for the viewer's session, visit count and errors) and answers what that
 * route would send as JSON. No page asks the API over HTTP.
 */
export const SERVER_READS = Symbol.for('nanum.serverReads');

/** An API answer: its HTTP status, and `data` (200) or the Korean `message`. */
export interface ServerReadAnswer<T> {
  status: number;
  data?: T;
  message?: string;
}

export interface ServerReads {
  /** The site's public address (PUBLIC_URL, as the API read it at start): canonical and og:url. */
  readonly origin: string;
  /** Whether the page is rendered for a logged-in member (the session of its cookie, loaded once). */
  signedIn(): Promise<boolean>;
  /** GET /api/community/posts/:postId (counts the visit). */
  post(postId: string): Promise<ServerReadAnswer<PostPageAnswer>>;
  /** GET /api/community/boards/:board: the board and what the viewer may do on it. */
  board(href: string): Promise<ServerReadAnswer<BoardView>>;
  /** GET /api/community/boards/:board/posts with the list query (as the shared schema parsed it). */
  boardList(href: string, query: BoardListQuery): Promise<ServerReadAnswer<BoardListAnswer>>;
  /** GET /api/search with the page's query (as the page received it: the read validates it). */
  search(query: Record<string, string | string[] | undefined>): Promise<ServerReadAnswer<SearchAnswer>>;
  /** GET /api/popup/get/display for this viewer or browser (its pop-up id cookie). */
  popup(): Promise<ServerReadAnswer<PopupDisplay>>;
  /** GET /api/site/page/:slug. */
  contentPage(slug: string): Promise<ServerReadAnswer<ContentPageView>>;
  /** GET /api/site/members?page=<category>. */
  memberDirectory(category: string): Promise<ServerReadAnswer<MemberDirectoryView>>;
  /** GET /api/site/home. */
  homeLatest(): Promise<ServerReadAnswer<HomeLatestView>>;
  /** GET /api/site/settings. */
  siteSettings(): Promise<ServerReadAnswer<SiteSettings>>;
  /** GET /api/site/endorsers. */
  endorsers(): Promise<ServerReadAnswer<EndorserView[]>>;
  /** GET /api/youth/campaigns/:id: a campaign page, with the viewer's own participation. */
  campaign(id: string): Promise<ServerReadAnswer<CampaignDetail>>;
}
