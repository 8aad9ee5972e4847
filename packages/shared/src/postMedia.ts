/**
 * What a post must hold for its board's layout: a gallery post is a photo, a video post a video.
 * The write form checks it before sending; the API refuses the post without it.
 */
import { BOARD_MESSAGES } from './boardMessages';
import type { BoardLayout } from './boardRules';

/** The Korean message when a post lacks its layout's picture or video, else undefined. */
export function missingMedia(layout: BoardLayout, post: { imageCount: number; videoUrl: string | null | undefined }): string | undefined {
  if (layout === 'gallery' && post.imageCount === 0) return BOARD_MESSAGES.galleryImageRequired;
  if (layout === 'video' && !post.videoUrl?.trim()) return BOARD_MESSAGES.videoRequired;
  return undefined;
}
