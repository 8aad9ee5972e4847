import type { Endorser } from '@/features/site/siteApi';

/** A post of the home page's latest lists (GET /api/site/home). */
export interface LatestPost {
  id: number;
  title: string;
  boardHref: string;
  thumbnail: string | null;
  kind: { name: string; color: string } | null;
  date: string;
}

/** What the home page reads from the API on the server. */
export interface HomeData {
  notices: LatestPost[];
  gallery: LatestPost[];
  endorsers: Endorser[];
}

export const EMPTY_HOME_DATA: HomeData = { notices: [], gallery: [], endorsers: [] };

/** A post's own address (SPEC section 2: /community/{board}/{postId}). */
export const postHref = (post: LatestPost): string => `/community/${post.boardHref}/${post.id}`;

/** 'YYYY-MM-DD' in Korea (the site's readers), whatever the server's time zone. */
export function koreanDate(iso: string): string {
  return new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10);
}
