/**
 * Paging query of the list calls (`?page=&pageMax=`, SPEC section 7). Values arrive as text; bad
 * values (negative, not a number, arrays, huge) are refused rather than guessed.
 */
import { z } from 'zod';
import { PAGE_SIZE } from './limits';
import { UNKNOWN_ERROR_MESSAGE } from './messages';

/** The most rows one page may ask for. */
export const PAGE_MAX_LIMIT = 50;

const pageNumber = (fallback: number, max: number) =>
  z
    .string({ error: UNKNOWN_ERROR_MESSAGE })
    .regex(/^\d{1,6}$/, UNKNOWN_ERROR_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, UNKNOWN_ERROR_MESSAGE).max(max, UNKNOWN_ERROR_MESSAGE))
    .optional()
    .transform((value) => value ?? fallback);

/** `?page=` (default 1) and `?pageMax=` (default 10, at most 50). */
export const pagingQuerySchema = z.object(
  { page: pageNumber(1, 100_000), pageMax: pageNumber(PAGE_SIZE, PAGE_MAX_LIMIT) },
  { error: UNKNOWN_ERROR_MESSAGE },
);
export type PagingQuery = z.infer<typeof pagingQuerySchema>;
