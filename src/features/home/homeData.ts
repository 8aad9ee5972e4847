import type { EndorserView, LatestPostView } from '@nanum/shared/siteViews';

/**
 * A post of the home page's latest lists (GET /api/site/home) as the page shows it: its day already
 * written on the site's clock on the server (latestDates.ts), so the page carries no date formatter.
 */
export type LatestPost = LatestPostView & { dateText: string };

/** The size of a gallery tile's photo on the home page, in CSS pixels. */
export const GALLERY_TILE_SIZE = { width: 320, height: 200 } as const;

/** A gallery post of the home page, with its tile photo through the image optimiser (galleryTiles.ts). */
export interface GalleryPost extends LatestPost {
  tile: { src: string; srcSet: string | null } | null;
}

/** What the home page reads from the API on the server. */
export interface HomeData {
  notices: LatestPost[];
  gallery: GalleryPost[];
  endorsers: EndorserView[];
}

export const EMPTY_HOME_DATA: HomeData = { notices: [], gallery: [], endorsers: [] };

/** A post's own address (SPEC section 2: /community/{board}/{postId}). */
export const postHref = (post: LatestPost): string => `/community/${post.boardHref}/${post.id}`;

