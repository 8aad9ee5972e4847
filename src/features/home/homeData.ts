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
  endorsers: Endorser[];
}

export const EMPTY_HOME_DATA: HomeData = { notices: [], gallery: [], endorsers: [] };

/** A post's own address (SPEC section 2: /community/{board}/{postId}). */
export const postHref = (post: LatestPost): string => `/community/${post.boardHref}/${post.id}`;

