import { z } from 'zod';
import { pageNumberSchema } from './pagingSchemas';
import { BOARD_HREF_PATTERN } from './boardSchemas';
import { UNKNOWN_ERROR_MESSAGE } from './messages';
import { SEARCH_MESSAGES as M } from './searchMessages';
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, SEARCH_PERIODS } from './searchRules';
import { requiredSearchText } from './searchText';

const U = { error: UNKNOWN_ERROR_MESSAGE };
/** An optional query value: an empty one (a form's "전체") is no value. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /api/search?q=&kind=&board=&period=&page= (the /search page reads the same). */
export const searchQuerySchema = z.object(
  {
    q: requiredSearchText({ invalid: M.queryRequired, tooLong: M.queryTooLong }, SEARCH_MAX_LENGTH),
    kind: optional(z.enum(['all', ...SEARCH_KINDS], { error: M.kindInvalid })).transform((value) => value ?? 'all'),
    board: optional(z.string({ error: M.boardInvalid }).regex(BOARD_HREF_PATTERN, M.boardInvalid)),
    period: optional(z.enum(SEARCH_PERIODS, { error: M.periodInvalid })).transform((value) => value ?? 'all'),
    page: optional(pageNumberSchema(1000)).transform((value) => value ?? 1),
  },
  U,
);
export type SearchQuery = z.infer<typeof searchQuerySchema>;
