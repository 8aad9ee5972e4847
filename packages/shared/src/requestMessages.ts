/**
 * The messages of a request that did not get a clear answer (SPEC section 8): the server could not
 * be reached, or failed for a reason it did not explain. A file of their own so that a page's
 * JavaScript carries these lines, not the whole message catalogue of messages.ts (which re-exports
 * them; docs/BUNDLES.md).
 */

/** Logout (or another call) could not reach the server. */
export const CONNECTION_FAILED_MESSAGE = '연결에 실패하였습니다.';
/** A field missing for an unknown reason; also the fallback of any unexplained failure. */
export const UNKNOWN_ERROR_MESSAGE = '확인되지 않은 오류입니다.';

/** A page number that is not one (0, -1, 1.5, words, beyond the last page a list allows). */
export const PAGE_INVALID_MESSAGE = '페이지 번호가 올바르지 않습니다.';

/** A save from an editor opened before someone else's save (optimistic concurrency: apps/api/src/http/editVersion.ts). */
export const EDIT_CONFLICT_MESSAGE = '다른 운영진이 먼저 수정했습니다. 새로고침해 바뀐 내용을 확인한 뒤 다시 저장해주세요.';
