/**
 * How much markup a post body, a draft or a comment may hold. Cleaning HTML (the API's
 * sanitize-html, over htmlparser2) costs about a microsecond an element, and, with elements left
 * open inside each other, the square of their nesting: the parser keeps the open elements in an
 * array it shifts at each one. "<p>x" and 33,000 unclosed "<b>" (99 KB, under POST_CONTENT_MAX)
 * held the server for seconds at each save. So a body is measured first, by one pass over its
 * characters that parses nothing, and refused past these limits.
 *
 * Real posts sit far below them: the editor (Tiptap) writes a paragraph, heading or quote as one
 * element, a list item as two (<li><p>), and each bold, italic, link or picture as one more; a long
 * post of 50,000 characters has one to three thousand elements, nested ten deep at most (marks in
 * a paragraph in a list item in a list in a quote). At these limits the cleaning takes a few
 * milliseconds.
 */
export const POST_MARKUP_LIMITS = {
  /** Elements (start tags), all together. */
  elements: 5_000,
  /** Elements open inside each other at once. */
  depth: 100,
} as const;

export interface MarkupSize {
  /** Start tags, an upper bound of the elements an HTML parser makes of the text. */
  elements: number;
  /** The deepest nesting reached, an upper bound of the parser's. */
  depth: number;
}

// Character codes.
const TAB = 9;
const LF = 10;
const FF = 12;
const CR = 13;
const SPACE = 32;
const BANG = 33;
const DQUOTE = 34;
const SQUOTE = 39;
const DASH = 45;
const SLASH = 47;
const LT = 60;
const EQ = 61;
const GT = 62;
const QUESTION = 63;
const LBRACKET = 91;

const isWhitespace = (c: number) => c === SPACE || c === LF || c === TAB || c === FF || c === CR;
const endsTagSection = (c: number) => c === SLASH || c === GT || isWhitespace(c);
const isAsciiAlpha = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const codes = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

/** Elements that hold nothing and are never left open (htmlparser2's list). */
const VOID_ELEMENTS = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose content is text up to their own end tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea', 'xmp']);
/** A longer name is no element we know: it is counted, and never taken as closed. */
const NAME_MAX = 32;
const CDATA_START = codes('CDATA[');
const COMMENT_END = codes('-->');
const CDATA_END = codes(']]>');

/** The tag name at `from`, lower-cased, or null when it is longer than NAME_MAX. */
function nameAt(html: string, from: number): string | null {
  let end = from;
  while (end < html.length && !endsTagSection(html.charCodeAt(end))) {
    end += 1;
    if (end - from > NAME_MAX) return null;
  }
  return html.slice(from, end).toLowerCase();
}

/** The tokenizer's states this scan follows. */
const State = {
  Text: 0,
  BeforeTagName: 1,
  InTagName: 2,
  BeforeAttributeName: 3,
  InAttributeName: 4,
  AfterAttributeName: 5,
  BeforeAttributeValue: 6,
  InValueDoubleQuoted: 7,
  InValueSingleQuoted: 8,
  InValueUnquoted: 9,
  InSelfClosingTag: 10,
  BeforeDeclaration: 11,
  CdataStart: 12,
  BeforeComment: 13,
  InCommentLike: 14,
  /** A declaration, a processing instruction or a bogus comment: up to the next ">". */
  ToTagEnd: 15,
  BeforeClosingTagName: 16,
  InClosingTagName: 17,
  InRawText: 18,
} as const;
type State = (typeof State)[keyof typeof State];

/**
 * The size of the markup in `html`, in one pass over its characters (no regular expression, no
 * parse: linear in its length), stopping as soon as it is past `stopPast`.
 *
 * Both figures are upper bounds of what htmlparser2 (sanitize-html's parser) builds, so that a
 * body within the limits is within them for the parser too, however it is written:
 * - every "<" followed by a letter counts as an element and, unless void, as opened, wherever it
 *   stands (in text, but also in a comment, an attribute value or a script);
 * - an end tag closes only the innermost open element, only when it has that name, and only where
 *   the parser reads an end tag: the scan follows the parser's tokenizer through tags, quoted
 *   attribute values, comments, CDATA, declarations and raw-text elements. An end tag the parser
 *   would apply further down (misnested markup), or that closes an element the parser had already
 *   closed by itself, leaves the count higher, never lower.
 */
export function markupSize(html: string, stopPast: MarkupSize = { elements: Infinity, depth: Infinity }): MarkupSize {
  const open: (string | null)[] = [];
  let elements = 0;
  let depth = 0;
  let state: State = State.Text;
  /** In a tag: its name (lower-cased, or null when too long). */
  let tagName: string | null = null;
  /** In a raw-text element, or a comment or CDATA: the end sequence and how much of it was read. */
  let sequence: number[] = COMMENT_END;
  let matched = 0;
  /** In a raw-text element (not a <title>): skipping to the next "<", which starts the end sequence. */
  let skipping = false;
  let nameStart = 0;

  const close = (name: string) => {
    if (open.length > 0 && open[open.length - 1] === name) open.pop();
  };

  for (let i = 0; i < html.length; i += 1) {
    const c = html.charCodeAt(i);
    if (c === LT && isAsciiAlpha(html.charCodeAt(i + 1))) {
      const name = nameAt(html, i + 1);
      elements += 1;
      if (name === null || !VOID_ELEMENTS.has(name)) {
        open.push(name);
        depth = Math.max(depth, open.length);
      }
      if (elements > stopPast.elements || depth > stopPast.depth) break;
    }
    // The tokenizer's states (htmlparser2 Tokenizer, HTML mode); "again" is the tokenizer's
    // "reconsume": the same character in the next state.
    let again = true;
    while (again) {
      again = false;
      switch (state) {
        case State.Text:
          if (c === LT) state = State.BeforeTagName;
          break;
        case State.BeforeTagName:
          if (c === BANG) state = State.BeforeDeclaration;
          else if (c === QUESTION) state = State.ToTagEnd;
          else if (isAsciiAlpha(c)) {
            state = State.InTagName;
            nameStart = i;
          } else if (c === SLASH) state = State.BeforeClosingTagName;
          else state = c === LT ? State.BeforeTagName : State.Text;
          break;
        case State.InTagName:
          if (endsTagSection(c)) {
            tagName = html.slice(nameStart, i).replace(/[A-Z]/g, (letter) => letter.toLowerCase());
            state = State.BeforeAttributeName;
            again = true;
          }
          break;
        case State.BeforeAttributeName:
          if (c === GT) {
            if (tagName !== null && RAW_TEXT_ELEMENTS.has(tagName)) {
              state = State.InRawText;
              sequence = codes(`</${tagName}`);
              matched = 0;
              skipping = false;
            } else state = State.Text;
          } else if (c === SLASH) state = State.InSelfClosingTag;
          else if (!isWhitespace(c)) state = State.InAttributeName;
          break;
        case State.InSelfClosingTag:
          if (c === GT) state = State.Text;
          else if (!isWhitespace(c)) {
            state = State.BeforeAttributeName;
            again = true;
          }
          break;
        case State.InAttributeName:
          if (c === EQ || endsTagSection(c)) {
            state = State.AfterAttributeName;
            again = true;
          }
          break;
        case State.AfterAttributeName:
          if (c === EQ) state = State.BeforeAttributeValue;
          else if (c === SLASH || c === GT) {
            state = State.BeforeAttributeName;
            again = true;
          } else if (!isWhitespace(c)) state = State.InAttributeName;
          break;
        case State.BeforeAttributeValue:
          if (c === DQUOTE) state = State.InValueDoubleQuoted;
          else if (c === SQUOTE) state = State.InValueSingleQuoted;
          else if (!isWhitespace(c)) {
            state = State.InValueUnquoted;
            again = true;
          }
          break;
        case State.InValueDoubleQuoted:
          if (c === DQUOTE) state = State.BeforeAttributeName;
          break;
        case State.InValueSingleQuoted:
          if (c === SQUOTE) state = State.BeforeAttributeName;
          break;
        case State.InValueUnquoted:
          if (isWhitespace(c) || c === GT) {
            state = State.BeforeAttributeName;
            again = true;
          }
          break;
        case State.BeforeDeclaration:
          if (c === LBRACKET) {
            state = State.CdataStart;
            matched = 0;
          } else state = c === DASH ? State.BeforeComment : State.ToTagEnd;
          break;
        case State.CdataStart:
          if (c === CDATA_START[matched]) {
            matched += 1;
            if (matched === CDATA_START.length) {
              state = State.InCommentLike;
              sequence = CDATA_END;
              matched = 0;
            }
          } else {
            state = State.ToTagEnd;
            again = true;
          }
          break;
        case State.BeforeComment:
          if (c === DASH) {
            // "<!--" has read two characters of "-->" already: "<!-->" is a whole comment.
            state = State.InCommentLike;
            sequence = COMMENT_END;
            matched = 2;
          } else state = State.ToTagEnd;
          break;
        case State.InCommentLike:
          if (c === sequence[matched]) {
            matched += 1;
            if (matched === sequence.length) state = State.Text;
          } else if (matched !== 0 && c !== sequence[matched - 1]) matched = 0;
          break;
        case State.ToTagEnd:
          if (c === GT) state = State.Text;
          break;
        case State.BeforeClosingTagName:
          if (c === GT) state = State.Text;
          else if (isAsciiAlpha(c)) {
            state = State.InClosingTagName;
            nameStart = i;
          } else if (!isWhitespace(c)) state = State.ToTagEnd;
          break;
        case State.InClosingTagName:
          if (c === GT || isWhitespace(c)) {
            if (i - nameStart <= NAME_MAX) close(html.slice(nameStart, i).toLowerCase());
            state = c === GT ? State.Text : State.ToTagEnd;
          }
          break;
        case State.InRawText:
          if (skipping) {
            if (c === LT) {
              skipping = false;
              matched = 1;
            }
            break;
          }
          if (matched === sequence.length) {
            if (c === GT || isWhitespace(c)) {
              close(tagName as string);
              state = c === GT ? State.Text : State.ToTagEnd;
              break;
            }
            matched = 0;
          }
          // The tokenizer compares letters case-insensitively (code | 0x20), as written here.
          if ((c | 0x20) === sequence[matched]) matched += 1;
          else if (matched === 0) skipping = tagName !== 'title';
          else matched = c === LT ? 1 : 0;
          break;
      }
    }
  }
  return { elements, depth };
}

/** Whether the markup of `html` is within POST_MARKUP_LIMITS (the body, draft or comment may be cleaned). */
export const markupWithinLimits = (html: string): boolean => {
  const size = markupSize(html, POST_MARKUP_LIMITS);
  return size.elements <= POST_MARKUP_LIMITS.elements && size.depth <= POST_MARKUP_LIMITS.depth;
};
