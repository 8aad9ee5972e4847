import { visibleProfileImage } from '@nanum/shared/display';
import type { User } from '@nanum/shared/entities';

/** Whose picture: the image and gender as the API gave them, and what of them it masked for this viewer. */
export type AvatarUser = Partial<Pick<User, 'image' | 'gender'>> & { masked?: readonly string[] };

/**
 * A member's avatar: the user's image when it is served by this site (uploads under /api, public
 * images), otherwise the shared default image, of the user's gender only when the API did not mask
 * it (visibleProfileImage). Images of other hosts are not loaded (the CSP allows images of this site only).
 */
export function avatarSrc(user: AvatarUser): string {
  const genderVisible = !user.masked?.includes('gender');
  const src = visibleProfileImage(user, genderVisible);
  return src.startsWith('/') && !src.startsWith('//') ? src : visibleProfileImage({ gender: user.gender }, genderVisible);
}

/** Whether an image is an upload served by the API (/api/files/...). */
export function isUploadedImage(src: string): boolean {
  return src.startsWith('/api/');
}
