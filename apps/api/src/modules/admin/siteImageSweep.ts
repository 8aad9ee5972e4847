import type { Db } from '../../db/knex';
import { removeUnusedFiles } from '../../uploads/unusedFiles';
import { SITE_IMAGE_FOLDER } from './adminImages';
import { siteImagesInPages } from './sitePage.repo';

/**
 * Removes content page pictures (uploads/site) that no page shows any more and that are older than
 * `olderThanMs`: one taken out of a page, or uploaded in the editor and never saved into one. A
 * younger picture stays, so one placed in a page still being edited is there when it is saved.
 */
export function sweepUnusedSiteImages(db: Db, uploadDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  return removeUnusedFiles(uploadDir, SITE_IMAGE_FOLDER, olderThanMs, (names) => siteImagesInPages(db, names), now);
}
