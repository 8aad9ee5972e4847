/** The board addresses are shared with the API (sitemap, feeds): packages/shared/src/boardPaths.ts. */
export { boardFeedPath, boardPath, canonicalListPath, NEWS_FEED_PATH, postPath, writePath } from '@nanum/shared/boardPaths';
