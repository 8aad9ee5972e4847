import { SEARCH_MAX_LENGTH } from './boardRules';
import { formatNumber } from './numberFormat';

/**
 * 통합검색 (/search, GET /api/search) and the boards' keyword search: what a query is, what it
 * finds and how results are paged. The index behind it: docs/SEARCH.md.
 */

/** What 통합검색 finds, in the order its groups are shown. */
export const SEARCH_KINDS = ['post', 'page', 'campaign', 'member'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS = { post: '게시글', page: '소개 페이지', campaign: '캠페인', member: '사람들' } as const satisfies Record<SearchKind, string>;

/** The period filter (posts by their date). */
export const SEARCH_PERIODS = ['all', 'week', 'month', 'year'] as const;
export type SearchPeriod = (typeof SEARCH_PERIODS)[number];
export const SEARCH_PERIOD_LABELS = { all: '전체 기간', week: '1주일', month: '1개월', year: '1년' } as const satisfies Record<SearchPeriod, string>;
export const SEARCH_PERIOD_DAYS = { week: 7, month: 31, year: 366 } as const satisfies Record<Exclude<SearchPeriod, 'all'>, number>;

/** Results of one kind on the first, every-kind page; a kind's own page shows SEARCH_PAGE_SIZE. */
export const SEARCH_PREVIEW_SIZE = { post: 5, page: 3, campaign: 3, member: 3 } as const satisfies Record<SearchKind, number>;
export const SEARCH_PAGE_SIZE = 10;
/**
 * Posts are counted up to this many, as big sites do ("1,000+"): counting every match of a word
 * in half of all posts cost more than finding the newest page (docs/SEARCH.md, Speed). Beyond it
 * the count reads "1,000+" and the pages reach the newest 1,000 (100 pages of 10).
 */
export const SEARCH_COUNT_LIMIT = 1000;
/** Words one query may hold (the rest are ignored). */
export const SEARCH_WORDS_MAX = 5;
export { SEARCH_MAX_LENGTH };

/** The words of a query: split on spaces, each once, at most SEARCH_WORDS_MAX. */
export function searchWordsOf(query: string): string[] {
  const words = query.normalize('NFC').trim().split(/\s+/u).filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/** A count as the page shows it: "1,000+" when more match than were counted (Korean digit grouping). */
export const searchCountText = (count: number, more: boolean): string => `${formatNumber(count)}${more ? '+' : ''}`;

/** A piece of a shown text: matched (highlighted) or not. */
export interface HighlightPiece {
  text: string;
  mark: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text cut into pieces, the query's words marked wherever they occur (case folded). The pieces
 * are plain text: the page renders them as text nodes (escaped), with <mark> around the matched
 * ones, so no stored text is ever read as HTML.
 */
export function highlightPieces(text: string, words: readonly string[]): HighlightPiece[] {
  const wanted = words.filter((word) => word.length > 0).sort((a, b) => b.length - a.length);
  if (wanted.length === 0 || text.length === 0) return text ? [{ text, mark: false }] : [];
  const pattern = new RegExp(wanted.map(escapeRegExp).join('|'), 'giu');
  const pieces: HighlightPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), mark: false });
    pieces.push({ text: match[0], mark: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), mark: false });
  return pieces;
}

/** About `length` characters of a text around the first matched word (with … where it was cut). */
export function excerptAround(text: string, words: readonly string[], length = 120): string {
  const lower = text.toLowerCase();
  const first = Math.min(...words.map((word) => lower.indexOf(word.toLowerCase())).filter((at) => at >= 0), Number.POSITIVE_INFINITY);
  if (text.length <= length) return text;
  const start = Number.isFinite(first) ? Math.max(0, Math.min(first - 30, text.length - length)) : 0;
  return `${start > 0 ? '…' : ''}${text.slice(start, start + length).trim()}${start + length < text.length ? '…' : ''}`;
}
