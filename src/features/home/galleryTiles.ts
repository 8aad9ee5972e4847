import { getImageProps } from 'next/image';
import { isUploadedImage } from '@/features/layout/avatar';
import { GALLERY_TILE_SIZE, type GalleryPost, type LatestPost } from './homeData';

/**
 * The home page's gallery posts with their photo's address and srcset through the image optimiser
 * (1x and 2x of the tile), computed on the server: the page renders a plain img with them, so
 * next/image's code (about 4 kB gzip) stays out of the home page's JavaScript while the photos
 * are still resized and re-encoded as before (docs/BUNDLES.md). A photo uploaded to a post
 * (/api/community/images/...) is served as stored: the API re-encoded it at upload, and the
 * optimiser cannot reach the API's routes (it answered 400, and the tile showed no photo).
 */
export function withTileImages(posts: LatestPost[]): GalleryPost[] {
  return posts.map((post) => {
    if (!post.thumbnail) return { ...post, tile: null };
    if (isUploadedImage(post.thumbnail)) return { ...post, tile: { src: post.thumbnail, srcSet: null } };
    const { props } = getImageProps({ src: post.thumbnail, alt: '', ...GALLERY_TILE_SIZE });
    return { ...post, tile: { src: props.src, srcSet: props.srcSet ?? null } };
  });
}
