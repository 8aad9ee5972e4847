/**
 * Long values in the audit log as the admin area shows them: a page's Markdown or a post's body,
 * before and after an edit, would otherwise fill the screen twice over for one changed word. Each
 * long value shows the same stretch of its text, from a little before the first character where
 * the two differ, with its whole length beside it. The CSV export keeps the whole values.
 */
import { formatNumber } from './numberFormat';

/** A value longer than this many characters is shown as an excerpt. */
export const AUDIT_EXCERPT_CHARS = 120;
/** How many characters of the text the two share the excerpt shows before their first difference. */
const LEAD_CHARS = 30;
const ELLIPSIS = '…';

/** "(전체 1,234자)": the whole length of a value shown as an excerpt. */
export const auditFullLength = (chars: number): string => `(전체 ${formatNumber(chars)}자)`;

/** The index of the first character where `a` and `b` differ (the shorter one's length when one begins the other). */
function firstDifference(a: readonly string[], b: readonly string[]): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index;
}

/**
 * The values before and after as shown: each as it is when short, else the excerpt of
 * AUDIT_EXCERPT_CHARS characters from a little before the first difference, with "…" where text
 * is left out and its whole length. Counted in characters (code points), never cutting one in two.
 */
export function auditExcerpts(before: string, after: string): { before: string; after: string } {
  const old = Array.from(before);
  const now = Array.from(after);
  if (old.length <= AUDIT_EXCERPT_CHARS && now.length <= AUDIT_EXCERPT_CHARS) return { before, after };
  const start = Math.max(0, firstDifference(old, now) - LEAD_CHARS);
  const excerpt = (chars: readonly string[], whole: string) => {
    if (chars.length <= AUDIT_EXCERPT_CHARS) return whole;
    const from = Math.min(start, chars.length - AUDIT_EXCERPT_CHARS);
    const to = from + AUDIT_EXCERPT_CHARS;
    const text = chars.slice(from, to).join('');
    return `${from > 0 ? ELLIPSIS : ''}${text}${to < chars.length ? ELLIPSIS : ''} ${auditFullLength(chars.length)}`;
  };
  return { before: excerpt(old, before), after: excerpt(now, after) };
}
