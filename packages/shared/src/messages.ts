/**
 * Korean user-facing messages of SPEC sections 5 and 8, word for word, plus a few marked "ours"
 * where SPEC shows a situation but gives no wording.
 */
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_INPUT_MAX_LENGTH,
  PASSWORD_INPUT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits';

// ---------------------------------------------------------------- validation (section 5)

/** Login: the email is empty after trimming. */
export const EMAIL_REQUIRED_MESSAGE = '이메일이 입력되지 않았습니다.';
/** Login: the password is empty after trimming. */
export const PASSWORD_REQUIRED_MESSAGE = '비밀번호가 입력되지 않았습니다.';
/** Login: the email is longer than the input allows (ours). */
export const EMAIL_TOO_LONG_MESSAGE = `이메일은 ${EMAIL_INPUT_MAX_LENGTH}자 이하로 입력해주세요.`;
/** Login: the password is longer than the input allows (ours). */
export const PASSWORD_TOO_LONG_MESSAGE = `비밀번호는 ${PASSWORD_INPUT_MAX_LENGTH}자 이하로 입력해주세요.`;

/** Password change: any field fails the pattern or the repeat differs. */
export const PASSWORD_CHANGE_INVALID_MESSAGE = '한번 더 입력란을 확인해주세요.';
/** Password change: the hint shown under the inputs. */
export const PASSWORD_HINT = `문자, 숫자, 특수문자 포함(최소 ${PASSWORD_MIN_LENGTH}자 이상, ${PASSWORD_MAX_LENGTH}자 이하)`;

/** Phone number missing or malformed. */
export const PHONE_REQUIRED_MESSAGE = '연락처를 입력해주세요.';
/** Address missing. */
export const ADDRESS_REQUIRED_MESSAGE = '주소를 입력해주세요.';
/** Address longer than can be stored (ours). */
export const ADDRESS_TOO_LONG_MESSAGE = `주소는 ${ADDRESS_MAX_LENGTH}자 이하로 입력해주세요.`;
/** Prompt for the detail line after the postcode search (ours). */
export const ADDRESS_DETAIL_PROMPT = '상세 주소를 입력해주세요.';
/** University or department missing or too long. */
export const UNIVERSITY_REQUIRED_MESSAGE = '학교 / 학과를 입력해주세요.';
/** No personality type picked. */
export const MBTI_REQUIRED_MESSAGE = 'MBTI를 선택해주세요.';
/** Profile image of a type that is not allowed. */
export const IMAGE_TYPE_INVALID_MESSAGE = '업로드 가능한 이미지 파일이 아닙니다.';
/** A field missing for an unknown reason; also the fallback of any unexplained failure. */
export const UNKNOWN_ERROR_MESSAGE = '확인되지 않은 오류입니다.';

// ---------------------------------------------------------------- error catalogue (section 8)

/** Logout (or another call) could not reach the server. */
export const CONNECTION_FAILED_MESSAGE = '연결에 실패하였습니다.';
/** The postcode search script could not be used. */
export const POSTCODE_UNAVAILABLE_MESSAGE = '현재 Daum 우편번호 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.';
/** The notification list is empty. */
export const ALARM_EMPTY_MESSAGE = '표시할 알람이 없습니다.';
/** Confirmation before deleting read notifications. */
export const CONFIRM_DELETE_READ_ALARMS = '읽은 알람을 삭제하시겠습니까?';
/** Confirmation before deleting all notifications. */
export const CONFIRM_DELETE_ALL_ALARMS = '모든 알람을 삭제하시겠습니까?';
/** Confirmation before marking all notifications read (ours). */
export const CONFIRM_READ_ALL_ALARMS = '모든 알람을 읽음 처리하시겠습니까?';
/** Alert at start for a logged-in user who is not certified, before the move to the join page. */
export const NOT_CERTIFIED_ALERT = '인증되지 않은 회원입니다. 서비스 이용을 위해 추가 정보 입력이 필요합니다.';

// Accounts (ours: the spec shows the login failure as "the server's message").
/** Login failed: the same words for an unknown email and a wrong password. */
export const LOGIN_FAILED_MESSAGE = '이메일 또는 비밀번호가 일치하지 않습니다.';
export const LOGIN_SUCCESS_MESSAGE = '로그인되었습니다.';
export const LOGOUT_SUCCESS_MESSAGE = '로그아웃되었습니다.';
/** Any rate limit (429). */
export const RATE_LIMITED_MESSAGE = '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';
