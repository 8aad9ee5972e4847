// The email address rule of sign-up and account recovery, kept apart from its zod field
// (emailField in accountSchemas.ts, which uses this pattern) so that web pages can apply it
// without loading zod.
import { EMAIL_INPUT_MAX_LENGTH } from './limits';

/** An address shaped like name@domain.tld (zod's own email pattern, z.regexes.email, of zod 4). */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The address as emailField stores it (trimmed, lower-cased), or null when emailField rejects it
 * (empty, longer than EMAIL_INPUT_MAX_LENGTH, or not shaped like an address).
 */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > EMAIL_INPUT_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) return null;
  return trimmed.toLowerCase();
}
