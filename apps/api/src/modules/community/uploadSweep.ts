import type { Db } from '../../db/knex';
import type { Logger } from '../../http/logger';
import { startRepeatingJob, type RepeatingJob } from '../../jobs/repeatingJob';
import { storageAt } from '../../uploads/storageRegistry';
import { sweepUnusedSiteImages } from '../admin/siteImageSweep';
import { deleteIfUnattached, findUnattachedBefore } from './attachment.repo';
import { storedKey, sweepOrphanUploads } from './upload.service';

/** How often the server looks for uploads nobody uses. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes uploads that no saved post uses and no saved draft shows (attachment.repo whereUnused)
 * and that are older than `maxAgeMs`: the editor uploads first and the post may never be saved (or
 * an edit dropped the image). A draft's pictures stay while the draft lives. The row goes first, then
 * its file; a crash between the two leaves a file without a row, which sweepOrphanUploads removes.
 * Answers how many uploads were removed.
 */
export async function sweepUnattachedUploads(db: Db, uploadDir: string, maxAgeMs: number, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - maxAgeMs);
  let removed = 0;
  let afterId = 0;
  for (;;) {
    const batch = await findUnattachedBefore(db, before, BATCH, afterId);
    afterId = batch.at(-1)?.id ?? afterId;
    for (const upload of batch) {
      if (!(await deleteIfUnattached(db, upload.id))) continue;
      removed += 1;
      try {
        await storageAt(uploadDir).remove(storedKey(upload.storedName));
      } catch {
        // The row is gone, which is what readers see; a file left behind is an orphan, swept later.
      }
    }
    if (batch.length < BATCH) return removed;
  }
}

export type UploadSweeper = RepeatingJob;

/**
 * Sweeps unused uploads at once and then every `intervalMs`: uploads no post uses and no saved
 * draft shows (older than `maxAgeMs`), files left without a row, and content page pictures no page
 * shows (older than `maxAgeMs`). A failed sweep (database down) is logged
 * and tried again at the next interval.
 */
export function startUploadSweeper(options: { db: Db; uploadDir: string; maxAgeMs: number; logger: Logger; intervalMs?: number }): UploadSweeper {
  const { db, uploadDir, maxAgeMs, logger } = options;
  return startRepeatingJob({
    intervalMs: options.intervalMs ?? UPLOAD_SWEEP_INTERVAL_MS,
    onError: (error) => logger.warn({ err: error }, 'upload sweep failed; it runs again at the next interval'),
    run: async () => {
      const unattached = await sweepUnattachedUploads(db, uploadDir, maxAgeMs);
      const orphans = await sweepOrphanUploads(db, uploadDir);
      const pagePictures = await sweepUnusedSiteImages(db, uploadDir, maxAgeMs);
      if (unattached + orphans + pagePictures > 0) logger.info({ unattached, orphans, pagePictures }, 'unused uploads removed');
    },
  });
}
