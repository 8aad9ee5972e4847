import type { ProfileUser } from '@nanum/shared/entities';
import { IMAGE_TYPE_INVALID_MESSAGE } from '@nanum/shared/messages';
import { PROFILE_MESSAGES, PROFILE_VISIBILITY_MESSAGES } from '@nanum/shared/profileMessages';
import { parseProfileVisibility, visibleProfileGroups } from '@nanum/shared/profileVisibility';
import { PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_SIZE } from '@nanum/shared/profileRules';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { removeUpload, saveUpload } from '../../uploads/fileStore';
import { exceedsPixels, readImageHeader, reencodeImage } from '../../uploads/images';
import { listApprovedCampaigns } from '../youth/campaign.repo';
import { hashPassword, verifyPassword } from './password';
import { useAllResetTokens } from '../account/resetToken.repo';
import { removeDevicesOutsideSession } from '../push/device.repo';
import { changePasswordHash, findPasswordHash, updateProfile } from './profile.repo';
import { findUserById, type UserRow } from './user.repo';
import { presentProfile } from './user.presenter';

/** Where profile images are stored under the upload folder, and the path they are served at. */
export const PROFILE_IMAGE_FOLDER = 'profile';
export const PROFILE_IMAGE_URL_PREFIX = '/api/files/profile/';

async function reload(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(404, PROFILE_MESSAGES.userNotFound, 'USER_NOT_FOUND');
  return user;
}

/**
 * Another member's profile as the viewer may see it. A withdrawn member has none, for anyone
 * (operators use the admin area's member tools): the same 404 as an unknown id.
 */
export async function loadProfile(db: Db, userId: number, viewer: Express.User | undefined): Promise<ProfileUser> {
  const row = await reload(db, userId);
  if (row.withdrawn_at) throw new AppError(404, PROFILE_MESSAGES.userNotFound, 'USER_NOT_FOUND');
  return presentProfile(row, await listApprovedCampaigns(db, userId), viewer);
}

/**
 * Refuses (in Korean: 401 to visitors, 403 to members) the owner's posts and comments lists to a viewer whose profile view has
 * no 'activity' (visitors, and members when the owner keeps it 비공개). An unknown owner has none to hide.
 */
export async function assertActivityVisible(db: Db, ownerId: number, viewer: Express.User | undefined): Promise<void> {
  const owner = await findUserById(db, ownerId);
  if (!owner || visibleProfileGroups(viewer, ownerId, parseProfileVisibility(owner.profile_visibility)).includes('activity')) return;
  if (!viewer) throw new AppError(401, PROFILE_VISIBILITY_MESSAGES.activityMembersOnly, 'ACTIVITY_MEMBERS_ONLY');
  throw new AppError(403, PROFILE_VISIBILITY_MESSAGES.activityHidden, 'ACTIVITY_HIDDEN');
}

/**
 * Changes the password of an email account (passport 0): the current one must be right. Every
 * other session of the member ends (the session version moves on), and with them the app pushes
 * to the phones they registered (`sessionKey`: this login's, deviceSession.ts) and every open
 * password reset link; answers the updated member.
 */
export async function changePassword(db: Db, member: UserRow, change: { before: string; after: string; rounds: number; sessionKey: string }): Promise<UserRow> {
  const { before, after } = change;
  if (member.passport !== 0) throw new AppError(403, PROFILE_MESSAGES.passwordSocial, 'SOCIAL_ACCOUNT');
  const hash = await findPasswordHash(db, member.id);
  if (!hash || !(await verifyPassword(before, hash))) throw new AppError(400, PROFILE_MESSAGES.passwordWrong, 'PASSWORD_WRONG');
  if (before === after) throw new AppError(400, PROFILE_MESSAGES.passwordSame, 'PASSWORD_SAME');
  const newHash = await hashPassword(after, change.rounds);
  await db.transaction(async (trx) => {
    await changePasswordHash(trx, member.id, newHash);
    await removeDevicesOutsideSession(trx, member.id, change.sessionKey);
    // A reset link mailed before works no more (as after a reset or a login email change).
    await useAllResetTokens(trx, member.id);
  });
  return reload(db, member.id);
}

/**
 * Replaces the member's profile image with a clean square WebP re-encoded from the upload; the
 * previous stored image is removed once the new one is saved and recorded.
 */
export async function changeProfileImage(db: Db, uploadDir: string, member: UserRow, upload: Buffer): Promise<UserRow> {
  // The pixel count is read from the header first: a picture far larger than a profile photo
  // needs is refused in Korean before any decoding.
  const header = await readImageHeader(upload);
  if (header && exceedsPixels(header, PROFILE_IMAGE_MAX_PIXELS)) throw new AppError(400, PROFILE_MESSAGES.imageTooManyPixels, 'IMAGE_TOO_MANY_PIXELS');
  const image = await reencodeImage(upload, { width: PROFILE_IMAGE_SIZE, height: PROFILE_IMAGE_SIZE, fit: 'cover', maxPixels: PROFILE_IMAGE_MAX_PIXELS });
  if (!image) throw new AppError(400, IMAGE_TYPE_INVALID_MESSAGE, 'IMAGE_INVALID');
  const name = await saveUpload(uploadDir, PROFILE_IMAGE_FOLDER, 'webp', image);
  try {
    await updateProfile(db, member.id, { image: `${PROFILE_IMAGE_URL_PREFIX}${name}` });
  } catch (error) {
    await removeUpload(uploadDir, PROFILE_IMAGE_FOLDER, name);
    throw error;
  }
  if (member.image?.startsWith(PROFILE_IMAGE_URL_PREFIX)) {
    await removeUpload(uploadDir, PROFILE_IMAGE_FOLDER, member.image.slice(PROFILE_IMAGE_URL_PREFIX.length));
  }
  return reload(db, member.id);
}
