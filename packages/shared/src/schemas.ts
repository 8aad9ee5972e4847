/**
 * Validation rules of SPEC section 5 as zod schemas. Every failure carries a Korean message
 * from messages.ts. Object schemas match the request payloads of SPEC section 7, so the API
 * validates with the same schema the web form uses (`schema.shape.<field>` for one field).
 */
import { z } from 'zod';
import { singleLine } from './textRules';
import {
  ADDRESS_MAX_LENGTH,
  DEPARTMENT_MAX_LENGTH,
  EMAIL_INPUT_MAX_LENGTH,
  MBTI_COUNT,
  PASSWORD_INPUT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  UNIVERSITY_MAX_LENGTH,
} from './limits';
import {
  ADDRESS_REQUIRED_MESSAGE,
  ADDRESS_TOO_LONG_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  IMAGE_TYPE_INVALID_MESSAGE,
  MBTI_REQUIRED_MESSAGE,
  PASSWORD_CHANGE_INVALID_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  UNIVERSITY_REQUIRED_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './messages';
import { requiredText } from './requiredText';

/** The special characters a password may (and must at least once) contain. */
export const PASSWORD_SPECIALS = '$@!%*#?&';

/** 8 to 20 characters of letters, digits and $@!%*#?&, with at least one letter, one digit and one special. */
export const PASSWORD_REGEX = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)(?=.*[${PASSWORD_SPECIALS}])[A-Za-z\\d${PASSWORD_SPECIALS}]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);

/** 3 digits, 3 or 4 digits, 4 digits, joined by hyphens (010-1234-5678). */
export const PHONE_REGEX = /^\d{3}-\d{3,4}-\d{4}$/;

/** Profile image MIME types that may be uploaded. */
export const IMAGE_MIME_TYPES = ['image/bmp', 'image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** An allowed profile image MIME type. */
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
/** The `accept` attribute of a profile image file input. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** A string that is non-empty after trimming, kept as typed (passwords are never altered). */
const requiredRaw = (message: string) =>
  z.string({ error: message }).refine((value) => value.trim().length > 0, message);

/** A password matching PASSWORD_REGEX; every failure says the password-change message. */
const changePassword = () =>
  z.string({ error: PASSWORD_CHANGE_INVALID_MESSAGE }).regex(PASSWORD_REGEX, PASSWORD_CHANGE_INVALID_MESSAGE);

/** Any body that is not an object fails with the unknown-error message. */
const objectError = { error: UNKNOWN_ERROR_MESSAGE };

/** POST /api/user/login: { passid (email, trimmed), password (as typed) }. */
export const loginSchema = z.object(
  {
    passid: requiredText(EMAIL_REQUIRED_MESSAGE).max(EMAIL_INPUT_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE),
    password: requiredRaw(PASSWORD_REQUIRED_MESSAGE).max(PASSWORD_INPUT_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
  },
  objectError,
);
export type LoginInput = z.infer<typeof loginSchema>;

/** The password-change form: current, new and repeat all match the pattern; repeat equals new. */
export const passwordChangeSchema = z
  .object(
    { currentPassword: changePassword(), newPassword: changePassword(), repeatPassword: changePassword() },
    objectError,
  )
  .refine((form) => form.newPassword === form.repeatPassword, {
    error: PASSWORD_CHANGE_INVALID_MESSAGE,
    path: ['repeatPassword'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** POST /api/user/set/profile/password: { beforePassword, afterPassword }, both matching the pattern. */
export const passwordChangeRequestSchema = z.object(
  { beforePassword: changePassword(), afterPassword: changePassword() },
  objectError,
);
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** POST /api/user/set/profile/number: { number } as NNN-NNN(N)-NNNN, trimmed. */
export const phoneSchema = z.object(
  {
    number: requiredText(PHONE_REQUIRED_MESSAGE)
      .max(PHONE_MAX_LENGTH, PHONE_REQUIRED_MESSAGE)
      .regex(PHONE_REGEX, PHONE_REQUIRED_MESSAGE),
  },
  objectError,
);
export type PhoneInput = z.infer<typeof phoneSchema>;

/** POST /api/user/set/profile/address: { address }, non-empty after trimming. */
export const addressSchema = z.object(
  { address: singleLine(requiredText(ADDRESS_REQUIRED_MESSAGE).max(ADDRESS_MAX_LENGTH, ADDRESS_TOO_LONG_MESSAGE)) },
  objectError,
);
export type AddressInput = z.infer<typeof addressSchema>;

/** POST /api/user/set/profile/university: { university, department }, each non-empty and at most 20. */
export const universitySchema = z.object(
  {
    university: singleLine(requiredText(UNIVERSITY_REQUIRED_MESSAGE).max(UNIVERSITY_MAX_LENGTH, UNIVERSITY_REQUIRED_MESSAGE)),
    department: singleLine(requiredText(UNIVERSITY_REQUIRED_MESSAGE).max(DEPARTMENT_MAX_LENGTH, UNIVERSITY_REQUIRED_MESSAGE)),
  },
  objectError,
);
export type UniversityInput = z.infer<typeof universitySchema>;

/** PUT /api/user/mbti: { mbti } an integer code 1..16 (0, unset, is refused). */
export const mbtiSchema = z.object(
  {
    mbti: z
      .number({ error: MBTI_REQUIRED_MESSAGE })
      .int(MBTI_REQUIRED_MESSAGE)
      .min(1, MBTI_REQUIRED_MESSAGE)
      .max(MBTI_COUNT, MBTI_REQUIRED_MESSAGE),
  },
  objectError,
);
export type MbtiInput = z.infer<typeof mbtiSchema>;

/** A profile image MIME type (as declared by the browser; the API also checks the content). */
export const imageMimeTypeSchema = z.enum(IMAGE_MIME_TYPES, { error: IMAGE_TYPE_INVALID_MESSAGE });

/** Whether a MIME type is an allowed profile image type. */
export const isAllowedImageType = (mime: unknown): mime is ImageMimeType =>
  (IMAGE_MIME_TYPES as readonly unknown[]).includes(mime);

// Read without zod by the web forms (issueMessages.ts); kept importable from here.
export { firstMessage, type SafeParseOutcome } from './issueMessages';
