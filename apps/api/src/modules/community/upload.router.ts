import { Router, type NextFunction, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/alarmSchemas';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { FILE_MAX_BYTES, IMAGE_MAX_BYTES, UPLOAD_RATE_LIMIT } from '@nanum/shared/boardRules';
import { boardHrefSchema } from '@nanum/shared/boardSchemas';
import { AppError } from '../../http/AppError';
import { requireLogin } from '../../http/guards';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { singleFile } from '../../http/upload';
import { validate } from '../../http/validate';
import { assertCan } from './boardAccess';
import type { CommunityDeps } from './community.deps';
import { openFile, openImage } from './file.service';
import { boardOr404 } from './postAccess';
import { IMAGE_PATH } from './sanitize';
import { storeFile, storeImage, type UploadedFile } from './upload.service';

/** One file of the named field, in memory, within the size cap; refusals are Korean 4xx answers. */
const singleUpload = (field: string, maxBytes: number): RequestHandler =>
  singleFile({ field, maxBytes, tooLargeMessage: BOARD_MESSAGES.fileTooLarge, invalidMessage: BOARD_MESSAGES.fileRequired, missingMessage: BOARD_MESSAGES.fileRequired });

const boardParams = validate(z.object({ board: boardHrefSchema }), 'params');
const fileParams = validate(z.object({ fileId: idParamSchema }), 'params');

/** Ascii-safe, quoted fallback name plus the RFC 5987 UTF-8 name, for Content-Disposition. */
function disposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Uploads for a post being written, and their delivery (permission checked on every request):
 *
 *   POST /api/community/boards/:board/uploads/image  multipart "image" -> { id, url, name, size, width, height }
 *   POST /api/community/boards/:board/uploads/file   multipart "file"  -> { id, name, size }
 *   GET  /api/community/images/:fileId               the re-encoded image
 *   GET  /api/community/files/:fileId                the attachment, as a download
 *
 * A member may upload UPLOAD_RATE_LIMIT.limit images and files in UPLOAD_RATE_LIMIT.minutes; more answer 429.
 */
export function uploadRouter(deps: CommunityDeps, limiter: RateLimiterFactory): Router {
  const router = Router();
  // Images and files count together, per member, before the body is read (each upload is decoded and stored).
  const perMember = limiter({
    name: 'board-upload',
    windowMs: UPLOAD_RATE_LIMIT.minutes * 60 * 1000,
    limit: UPLOAD_RATE_LIMIT.limit,
    key: (req) => `member:${req.user?.id ?? '-'}`,
    refuse: (_req, res) => void res.status(429).json({ status: 429, message: BOARD_MESSAGES.uploadLimited }),
  });

  const canWrite: RequestHandler = async (req, res, next) => {
    try {
      assertCan(req.user, await boardOr404(deps.db, (res.locals.params as { board: string }).board), 'write');
      next();
    } catch (error) {
      next(error);
    }
  };

  router.post('/community/boards/:board/uploads/image', requireLogin, boardParams, canWrite, perMember, singleUpload('image', IMAGE_MAX_BYTES), async (req, res) => {
    const stored = await storeImage(deps.db, deps.config.uploadDir, (req.user as Express.User).id, req.file as UploadedFile);
    res.json({ status: 200, data: { ...stored, url: `${IMAGE_PATH}${stored.id}` } });
  });

  router.post('/community/boards/:board/uploads/file', requireLogin, boardParams, canWrite, perMember, singleUpload('file', FILE_MAX_BYTES), async (req, res) => {
    const stored = await storeFile(deps.db, deps.config.uploadDir, (req.user as Express.User).id, req.file as UploadedFile);
    res.json({ status: 200, data: { id: stored.id, name: stored.name, size: stored.size } });
  });

  /** Sends a stored upload; a file gone from the disk is a 404, not a 500. */
  const send = (res: Response, next: NextFunction, filePath: string) =>
    res.sendFile(filePath, (error) => {
      if (error && !res.headersSent) next(new AppError(404, BOARD_MESSAGES.fileNotFound, 'NOT_FOUND'));
    });

  router.get('/community/images/:fileId', fileParams, async (req, res, next) => {
    const image = await openImage(deps, req.user, (res.locals.params as { fileId: number }).fileId);
    res.set({ 'Content-Type': image.mime, 'Content-Disposition': disposition('inline', image.name), 'Cache-Control': 'private, max-age=3600', 'Content-Security-Policy': "default-src 'none'" });
    send(res, next, image.path);
  });

  router.get('/community/files/:fileId', fileParams, async (req, res, next) => {
    const file = await openFile(deps, req.user, (res.locals.params as { fileId: number }).fileId);
    res.set({ 'Content-Type': file.mime, 'Content-Disposition': disposition('attachment', file.name), 'Cache-Control': 'private, no-store', 'Content-Security-Policy': "default-src 'none'; sandbox" });
    send(res, next, file.path);
  });

  return router;
}
