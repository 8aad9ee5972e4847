import type { SearchKind, SearchPeriod } from '@nanum/shared/searchRules';

export interface SearchParams {
  q: string;
  kind?: SearchKind | 'all';
  board?: string | null;
  period?: SearchPeriod;
  page?: number;
}

/** The /search address of a query and its filters (defaults left out, so links stay short). */
export function searchHref({ q, kind = 'all', board = null, period = 'all', page = 1 }: SearchParams): string {
  const params = new URLSearchParams({ q });
  if (kind !== 'all') params.set('kind', kind);
  if (board) params.set('board', board);
  if (period !== 'all') params.set('period', period);
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
