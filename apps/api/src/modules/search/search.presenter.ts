import { MEMBER_CATEGORY_LABELS, type MemberCategory } from '@nanum/shared/memberCategories';
import { excerptAround, highlightPieces } from '@nanum/shared/searchRules';
import type { OtherHitView, PostHitView } from '@nanum/shared/searchViews';
import { toNumber } from '../../db/values';
import { textOfCleanHtml } from '../community/sanitize';
import { renderMarkdown } from '../site/markdown';
import type { PostHitRow } from './search.repo';

/**
 * The whole text of HTML the server cleaned (a stored post, a rendered content page), read without
 * parsing it again (textOfCleanHtml); no cut: the excerpt is taken around the words.
 */
const textOf = (html: string) => textOfCleanHtml(html, Number.MAX_SAFE_INTEGER);

/** A shown line: about 120 characters of the text around the first word, the words marked. */
const excerpt = (text: string, words: readonly string[]) => highlightPieces(excerptAround(text, words), words);

export function presentPostHit(row: PostHitRow, words: readonly string[]): PostHitView {
  return {
    id: row.id,
    href: `/community/${row.boardHref}/${row.id}`,
    boardHref: row.boardHref,
    boardName: row.boardName,
    title: highlightPieces(row.title, words),
    excerpt: excerpt(textOf(row.content), words),
    authorName: row.authorName,
    commentCount: row.commentCount,
    date: row.createdAt,
    secret: row.secret,
  };
}

export function presentPageHit(row: Record<string, unknown>, words: readonly string[]): OtherHitView {
  const slug = String(row.slug);
  return { id: slug, href: `/${slug}`, title: highlightPieces(String(row.title), words), excerpt: excerpt(`${String(row.lead)} ${textOf(renderMarkdown(String(row.body)))}`.trim(), words), note: '소개' };
}

export function presentCampaignHit(row: Record<string, unknown>, words: readonly string[]): OtherHitView {
  const id = toNumber(row.id);
  const place = String(row.place ?? '');
  return {
    id,
    href: `/youth/campaigns/${id}`,
    title: highlightPieces(String(row.name), words),
    excerpt: excerpt(`${place ? `${place} · ` : ''}${String(row.description)}`, words),
    note: `${String(row.start_date)} ~ ${String(row.end_date)}`,
  };
}

export function presentMemberHit(row: Record<string, unknown>, words: readonly string[]): OtherHitView {
  const category = String(row.category) as MemberCategory;
  return {
    id: toNumber(row.id),
    href: `/member?page=${category}`,
    title: highlightPieces(String(row.name), words),
    excerpt: excerpt(`${String(row.position ?? '')} ${String(row.description ?? '')}`.trim(), words),
    note: MEMBER_CATEGORY_LABELS[category] ?? '',
  };
}
