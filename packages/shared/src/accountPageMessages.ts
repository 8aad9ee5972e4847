/**
 * The messages the sign-up and recovery pages show on their first paint or as the user types
 * (SPEC sections 5 and 8, and ours). A file of their own so that those pages carry these lines,
 * not the whole catalogue of messages.ts, which re-exports them for the API (docs/BUNDLES.md).
 */
import { LOGIN_REQUIRED_MESSAGE } from './accessMessages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/** Password change: the hint shown under the inputs. */
export const PASSWORD_HINT = `문자, 숫자, 특수문자 포함(최소 ${PASSWORD_MIN_LENGTH}자 이상, ${PASSWORD_MAX_LENGTH}자 이하)`;
/** Alert at start for a logged-in user who is not certified, before the move to the join page. */
export const NOT_CERTIFIED_ALERT = '인증되지 않은 회원입니다. 서비스 이용을 위해 추가 정보 입력이 필요합니다.';
/** Joining with an email that was not verified in this browser session. */
export const EMAIL_NOT_VERIFIED_MESSAGE = '이메일 인증을 먼저 완료해주세요.';
/** Completing a social account needs a login. */
export const CERTIFY_LOGIN_REQUIRED_MESSAGE = LOGIN_REQUIRED_MESSAGE;
/** Completing an account that is already certified. */
export const ALREADY_CERTIFIED_MESSAGE = '이미 인증이 완료된 회원입니다.';
/** Completing an account whose verification an administrator took away: only an administrator gives it back. */
export const CERTIFY_REVOKED_MESSAGE = '관리자가 회원 인증을 취소한 계정입니다. 다시 인증을 받으시려면 협회로 문의해 주세요.';
