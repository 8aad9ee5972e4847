/**
 * Payloads of sign-up, certification and account recovery as zod schemas, with Korean messages.
 * The API validates each request with these and the web forms show the same messages, field by
 * field (`fieldMessages`). Strings are trimmed (passwords are kept as typed), emails lower-cased.
 *
 *   POST /api/user/join/code             joinCodeSchema
 *   POST /api/user/join/verify           joinVerifySchema
 *   POST /api/user/join                  joinSchema
 *   POST /api/user/join/sns              snsJoinSchema
 *   POST /api/user/find/email            findEmailSchema
 *   POST /api/user/find/password         findPasswordSchema
 *   POST /api/user/find/password/reset   passwordResetSchema
 *   POST /api/user/find/password/reset/check   resetTokenCheckSchema
 */
import { z } from 'zod';
import { EMAIL_CODE_LENGTH, NAME_MAX_LENGTH, PASSWORD_RESET_TOKEN_LENGTH } from './accountLimits';
import { isValidBirthday, needsGuardianConsent } from './age';
import { EMAIL_PATTERN } from './emailAddress';
import { EMAIL_INPUT_MAX_LENGTH, PHONE_MAX_LENGTH } from './limits';
import {
  BIRTHDAY_INVALID_MESSAGE,
  BIRTHDAY_REQUIRED_MESSAGE,
  EMAIL_CODE_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  GENDER_REQUIRED_MESSAGE,
  GUARDIAN_CONSENT_REQUIRED_MESSAGE,
  GUARDIAN_NAME_REQUIRED_MESSAGE,
  GUARDIAN_NUMBER_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  PASSWORD_CHANGE_INVALID_MESSAGE,
  PASSWORD_PATTERN_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RESET_TOKEN_INVALID_MESSAGE,
  NAME_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  PRIVACY_REQUIRED_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './messages';
import { PASSWORD_REGEX, PHONE_REGEX } from './schemas';
import { hasInvisibleCharacters, singleLineTextProblem } from './textRules';
import { requiredText } from './requiredText';

/** Any body that is not an object fails with the unknown-error message. */
const objectError = { error: UNKNOWN_ERROR_MESSAGE };

/**
 * A name: composed (NFC) and trimmed, non-empty, at most NAME_MAX_LENGTH, and free of invisible
 * characters, so nobody can pass for another member with a zero-width or blank-looking name.
 */
export const nameField = (required: string) =>
  z
    .string({ error: required })
    .normalize('NFC')
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE)
    .refine((name) => !hasInvisibleCharacters(name) && singleLineTextProblem(name) === null, NAME_INVALID_MESSAGE);

/** An email address: trimmed, at most 50 characters, shaped like an address, lower-cased. */
export const emailField = requiredText(EMAIL_REQUIRED_MESSAGE)
  .max(EMAIL_INPUT_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE)
  .toLowerCase();

/** A phone number NNN-NNN(N)-NNNN, trimmed. */
export const phoneField = (message: string) => requiredText(message).max(PHONE_MAX_LENGTH, message).regex(PHONE_REGEX, message);

/** A new password (kept as typed): required, then the SPEC pattern with the SPEC hint. */
const newPasswordField = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .refine((value) => value.trim().length > 0, PASSWORD_REQUIRED_MESSAGE)
  .refine((value) => value.trim().length === 0 || PASSWORD_REGEX.test(value), PASSWORD_PATTERN_MESSAGE);

/** The password typed a second time; whether it equals the first is checked on the object. */
const passwordConfirmField = z.string({ error: PASSWORD_CHANGE_INVALID_MESSAGE });

const CODE_PATTERN = new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`);

/** POST /api/user/join/code: { email }. */
export const joinCodeSchema = z.object({ email: emailField }, objectError);
export type JoinCodeInput = z.infer<typeof joinCodeSchema>;

/** POST /api/user/join/verify: { email, code (six digits) }. */
export const joinVerifySchema = z.object(
  { email: emailField, code: requiredText(EMAIL_CODE_REQUIRED_MESSAGE).regex(CODE_PATTERN, EMAIL_CODE_REQUIRED_MESSAGE) },
  objectError,
);
export type JoinVerifyInput = z.infer<typeof joinVerifySchema>;

/** The profile both sign-up forms ask for (SPEC section 3 fields plus consent). */
const profileFields = {
  name: nameField(NAME_REQUIRED_MESSAGE),
  email: emailField,
  birthday: requiredText(BIRTHDAY_REQUIRED_MESSAGE).refine((value) => isValidBirthday(value), BIRTHDAY_INVALID_MESSAGE),
  number: phoneField(PHONE_REQUIRED_MESSAGE),
  gender: z.union([z.literal(1), z.literal(2)], { error: GENDER_REQUIRED_MESSAGE }),
  agreeTerms: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
  agreePrivacy: z.literal(true, { error: PRIVACY_REQUIRED_MESSAGE }),
  guardianName: z.string({ error: GUARDIAN_NAME_REQUIRED_MESSAGE }).trim().max(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE).nullish(),
  guardianNumber: z.string({ error: GUARDIAN_NUMBER_REQUIRED_MESSAGE }).trim().max(PHONE_MAX_LENGTH, GUARDIAN_NUMBER_REQUIRED_MESSAGE).nullish(),
  guardianAgree: z.boolean({ error: GUARDIAN_CONSENT_REQUIRED_MESSAGE }).nullish(),
};

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Object-level checks run even when a field failed, so a form shows every message at once. */
const always = { when: (payload: { value: unknown }) => isObject(payload.value) };
const underAge = (form: Loose) => needsGuardianConsent(form.birthday);

/** Under 14 (full years, today in Korea): guardian name, phone and consent are required. */
function withGuardianRules<T extends z.ZodObject>(schema: T) {
  return schema
    .refine((form: Loose) => !underAge(form) || (typeof form.guardianName === 'string' && form.guardianName.trim() !== ''), {
      message: GUARDIAN_NAME_REQUIRED_MESSAGE,
      path: ['guardianName'],
      ...always,
    })
    .refine((form: Loose) => !underAge(form) || (typeof form.guardianNumber === 'string' && PHONE_REGEX.test(form.guardianNumber.trim())), {
      message: GUARDIAN_NUMBER_REQUIRED_MESSAGE,
      path: ['guardianNumber'],
      ...always,
    })
    .refine((form: Loose) => !underAge(form) || form.guardianAgree === true, {
      message: GUARDIAN_CONSENT_REQUIRED_MESSAGE,
      path: ['guardianAgree'],
      ...always,
    });
}

/** Guardian fields are kept only for a member under 14; otherwise they are dropped (null). */
function normaliseGuardian<T extends { birthday: string; guardianName?: string | null; guardianNumber?: string | null; guardianAgree?: boolean | null }>(
  form: T,
): Omit<T, 'guardianName' | 'guardianNumber' | 'guardianAgree'> & { guardianName: string | null; guardianNumber: string | null } {
  const { guardianName, guardianNumber, guardianAgree: _agree, ...rest } = form;
  const minor = needsGuardianConsent(form.birthday);
  return { ...rest, guardianName: minor ? (guardianName ?? null) : null, guardianNumber: minor ? (guardianNumber ?? null) : null };
}

/** POST /api/user/join: the profile, a new password typed twice, and consent. */
export const joinSchema = withGuardianRules(
  z.object({ ...profileFields, password: newPasswordField, passwordConfirm: passwordConfirmField }, objectError),
)
  .refine((form: Loose) => form.password === form.passwordConfirm, {
    message: PASSWORD_CHANGE_INVALID_MESSAGE,
    path: ['passwordConfirm'],
    ...always,
  })
  .transform((form) => normaliseGuardian(form));
export type JoinInput = z.input<typeof joinSchema>;
export type JoinPayload = z.output<typeof joinSchema>;

/** POST /api/user/join/sns: completing a social account, the same profile without a password. */
export const snsJoinSchema = withGuardianRules(z.object(profileFields, objectError)).transform((form) => normaliseGuardian(form));
export type SnsJoinInput = z.input<typeof snsJoinSchema>;
export type SnsJoinPayload = z.output<typeof snsJoinSchema>;

/** POST /api/user/find/email: { name, number }. */
export const findEmailSchema = z.object({ name: nameField(NAME_REQUIRED_MESSAGE), number: phoneField(PHONE_REQUIRED_MESSAGE) }, objectError);
export type FindEmailInput = z.infer<typeof findEmailSchema>;

/** POST /api/user/find/password: { email }. */
export const findPasswordSchema = z.object({ email: emailField }, objectError);
export type FindPasswordInput = z.infer<typeof findPasswordSchema>;

const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${PASSWORD_RESET_TOKEN_LENGTH}}$`);

const resetTokenField = z.string({ error: PASSWORD_RESET_TOKEN_INVALID_MESSAGE }).trim().regex(TOKEN_PATTERN, PASSWORD_RESET_TOKEN_INVALID_MESSAGE);

/** POST /api/user/find/password/reset/check: { token } of the link just opened. */
export const resetTokenCheckSchema = z.object({ token: resetTokenField }, objectError);

/** POST /api/user/find/password/reset: { token (from the mailed link), password, passwordConfirm }. */
export const passwordResetSchema = z
  .object(
    {
      token: resetTokenField,
      password: newPasswordField,
      passwordConfirm: passwordConfirmField,
    },
    objectError,
  )
  .refine((form: Loose) => form.password === form.passwordConfirm, {
    message: PASSWORD_CHANGE_INVALID_MESSAGE,
    path: ['passwordConfirm'],
    ...always,
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

// Read without zod by the web forms; kept importable from here for the API.
export { fieldMessages, type IssuesOutcome } from './issueMessages';
