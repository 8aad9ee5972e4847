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

/**
 * The address as it is stored and looked up (users, email codes, social identities): trimmed,
 * Unicode NFC, lower-cased. Comparison is then exact (binary on MySQL, as on SQLite), so
 * `mémber@…` is not `member@…`, and `MEMBER@…` is.
 */
export function canonicalEmail(value: string): string {
  return value.trim().normalize('NFC').toLowerCase().normalize('NFC');
}

/** Accents (combining marks) and invisible characters, removed from an address to compare look-alikes. */
const LOOKALIKE_NOISE = /[\p{M}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * The key two accounts' addresses must not share (users.email_key, unique): the canonical address
 * in compatibility form without accents or invisible characters, so `mémber@…`, `MÉMBER@…` and
 * `member@…` share one key. Sign-up, completion and social login refuse an address whose key
 * already has an account; the login lockout counts every look-alike against that account.
 */
export function emailLookalikeKey(value: string): string {
  return canonicalEmail(value).normalize('NFKD').replace(LOOKALIKE_NOISE, '').toLowerCase().normalize('NFC');
}
