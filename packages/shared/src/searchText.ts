import { z } from 'zod';
import { multiLineTextProblem } from './textRules';

/** Line breaks and tabs, which a pasted search word may carry: they separate words as a space does. */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

interface SearchTextMessages {
  /** Not a string (a repeated parameter), or, for a required query, missing or empty. */
  invalid: string;
  tooLong: string;
}

/**
 * A typed search word (통합검색, a board's keyword, the admin lists' filters): composed (NFC),
 * pasted line breaks read as spaces, trimmed, at most `max` characters. Control characters, bidi
 * overrides and broken characters are refused with the text rule's message: a NUL ended the
 * database's LIKE pattern early, so "%00" matched every row.
 */
const searchWords = (messages: SearchTextMessages, max: number) =>
  z
    .string({ error: messages.invalid })
    .normalize('NFC')
    .transform((value) => value.replace(LINE_BREAKS, ' ').trim())
    .pipe(
      z
        .string()
        .max(max, messages.tooLong)
        .superRefine((value, ctx) => {
          const problem = multiLineTextProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    );

/** A search that must name something: empty is refused with `invalid`. */
export const requiredSearchText = (messages: SearchTextMessages, max: number) => searchWords(messages, max).refine((value) => value !== '', messages.invalid);

/** A filter that may be left empty: empty (or absent) is no filter, undefined. */
export const optionalSearchText = (messages: SearchTextMessages, max: number) =>
  searchWords(messages, max)
    .transform((value) => value || undefined)
    .optional();
