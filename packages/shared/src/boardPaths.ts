/** Addresses of the board pages (SPEC section 2): news layouts live at the top level, the rest under /community. */
const TOP_LEVEL = ['gallery', 'press', 'video'];

/** The list page of a board: /gallery, /press, /video, or /community/{board}. */
export const boardPath = (href: string): string => (TOP_LEVEL.includes(href) ? `/${href}` : `/community/${href}`);

/**
 * Where /community/{board} (asked as `requested`, with its query) permanently moves to when the
 * board's list lives at the top level (/community/gallery → /gallery), else null: one address each.
 */
export function canonicalListPath(href: string, requested: string): string | null {
  const canonical = boardPath(href);
  if (canonical === `/community/${href}`) return null;
  const query = requested.indexOf('?');
  return query === -1 ? canonical : `${canonical}${requested.slice(query)}`;
}

/** A post: /community/{board}/{postId}. */
export const postPath = (href: string, id: number): string => `/community/${href}/${id}`;

/** The write page of a board, or the edit page of a post. */
export const writePath = (href: string, editId?: number): string => `/community/${href}/write${editId ? `?id=${editId}` : ''}`;

/** The boards of the header's 소식 menu: the all-news feed (/rss.xml) carries their posts. */
export const NEWS_BOARD_HREFS = ['notice', 'gallery', 'press', 'video'] as const;

/** The RSS 2.0 feed of a board that visitors may read: /feeds/{board}.xml. */
export const boardFeedPath = (href: string): string => `/feeds/${href}.xml`;

/** The RSS 2.0 feed of every news board. */
export const NEWS_FEED_PATH = '/rss.xml';
