/**
 * Code tables of SPEC section 3 with their Korean labels.
 * Each table has: named codes (e.g. RANK.LEADER), a code type, a label table and a lookup
 * function that returns undefined for an unknown code instead of throwing.
 */
import type { Power } from './entities';
import type { AffiliationTypeCode, RankCode } from './memberCodes';
import { TOAST_LEVEL_LABELS } from './toastLevels';

/** The label of `code` in `table`, or undefined when the table has no such own key. */
function lookup<K extends PropertyKey, V>(table: Readonly<Record<K, V>>, code: unknown): V | undefined {
  if (typeof code !== 'number' && typeof code !== 'string') return undefined;
  return Object.hasOwn(table, code) ? table[code as K] : undefined;
}

/** Integer codes only: '1', 1.5 and NaN are not codes of a numeric table. */
function lookupInt<K extends number, V>(table: Readonly<Record<K, V>>, code: unknown): V | undefined {
  return Number.isInteger(code) ? lookup(table, code) : undefined;
}

// ---------------------------------------------------------------- rank

// RANK, AFFILIATION_TYPE and POWER are defined in memberCodes.ts.
export { AFFILIATION_TYPE, POWER, RANK, type AffiliationTypeCode, type RankCode } from './memberCodes';

/** Korean label of each rank. */
export const RANK_LABELS = {
  0: '회원',
  1: '준회원',
  2: '정회원',
  3: '간사',
  4: '행정',
  5: '홍보',
  6: '기획',
  7: '총무',
  8: '부팀장',
  9: '팀장',
  10: '본부장',
  11: '부단장',
  12: '단장',
  13: '회장',
  14: '상임위원',
  15: '임원',
  16: 'PM',
  17: '청소년 멘토',
  18: '청소년 상임위원',
  19: '특별직',
  20: '인플루언서',
  21: '인플루언서 부단장',
  22: '인플루언서 단장',
} as const satisfies Record<RankCode, string>;

/** Korean label of a rank code, or undefined. */
export const rankLabel = (code: unknown): string | undefined => lookupInt(RANK_LABELS, code);

// ---------------------------------------------------------------- affiliation type

/** Korean label of each affiliation type. */
export const AFFILIATION_TYPE_LABELS = {
  0: '방문자',
  1: '협회',
  2: '청소년 챔프단',
  3: '서포터즈',
  4: 'KSCV',
  5: '인플루언서',
} as const satisfies Record<AffiliationTypeCode, string>;

/** Korean label of an affiliation type code, or undefined. */
export const affiliationTypeLabel = (code: unknown): string | undefined => lookupInt(AFFILIATION_TYPE_LABELS, code);

// ---------------------------------------------------------------- power

/** Korean label of each power. */
export const POWER_LABELS = { 0: '회원', 1: '운영자', 2: '관리자' } as const satisfies Record<Power, string>;

/** Korean label of a power code, or undefined. */
export const powerLabel = (code: unknown): string | undefined => lookupInt(POWER_LABELS, code);

// ---------------------------------------------------------------- permission (board actions)

// Defined in memberCodes.ts with the other codes the permission rules read.
import { PERMISSION, type PermissionCode } from './memberCodes';
export { PERMISSION, type PermissionCode };

/** Korean label of each permission. */
export const PERMISSION_LABELS = { 0: '관리자만', 1: '회원만', 2: '모두', 3: '운영자 이상' } as const satisfies Record<PermissionCode, string>;

/** The permissions from the narrowest to the widest, the order a form offers them in. */
export const PERMISSION_ORDER: readonly PermissionCode[] = [PERMISSION.ADMIN_ONLY, PERMISSION.OPERATORS, PERMISSION.USERS_ONLY, PERMISSION.EVERYONE];

/** Korean label of a permission code, or undefined. */
export const permissionLabel = (code: unknown): string | undefined => lookupInt(PERMISSION_LABELS, code);

// ---------------------------------------------------------------- reports

/** Report reason codes. OTHER is the code to store for "기타"; any other unknown integer also reads as 기타. */
export const REPORT_REASON = { ABUSE: 1, PROMOTION: 2, ADULT: 3, SPAM: 4, OTHER: 5 } as const;
/** A report reason code. */
export type ReportReasonCode = (typeof REPORT_REASON)[keyof typeof REPORT_REASON];

/** Korean label of each report reason. */
export const REPORT_REASON_LABELS = {
  1: '욕설/비방',
  2: '홍보',
  3: '음란물',
  4: '도배',
  5: '기타',
} as const satisfies Record<ReportReasonCode, string>;

/** Korean label of a report reason: 1..4 their own label, any other integer 기타, a non-integer undefined. */
export const reportReasonLabel = (code: unknown): string | undefined =>
  Number.isInteger(code) ? (lookup(REPORT_REASON_LABELS, code) ?? REPORT_REASON_LABELS[REPORT_REASON.OTHER]) : undefined;

/** Report handled flag: 1 handled, 0 not yet. */
export const REPORT_HANDLED = { PENDING: 0, HANDLED: 1 } as const;

/** Korean label of the report handled flag. */
export const REPORT_HANDLED_LABELS = { 0: '미처리', 1: '처리 완료' } as const;

/** Whether a report's handled flag says handled (1 or true). */
export const isReportHandled = (handled: unknown): boolean => handled === REPORT_HANDLED.HANDLED || handled === true;

// ---------------------------------------------------------------- surveys

/** Survey question modes. */
export const SURVEY_MODE = { CHOICE: 'choice', ESSAY: 'essay', SCORE: 'score' } as const;
/** A survey question mode. */
export type SurveyMode = (typeof SURVEY_MODE)[keyof typeof SURVEY_MODE];

/** Korean label of each survey mode. */
export const SURVEY_MODE_LABELS = { choice: '객관식', essay: '주관식', score: '점수형' } as const satisfies Record<SurveyMode, string>;

/** Korean label of a survey mode, or undefined. */
export const surveyModeLabel = (mode: unknown): string | undefined => lookup(SURVEY_MODE_LABELS, mode);

/** On/off options of a survey question, in SPEC order. */
export const SURVEY_FLAGS = ['secret', 'multiple', 'required', 'cancelable'] as const;
/** A survey question option flag. */
export type SurveyFlag = (typeof SURVEY_FLAGS)[number];

/** Korean label of each survey option flag. */
export const SURVEY_FLAG_LABELS = {
  secret: '비밀 투표',
  multiple: '복수 선택',
  required: '필수 응답',
  cancelable: '응답 취소 가능',
} as const satisfies Record<SurveyFlag, string>;

/** Korean label of a survey option flag, or undefined. */
export const surveyFlagLabel = (flag: unknown): string | undefined => lookup(SURVEY_FLAG_LABELS, flag);

// ---------------------------------------------------------------- MBTI

/** The 16 personality types; the code of a type is its position + 1 (ISFP=1 … ENTJ=16). 0 means unset. */
export const MBTI_TYPES = [
  'ISFP', 'ISFJ', 'ISTP', 'ISTJ', 'INFP', 'INFJ', 'INTP', 'INTJ',
  'ESFP', 'ESFJ', 'ESTP', 'ESTJ', 'ENFP', 'ENFJ', 'ENTP', 'ENTJ',
] as const;
/** A personality type name. */
export type MbtiName = (typeof MBTI_TYPES)[number];

/** The `mbti` value of a user who has not picked a type. */
export const MBTI_UNSET = 0;

/** Type name of an MBTI code 1..16, or undefined (0 unset, out of range, not an integer). */
export function mbtiName(index: unknown): MbtiName | undefined {
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 1) return undefined;
  return MBTI_TYPES[index - 1];
}

/** MBTI code 1..16 of a type name (case and surrounding spaces ignored), or undefined. */
export function mbtiIndex(name: unknown): number | undefined {
  if (typeof name !== 'string') return undefined;
  const position = (MBTI_TYPES as readonly string[]).indexOf(name.trim().toUpperCase());
  return position === -1 ? undefined : position + 1;
}

// ---------------------------------------------------------------- gender

// Defined in genderCodes.ts (the sign-up form and the default profile images need no other codes).
import { GENDER, GENDER_LABELS } from './genderCodes';
export { GENDER, GENDER_LABELS };

/** Korean label of a gender code, or undefined. */
export const genderLabel = (code: unknown): string | undefined => lookupInt(GENDER_LABELS, code);

// ---------------------------------------------------------------- toast levels

// Defined in toastLevels.ts (the toast store imports them from there without the rest of the codes).
export { TOAST_LEVEL_LABELS, TOAST_LEVELS, type ToastLevel } from './toastLevels';

/** Korean label of a toast level, or undefined. */
export const toastLevelLabel = (level: unknown): string | undefined => lookup(TOAST_LEVEL_LABELS, level);

// ---------------------------------------------------------------- social login providers

/** Social login providers as the user's `passport` code (0 means no social login). */
export const SOCIAL_PROVIDER = { NONE: 0, KAKAO: 1, NAVER: 2, GOOGLE: 3, FACEBOOK: 4 } as const;
/** A `passport` code. */
export type SocialProviderCode = (typeof SOCIAL_PROVIDER)[keyof typeof SOCIAL_PROVIDER];

/** The provider identifiers of `/api/user/login/{sns}`, in the order the login buttons show. */
export const SOCIAL_PROVIDERS = ['kakao', 'naver', 'google', 'facebook'] as const;
/** A provider identifier ({sns}). */
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/** The `passport` code of each provider identifier. */
export const SOCIAL_PROVIDER_CODES = {
  kakao: SOCIAL_PROVIDER.KAKAO,
  naver: SOCIAL_PROVIDER.NAVER,
  google: SOCIAL_PROVIDER.GOOGLE,
  facebook: SOCIAL_PROVIDER.FACEBOOK,
} as const satisfies Record<SocialProviderName, SocialProviderCode>;

/** Korean label of each provider code. */
export const SOCIAL_PROVIDER_LABELS = { 1: '카카오', 2: '네이버', 3: '구글', 4: '페이스북' } as const satisfies Record<
  Exclude<SocialProviderCode, 0>,
  string
>;

/** Korean label of a `passport` code (1..4), or undefined (0 and unknown codes). */
export const socialProviderLabel = (code: unknown): string | undefined => lookupInt(SOCIAL_PROVIDER_LABELS, code);

/** Whether a value is one of the four provider identifiers. */
export const isSocialProviderName = (value: unknown): value is SocialProviderName =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/**
 * The `?login=` value the social-login callback puts on the page the member started from (`/`
 * without one): the outcome, shown once as a toast; SOCIAL_LOGIN_RESULT_MESSAGES (messages.ts)
 * has the Korean text of each.
 */
export const SOCIAL_LOGIN_RESULT = {
  /** Logged in. */
  LOGGED_IN: 'done',
  /** Linking: the provider account is now linked to the member's. */
  LINKED: 'linked',
  /** The provider failed, the user refused consent, or the request could not be verified. */
  FAILED: 'failed',
  /** The provider's email belongs to an existing account that is not linked to this identity. */
  LINK_REQUIRED: 'link-required',
  /** Linking: this provider account already belongs to another member. */
  ALREADY_LINKED: 'already-linked',
  /** Linking: the member already has a different account of this provider. */
  PROVIDER_LINKED: 'provider-linked',
  /** Too many social logins from this address in a short time. */
  LIMITED: 'limited',
} as const;
/** A `?login=` value. */
export type SocialLoginResult = (typeof SOCIAL_LOGIN_RESULT)[keyof typeof SOCIAL_LOGIN_RESULT];
/** A `?login=` value of a social login that logged no one in and linked nothing. */
export type SocialLoginRefusal = Exclude<SocialLoginResult, 'done' | 'linked'>;

// Defined in socialEmail.ts (the sign-up page reads it without the rest of the codes).
export { isSocialPlaceholderEmail, SOCIAL_PLACEHOLDER_EMAIL_DOMAIN } from './socialEmail';
