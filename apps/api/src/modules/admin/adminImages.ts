import { IMAGE_TYPE_INVALID_MESSAGE } from '@nanum/shared/messages';
import { AppError } from '../../http/AppError';
import { removeUpload, saveUpload } from '../../uploads/fileStore';
import { reencodeImage } from '../../uploads/images';

/** Public image folders of the admin area (served by files.router) and their URL prefix. */
export const CORPORATION_IMAGE_FOLDER = 'corporation';
export const POPUP_IMAGE_FOLDER = 'popup';
export const ORG_MEMBER_IMAGE_FOLDER = 'people';
export const ENDORSER_IMAGE_FOLDER = 'endorser';
export const TEAM_IMAGE_FOLDER = 'team';
/** Pictures placed in content pages (Markdown `![설명](/api/files/site/…)`). */
export const SITE_IMAGE_FOLDER = 'site';
const urlPrefix = (folder: string) => `/api/files/${folder}/`;

/**
 * Judges an uploaded image by its content, re-encodes it as WebP inside the box and stores it
 * under a generated name. Answers the URL it is served at; a non-image is refused (400) before
 * anything is written.
 */
export async function storeAdminImage(uploadDir: string, folder: string, upload: Buffer, box: { width: number; height: number }): Promise<string> {
  const image = await reencodeImage(upload, { ...box, fit: 'inside' });
  if (!image) throw new AppError(400, IMAGE_TYPE_INVALID_MESSAGE, 'IMAGE_INVALID');
  return `${urlPrefix(folder)}${await saveUpload(uploadDir, folder, 'webp', image)}`;
}

/** Removes an image we stored in the folder (anything else, such as a seeded path, is left alone). */
export async function removeAdminImage(uploadDir: string, folder: string, url: string | null | undefined): Promise<void> {
  if (url?.startsWith(urlPrefix(folder))) await removeUpload(uploadDir, folder, url.slice(urlPrefix(folder).length));
}
