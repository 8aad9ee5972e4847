/**
 * Code tables of SPEC section 3 with their Korean labels.
 * Each table has: named codes (e.g. RANK.LEADER), a code type, a label table and a lookup
 * function that returns undefined for an unknown code instead of throwing.
 */
import { PRIVILEGED_HIDDEN } from './abilityPermission';
import { lookup, lookupInt } from './codeLookup';
import type { Power } from './entities';
import { TOAST_LEVEL_LABELS } from './toastLevels';

// ---------------------------------------------------------------- rank

// RANK, AFFILIATION_TYPE and POWER are defined in memberCodes.ts.
export { AFFILIATION_TYPE, POWER, RANK, type AffiliationTypeCode, type RankCode } from './memberCodes';

// Defined in profileCodes.ts with MBTI (the youth pages need no other codes).
export { RANK_LABELS, rankLabel } from './profileCodes';

// ---------------------------------------------------------------- affiliation type

// Defined in affiliationLabels.ts (a campaign's page names who may apply).
export { AFFILIATION_TYPE_LABELS, affiliationTypeLabel } from './affiliationLabels';

// ---------------------------------------------------------------- power

/** Korean label of each power. */
export const POWER_LABELS = { 0: '회원', 1: '운영자', 2: '관리자' } as const satisfies Record<Power, string>;

/** Korean label of a power code, or undefined. */
export const powerLabel = (code: unknown): string | undefined => lookupInt(POWER_LABELS, code);

/** The values a member's `hidden` takes (the admin's member form; the API accepts the same). */
export const HIDDEN_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * What a member's `hidden` value does, in Korean: 0 and 2 let the member use their role and
 * permissions (SPEC: "hidden 0 or 2 allows privileges", PRIVILEGED_HIDDEN), any other value
 * suspends them (숨김: the role stays written but counts for nothing; a withdrawn account has 1).
 */
export function hiddenLabel(value: number): string {
  const [normal] = PRIVILEGED_HIDDEN;
  if (!(PRIVILEGED_HIDDEN as readonly number[]).includes(value)) return `${value} · 숨김 (권한 정지)`;
  return value === normal ? `${value} · 정상 (권한 사용)` : `${value} · 정상 (권한 사용, ${normal}과 같음)`;
}

/** The hidden values the member form offers: normal, suspended, the other normal one, and the member's own if it is another. */
export const hiddenChoices = (current: number): number[] => [...new Set([0, 1, 2, current])].filter((value) => (HIDDEN_VALUES as readonly number[]).includes(value)).sort((a, b) => a - b);

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

// Defined in surveyCodes.ts (the write form's survey builder needs none of the other codes).
export { SURVEY_FLAG_LABELS, SURVEY_FLAGS, SURVEY_MODE, SURVEY_MODE_LABELS, surveyFlagLabel, surveyModeLabel, type SurveyFlag, type SurveyMode } from './surveyCodes';

// ---------------------------------------------------------------- MBTI

// Defined in profileCodes.ts.
export { MBTI_TYPES, MBTI_UNSET, mbtiIndex, mbtiName, type MbtiName } from './profileCodes';

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
