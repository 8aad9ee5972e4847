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

/**
 * A member's page asks the API over loopback (src/lib/serverApi.ts): the visitor's address travels
 * in LOOPBACK_CLIENT_HEADER, and the API believes it only with LOOPBACK_TOKEN_HEADER equal to the
 * process's own random token (in the environment variable LOOPBACK_TOKEN_ENV, made at start and
 * never sent to a browser). Without the token the header is a client's word, and ignored.
 */
export const LOOPBACK_CLIENT_HEADER = 'x-nanum-client-ip';
export const LOOPBACK_TOKEN_HEADER = 'x-nanum-loopback-token';
export const LOOPBACK_TOKEN_ENV = 'NANUM_LOOPBACK_TOKEN';
