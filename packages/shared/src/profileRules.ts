/**
 * Profile rules: which values of a member only they (and operators) may see, and the profile
 * image limits. The API omits the private values of others; the web shows them as 비공개.
 */
import type { User } from './entities';

/** Values of another member that a viewer sees only as 비공개 (private). */
export const PRIVATE_PROFILE_FIELDS = ['email', 'birthday', 'number', 'address', 'university', 'department'] as const satisfies readonly (keyof User)[];
export type PrivateProfileField = (typeof PRIVATE_PROFILE_FIELDS)[number];

/** Largest profile image upload, in MB and bytes. */
export const PROFILE_IMAGE_MAX_MB = 5;
export const PROFILE_IMAGE_MAX_BYTES = PROFILE_IMAGE_MAX_MB * 1024 * 1024;
/** Side of the square profile image as stored (px). */
export const PROFILE_IMAGE_SIZE = 400;
/** Largest image accepted at all (pixels of width x height): a pixel flood is refused unread. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * Largest profile photo (pixels, read from the file's header before decoding): a 400 px square is
 * made of it, so 16 MP (a 12 MP phone photo, with room) is plenty; more is refused unread.
 */
export const PROFILE_IMAGE_MAX_PIXELS = 16_000_000;
/** The same in 만 (10,000) pixels, as the message says it. */
export const PROFILE_IMAGE_MAX_MANPIXELS = PROFILE_IMAGE_MAX_PIXELS / 10_000;

/** Profile fields with a view/edit toggle in the profile modal (SPEC section 4). */
export const PROFILE_EDIT_FIELDS = ['password', 'image', 'number', 'address', 'university', 'mbti', 'visibility'] as const;
export type ProfileEditField = (typeof PROFILE_EDIT_FIELDS)[number];

/** Rate limits of the profile calls, per member: attempts within minutes. */
export const PROFILE_RATE_LIMITS = {
  /** Wrong current passwords (bcrypt guessing through a stolen session). */
  password: { limit: 10, minutes: 15 },
  /** Image uploads (each is decoded and re-encoded). */
  image: { limit: 20, minutes: 60 },
  /** Any other profile change. */
  edit: { limit: 60, minutes: 15 },
} as const;
