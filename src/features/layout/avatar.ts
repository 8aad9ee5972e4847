import { defaultProfileImage, profileImage } from '@nanum/shared/display';
import type { User } from '@nanum/shared/entities';

/**
 * The avatar of the header: the user's image when it is served by this site (uploads under /api,
 * public images), otherwise the shared default image of the user's gender. Images of other hosts
 * are not loaded (the CSP allows images of this site only).
 */
export function avatarSrc(user: Partial<Pick<User, 'image' | 'gender'>>): string {
  const src = profileImage(user);
  return src.startsWith('/') && !src.startsWith('//') ? src : defaultProfileImage(user.gender);
}

/** Whether an image is an upload served by the API (/api/files/...). */
export function isUploadedImage(src: string): boolean {
  return src.startsWith('/api/');
}
