/**
 * Korean user-facing messages of SPEC sections 5 and 8, word for word, plus a few marked "ours"
 * where SPEC shows a situation but gives no wording.
 *
 * A few messages that pages show on their first paint live in small files of their own and are
 * re-exported here, so that the catalogue stays whole for the API while a page's JavaScript carries
 * only its lines (a module carries every export any page uses; docs/BUNDLES.md). Pages import
 * those from their own files.
 */
export { CONNECTION_FAILED_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './requestMessages';

/** A form sent two files where it takes one. */
export const ONE_FILE_MESSAGE = '파일은 한 번에 하나씩 올려주세요.';

export {
  ALREADY_CERTIFIED_MESSAGE,
  CERTIFY_LOGIN_REQUIRED_MESSAGE,
  CERTIFY_REVOKED_MESSAGE,
  EMAIL_NOT_VERIFIED_MESSAGE,
  NOT_CERTIFIED_ALERT,
  PASSWORD_HINT,
} from './accountPageMessages';
import { PASSWORD_HINT } from './accountPageMessages';
import { ADDRESS_MAX_LENGTH, EMAIL_INPUT_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH } from './limits';

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

// ---------------------------------------------------------------- error catalogue (section 8)

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

// Accounts (ours: the spec shows the login failure as "the server's message").
/** Login failed: the same words for an unknown email and a wrong password. */
export const LOGIN_FAILED_MESSAGE = '이메일 또는 비밀번호가 일치하지 않습니다.';
export const LOGIN_SUCCESS_MESSAGE = '로그인되었습니다.';
export const LOGOUT_SUCCESS_MESSAGE = '로그아웃되었습니다.';
/** Any rate limit (429). */
export const RATE_LIMITED_MESSAGE = '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';

// ---------------------------------------------------------------- sign-up, certification, recovery (ours)
// SPEC shows these screens (/author/join, /author/find, /certify) but not their wording.
// ES imports are hoisted, so this one works where it stands; it keeps the section in one place.
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_MINUTES, GUARDIAN_CONSENT_AGE, NAME_MAX_LENGTH } from './accountLimits';

/** Name (member's) empty after trimming. */
export const NAME_REQUIRED_MESSAGE = '이름을 입력해주세요.';
/** A name with an invisible character (zero-width space, direction override, Hangul filler...). */
export const NAME_INVALID_MESSAGE = '이름에 사용할 수 없는 문자가 있습니다.';
/** Name longer than allowed. */
export const NAME_TOO_LONG_MESSAGE = `이름은 ${NAME_MAX_LENGTH}자 이하로 입력해주세요.`;
/** Email that does not look like an address. */
export const EMAIL_INVALID_MESSAGE = '올바른 이메일 주소를 입력해주세요.';
/** A password that fails the pattern (sign-up, reset); the hint is the SPEC hint. */
export const PASSWORD_PATTERN_MESSAGE = `비밀번호 형식을 확인해주세요: ${PASSWORD_HINT}`;
/** Date of birth missing. */
export const BIRTHDAY_REQUIRED_MESSAGE = '생년월일을 입력해주세요.';
/** Date of birth not a real past date. */
export const BIRTHDAY_INVALID_MESSAGE = '생년월일을 올바르게 입력해주세요.';
/** Gender not picked. */
export const GENDER_REQUIRED_MESSAGE = '성별을 선택해주세요.';
/** Terms of use not agreed. */
export const TERMS_REQUIRED_MESSAGE = '이용약관에 동의해주세요.';
/** Privacy collection and use not agreed. */
export const PRIVACY_REQUIRED_MESSAGE = '개인정보 수집 및 이용에 동의해주세요.';
/** Under 14: the guardian's name is missing. */
export const GUARDIAN_NAME_REQUIRED_MESSAGE = '보호자 이름을 입력해주세요.';
/** Under 14: the guardian's phone is missing or malformed. */
export const GUARDIAN_NUMBER_REQUIRED_MESSAGE = '보호자 연락처를 입력해주세요.';
/** Under 14: the guardian has not consented. */
export const GUARDIAN_CONSENT_REQUIRED_MESSAGE = `만 ${GUARDIAN_CONSENT_AGE}세 미만은 보호자(법정대리인)의 동의가 필요합니다.`;

/** The verification code is not six digits. */
export const EMAIL_CODE_REQUIRED_MESSAGE = `인증번호 ${EMAIL_CODE_LENGTH}자리를 입력해주세요.`;
/** A code was sent (the same words whether or not the address already has an account). */
export const EMAIL_CODE_SENT_MESSAGE = `인증번호를 보냈습니다. 메일함을 확인하고 ${EMAIL_CODE_TTL_MINUTES}분 안에 입력해주세요.`;
/** The code is wrong. */
export const EMAIL_CODE_MISMATCH_MESSAGE = '인증번호가 일치하지 않습니다.';
/** No usable code: expired, already used, or never sent. */
export const EMAIL_CODE_EXPIRED_MESSAGE = '인증번호가 만료되었습니다. 인증번호를 다시 받아주세요.';
/** Too many wrong codes. */
export const EMAIL_CODE_TOO_MANY_ATTEMPTS_MESSAGE = '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 받아주세요.';
/** The code matched. */
export const EMAIL_VERIFIED_MESSAGE = '이메일 인증이 완료되었습니다.';
/** The email belongs to another account. */
export const EMAIL_TAKEN_MESSAGE = '이미 가입된 이메일입니다.';
/** Mail cannot be sent (no mail server configured, or it is down). */
export const MAIL_UNAVAILABLE_MESSAGE = '지금은 메일을 보낼 수 없습니다. 잠시 후 다시 시도해주세요.';

/** Sign-up done (the member is logged in). */
export const JOIN_SUCCESS_MESSAGE = '회원가입이 완료되었습니다. 나눔에 오신 것을 환영합니다!';
/** A social account was completed and is now certified. */
export const CERTIFY_SUCCESS_MESSAGE = '회원 인증이 완료되었습니다. 이제 모든 서비스를 이용할 수 있습니다.';

/** Find email: a member matched (the masked address follows). */
export const FIND_EMAIL_FOUND_MESSAGE = '입력하신 정보로 가입된 이메일입니다.';
/** Find email: nobody matched. */
export const FIND_EMAIL_NOT_FOUND_MESSAGE = '입력하신 정보와 일치하는 회원을 찾을 수 없습니다.';
/** Find password: always these words, whether or not the address has an account. */
export const PASSWORD_RESET_MAIL_SENT_MESSAGE =
  '입력하신 이메일로 가입된 계정이 있다면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해주세요.';
/** Reset with an unknown, expired or used token. */
export const PASSWORD_RESET_TOKEN_INVALID_MESSAGE = '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요.';
/** Reset done (every session of the member ended). */
export const PASSWORD_RESET_DONE_MESSAGE = '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.';

// ---------------------------------------------------------------- social login (ours)
// SPEC shows the four social buttons and GET /api/user/login/{sns} but no wording.
import type { SocialLoginResult } from './codes';

/** {sns} is not a provider, or the provider is not configured on this site (404). */
export const SOCIAL_PROVIDER_NOT_FOUND_MESSAGE = '지원하지 않는 로그인 방식입니다.';
/** The provider failed, the user refused consent, or the login could not be verified (`?login=failed`). */
export const SOCIAL_LOGIN_FAILED_MESSAGE = '소셜 로그인에 실패하였습니다. 잠시 후 다시 시도해주세요.';
/** The provider's email belongs to an existing account not linked to it (`?login=link-required`). */
export const SOCIAL_LINK_REQUIRED_MESSAGE =
  '이미 같은 이메일로 가입된 계정이 있습니다. 기존 계정으로 로그인한 뒤 프로필에서 소셜 계정을 연결해주세요.';
/** Linking a provider account that already belongs to another member (`?login=already-linked`). */
export const SOCIAL_ALREADY_LINKED_MESSAGE = '이미 다른 회원의 계정에 연결된 소셜 계정입니다.';
/** Linking while the member already has another account of the same provider (`?login=provider-linked`). */
export const SOCIAL_PROVIDER_LINKED_MESSAGE = '이미 같은 서비스의 다른 소셜 계정이 연결되어 있습니다.';

/** A provider account linked to the member's (`?login=linked`). */
export const SOCIAL_LINKED_MESSAGE = '소셜 계정을 연결했습니다.';

/** The Korean text of each `?login=` value the social-login callback may set. */
export const SOCIAL_LOGIN_RESULT_MESSAGES = {
  done: LOGIN_SUCCESS_MESSAGE,
  linked: SOCIAL_LINKED_MESSAGE,
  failed: SOCIAL_LOGIN_FAILED_MESSAGE,
  'link-required': SOCIAL_LINK_REQUIRED_MESSAGE,
  'already-linked': SOCIAL_ALREADY_LINKED_MESSAGE,
  'provider-linked': SOCIAL_PROVIDER_LINKED_MESSAGE,
  limited: RATE_LIMITED_MESSAGE,
} as const satisfies Record<SocialLoginResult, string>;
