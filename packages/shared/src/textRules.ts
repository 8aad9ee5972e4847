import type { z } from 'zod';

/**
 * Rules for text people type that others read as an identity (names) or search for. Hangul can
 * arrive composed (NFC, one code point per syllable) or decomposed (NFD, jamo, e.g. pasted from a
 * macOS file name): both are stored and searched composed, so "김나눔" is one name, not two.
 */

/**
 * Characters that show nothing, or change how the text around them reads: control and format
 * characters (zero-width space/joiner, bidi overrides, soft hyphen, BOM), line and paragraph
 * separators, the Hangul fillers (which render as a blank syllable) and the braille blank.
 */
export const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** Whether the text holds an invisible or reordering character. */
export const hasInvisibleCharacters = (text: string): boolean => INVISIBLE_CHARACTERS.test(text);

const INVISIBLE_EVERYWHERE = new RegExp(INVISIBLE_CHARACTERS.source, 'gu');

/** Whether the text shows a reader nothing: only whitespace and invisible characters. */
export const showsNothing = (text: string): boolean => text.replace(INVISIBLE_EVERYWHERE, '').trim() === '';

/** Plain text written as HTML text (what is typed as "<b>" shows as "<b>", never makes markup). */
export const htmlText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text composed the one way it is stored and compared (NFC). */
export const composed = (text: string): string => text.normalize('NFC');

// ---------------------------------------------------------------- what no stored text may hold (issue 21)

/**
 * Half of a UTF-16 surrogate pair standing alone: no character at all. Stored, it silently
 * becomes U+FFFD (SQLite, MySQL), so the text read back is not the text sent.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Control characters other than tab and line breaks: NUL, ESC, DEL and the C1 controls. */
const CONTROL = /(?![\t\n\v\f\r\u0085])\p{Cc}/u;
/** Bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069): they reorder what is shown after them. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Line breaks (LF, CR, VT, FF, NEL, line and paragraph separators) and the tab. */
const LINE_BREAK = /[\t\n\v\f\r\u0085\u2028\u2029]/;

/** A text with a lone surrogate, a control character or a bidi override (any field). */
export const TEXT_CHARACTERS_INVALID_MESSAGE = '입력할 수 없는 문자(제어 문자, 방향 전환 문자, 깨진 문자)가 있습니다.';
/** A single-line field (a title, an address, a name...) with a line break or a tab. */
export const TEXT_LINE_BREAK_MESSAGE = '줄바꿈 없이 한 줄로 입력해주세요.';

/**
 * Whether the text holds a lone surrogate. No form can send one (only a script), nothing may
 * store one, and a database would store something else: the API refuses it in any text of any
 * body, whatever field it is in.
 */
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/**
 * The rule of multi-line text (post bodies, descriptions): line breaks and tabs are kept; lone
 * surrogates, other control characters and bidi overrides are refused. Answers the Korean
 * message of the problem, or null when the text may be stored.
 */
export function multiLineTextProblem(text: string): string | null {
  return LONE_SURROGATE.test(text) || CONTROL.test(text) || BIDI_CONTROL.test(text) ? TEXT_CHARACTERS_INVALID_MESSAGE : null;
}

/**
 * The rule of single-line text (titles, address, university, department, names, survey options,
 * pop-up and partner fields): the multi-line rule, and no line break or tab either.
 */
export function singleLineTextProblem(text: string): string | null {
  return multiLineTextProblem(text) ?? (LINE_BREAK.test(text) ? TEXT_LINE_BREAK_MESSAGE : null);
}

/** A zod string field that follows the single-line rule (after its own trimming and checks). */
export const singleLine = <S extends z.ZodString>(schema: S): S =>
  schema.superRefine((value, ctx) => {
    const problem = singleLineTextProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A zod string field that follows the multi-line rule. */
export const multiLine = <S extends z.ZodString>(schema: S): S =>
  schema.superRefine((value, ctx) => {
    const problem = multiLineTextProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
