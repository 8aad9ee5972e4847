import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/rowId';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { FILE_MAX_BYTES, IMAGE_MAX_BYTES, UPLOAD_RATE_LIMIT } from '@nanum/shared/boardRules';
import { boardHrefSchema } from '@nanum/shared/boardSchemas';
import type { UploadedFileView, UploadedImageView } from '@nanum/shared/boardViews';
import { AppError } from '../../http/AppError';
import { clientIp, type RateLimiterFactory } from '../../http/rateLimit';
import { singleFile } from '../../http/upload';
import { route } from '../../http/route';
import { sendStored } from '../../uploads/sendStored';
import { parseOrThrow } from '../../http/validate';
import { assertCan } from './boardAccess';
import type { CommunityDeps } from './community.deps';
import { openFile, openImage, type ServedImage } from './file.service';
import { boardOr404 } from './postAccess';
import { IMAGE_PATH } from './sanitize';
import { storeFile, storeImage, type UploadedFile } from './upload.service';

/** One file of the named field, in memory, within the size cap; refusals are Korean 4xx answers. */
const singleUpload = (field: string, maxBytes: number): RequestHandler =>
  singleFile({ field, maxBytes, tooLargeMessage: BOARD_MESSAGES.fileTooLarge, invalidMessage: BOARD_MESSAGES.fileRequired, missingMessage: BOARD_MESSAGES.fileRequired });

const boardParams = z.object({ board: boardHrefSchema });
const fileParams = z.object({ fileId: idParamSchema });

/** Ascii-safe, quoted fallback name plus the RFC 5987 UTF-8 name, for Content-Disposition. */
function disposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * How long a browser may keep an image: an hour for one every visitor sees; any other is checked
 * again on each view (`no-cache`), so that after a logout, a deletion or a report hiding its post
 * a shared computer no longer shows it from its cache.
 */
const imageCaching = (image: ServedImage): string => (image.everyoneSees ? 'private, max-age=3600' : 'private, no-cache');

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
export function uploadRouter({ limiter, ...deps }: CommunityDeps & { limiter: RateLimiterFactory }): Router {
  const router = Router();
  // Images and files count together, per member, before the body is read (each upload is decoded and stored).
  const perMember = limiter({
    name: 'board-upload',
    windowMs: UPLOAD_RATE_LIMIT.minutes * 60 * 1000,
    limit: UPLOAD_RATE_LIMIT.limit,
    key: (req) => `member:${req.user?.id ?? '-'}`,
    refuse: (_req, res) => void res.status(429).json({ status: 429, message: BOARD_MESSAGES.uploadLimited }),
  });

  // Whether the member may write on the board, before the limit counts and the upload is read.
  const canWrite: RequestHandler = async (req, _res, next) => {
    assertCan(req.user, await boardOr404(deps.db, parseOrThrow(boardParams, req.params).board), 'write');
    next();
  };
  const upload = (field: string, maxBytes: number) => ({ auth: 'login', params: boardParams, use: [canWrite, perMember, singleUpload(field, maxBytes)] }) as const;

  router.post(
    '/community/boards/:board/uploads/image',
    route(upload('image', IMAGE_MAX_BYTES), async ({ user, req }) => {
      const stored = await storeImage(deps.db, deps.config.uploadDir, user.id, req.file as UploadedFile);
      const data: UploadedImageView = { ...stored, url: `${IMAGE_PATH}${stored.id}` };
      return { status: 200, data };
    }),
  );

  router.post(
    '/community/boards/:board/uploads/file',
    route(upload('file', FILE_MAX_BYTES), async ({ user, req }) => {
      const stored = await storeFile(deps.db, deps.config.uploadDir, user.id, req.file as UploadedFile);
      const data: UploadedFileView = { id: stored.id, name: stored.name, size: stored.size };
      return { status: 200, data };
    }),
  );

  /** Streams a stored upload (after the permission check); a file gone from the storage is a 404, not a 500. */
  const send = async (res: Response, key: string, headers: Record<string, string>) => {
    if (!(await sendStored(res, deps.config.uploadDir, key, headers))) throw new AppError(404, BOARD_MESSAGES.fileNotFound, 'NOT_FOUND');
  };

  router.get(
    '/community/images/:fileId',
    route({ params: fileParams }, async ({ params, user, res }) => {
      const image = await openImage(deps, user, params.fileId);
      await send(res, image.key, { 'Content-Type': image.mime, 'Content-Disposition': disposition('inline', image.name), 'Cache-Control': imageCaching(image), 'Content-Security-Policy': "default-src 'none'" });
    }),
  );

  router.get(
    '/community/files/:fileId',
    route({ params: fileParams }, async ({ params, user, req, res }) => {
      // Express answers HEAD with this GET route: only a GET is a download.
      const file = await openFile(deps, user, params.fileId, { count: req.method === 'GET', clientAddress: clientIp(req) });
      await send(res, file.key, { 'Content-Type': file.mime, 'Content-Disposition': disposition('attachment', file.name), 'Cache-Control': 'private, no-store', 'Content-Security-Policy': "default-src 'none'; sandbox" });
    }),
  );

  return router;
}
