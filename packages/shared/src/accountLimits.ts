/**
 * Limits of sign-up, certification and account recovery (ours: SPEC shows these screens but gives
 * no numbers). Written once here; the API, the web forms and the mail texts import them.
 */

/** Longest name (member or guardian), in characters. */
export const NAME_MAX_LENGTH = 20;

/** Digits of an email verification code. */
export const EMAIL_CODE_LENGTH = 6;
/** Minutes an email verification code stays valid. */
export const EMAIL_CODE_TTL_MINUTES = 10;
/** Wrong tries allowed for one code; after that a new code must be requested. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Minutes a verified email stays usable to finish the sign-up form. */
export const EMAIL_VERIFIED_TTL_MINUTES = 60;

/** Minutes a password reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** Random bytes of a password reset token (sent base64url: 43 characters). */
export const PASSWORD_RESET_TOKEN_BYTES = 32;
/** Length of a password reset token as it appears in the link. */
export const PASSWORD_RESET_TOKEN_LENGTH = 43;

/** Below this age (full years) a guardian's (법정대리인) consent is required to join. */
export const GUARDIAN_CONSENT_AGE = 14;
/** Earliest accepted year of birth. */
export const BIRTH_YEAR_MIN = 1900;

/** Rate limits of the account endpoints: at most `limit` requests per `minutes`. */
export const ACCOUNT_RATE_LIMITS = {
  /** Join codes sent to one address. */
  joinCodePerEmail: { limit: 5, minutes: 60 },
  /** Join codes sent from one IP. */
  joinCodePerIp: { limit: 20, minutes: 60 },
  /** Code checks from one IP (each code also allows only EMAIL_CODE_MAX_ATTEMPTS wrong tries). */
  joinVerifyPerIp: { limit: 30, minutes: 15 },
  /** Sign-ups and profile completions from one IP. */
  joinPerIp: { limit: 20, minutes: 60 },
  /** Email look-ups (by name and phone) from one IP. */
  findEmailPerIp: { limit: 10, minutes: 15 },
  /** Reset mails requested for one address. */
  findPasswordPerEmail: { limit: 3, minutes: 60 },
  /** Reset mails requested from one IP. */
  findPasswordPerIp: { limit: 10, minutes: 60 },
  /** Reset attempts (new password with a token) from one IP. */
  resetPerIp: { limit: 10, minutes: 15 },
  /** Checks of a reset link as its page opens, from one IP. */
  resetCheckPerIp: { limit: 30, minutes: 15 },
} as const;
