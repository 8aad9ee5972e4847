import type { PostPageAnswer } from './boardViews';
import type { PopupDisplay } from './popupDisplay';

/**
 * Reads the pages' server-side code (getServerSideProps) makes in process rather than over a
 * loopback HTTP call to the API of the same process. The API attaches them to the page request
 * of a visitor without a session, under SERVER_READS; each answers exactly what the /api path it
 * names would answer that visitor (same validation, permissions, visit count, errors and JSON).
 * A member's request (session cookie) carries none: it asks the API over loopback, with its session.
 */
export const SERVER_READS = Symbol.for('nanum.serverReads');

/** An API answer: its HTTP status, and `data` (200) or the Korean `message`. */
export interface ServerReadAnswer<T> {
  status: number;
  data?: T;
  message?: string;
}

export interface ServerReads {
  /** GET /api/community/posts/:postId as this visitor (counts the visit). */
  post(postId: string): Promise<ServerReadAnswer<PostPageAnswer>>;
  /** GET /api/popup/get/display as this browser (its pop-up id cookie): the pop-up in the page's HTML. */
  popup(): Promise<ServerReadAnswer<PopupDisplay>>;
}
