/**
 * Paging query of the list calls (`?page=&pageMax=`, SPEC section 7). Values arrive as text; bad
 * values (negative, not a number, arrays, huge) are refused rather than guessed.
 */
import { z } from 'zod';
import { PAGE_SIZE } from './limits';
import { PAGE_INVALID_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './requestMessages';

/** The most rows one page may ask for. */
export const PAGE_MAX_LIMIT = 50;

const positiveNumber = (fallback: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message))
    .optional()
    .transform((value) => value ?? fallback);

/** The deepest page any list goes to. */
export const PAGE_NUMBER_MAX = 1_000_000;

/** `?page=`, every list's: digits, 1 to `max` (default 1); anything else answers PAGE_INVALID_MESSAGE. */
export const pageNumberSchema = (max = PAGE_NUMBER_MAX) => positiveNumber(1, max, PAGE_INVALID_MESSAGE);

/** `?page=` (default 1) and `?pageMax=` (default 10, at most 50). */
export const pagingQuerySchema = z.object(
  { page: pageNumberSchema(100_000), pageMax: positiveNumber(PAGE_SIZE, PAGE_MAX_LIMIT, UNKNOWN_ERROR_MESSAGE) },
  { error: UNKNOWN_ERROR_MESSAGE },
);
export type PagingQuery = z.infer<typeof pagingQuerySchema>;
