/**
 * Korean answers of the access checks every module shares (ours: SPEC sections 4 and 6 show who
 * may do what, not the wording of a refusal).
 */

/** Not logged in. */
export const LOGIN_REQUIRED_MESSAGE = '로그인이 필요합니다. 로그인 후 다시 시도해주세요.';
/** Logged in but not verified (SPEC section 4: they get the prompt to get verified instead). */
export const CERTIFY_REQUIRED_MESSAGE = '회원 인증 후 이용할 수 있습니다. 인증을 먼저 완료해주세요.';
/** Logged in and verified, but without the permission the action needs. */
export const FORBIDDEN_MESSAGE = '권한이 없습니다.';
/** A path parameter (an id) that is not a positive whole number. */
export const INVALID_ID_MESSAGE = '잘못된 요청입니다.';
