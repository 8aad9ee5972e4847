import { Router } from 'express';
import { HTTP_MESSAGES } from '../../http/AppError';
import { uploadKey } from '../../uploads/fileStore';
import { sendStored } from '../../uploads/sendStored';
import { CORPORATION_IMAGE_FOLDER, ENDORSER_IMAGE_FOLDER, ORG_MEMBER_IMAGE_FOLDER, POPUP_IMAGE_FOLDER, SITE_IMAGE_FOLDER, TEAM_IMAGE_FOLDER } from '../admin/adminImages';
import { PROFILE_IMAGE_FOLDER } from '../user/profile.service';

/** Public image folders and their content type (everything in them was re-encoded by us). */
const PUBLIC_IMAGE_FOLDERS: Record<string, string> = {
  [PROFILE_IMAGE_FOLDER]: 'image/webp',
  [CORPORATION_IMAGE_FOLDER]: 'image/webp',
  [POPUP_IMAGE_FOLDER]: 'image/webp',
  [ORG_MEMBER_IMAGE_FOLDER]: 'image/webp',
  [ENDORSER_IMAGE_FOLDER]: 'image/webp',
  [TEAM_IMAGE_FOLDER]: 'image/webp',
  [SITE_IMAGE_FOLDER]: 'image/webp',
};

/**
 * Serves stored public images: GET /api/files/{folder}/{name}. Only generated names resolve (no
 * path traversal), with their real type, nosniff, and a long cache (a new upload is a new name).
 */
export function filesRouter(uploadDir: string): Router {
  const router = Router();
  router.get('/files/:folder/:name', async (req, res, next) => {
    try {
      const type = PUBLIC_IMAGE_FOLDERS[req.params.folder];
      const key = type ? uploadKey(req.params.folder, req.params.name) : null;
      const sent = type && key ? await sendStored(res, uploadDir, key, { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' }) : false;
      if (!sent) res.status(404).json({ status: 404, message: HTTP_MESSAGES.notFound });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
