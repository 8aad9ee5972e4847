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

/** Text composed the one way it is stored and compared (NFC). */
export const composed = (text: string): string => text.normalize('NFC');
