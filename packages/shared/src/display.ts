/**
 * Display rules of SPEC section 3: cohort, private masking and default profile images.
 */
import { DASH_LABEL, WITHDRAWN_AUTHOR_LABEL } from './placeholderLabels';
import type { Gender, User } from './entities';
import { GENDER } from './genderCodes';

/** Suffix of a cohort number (3 -> "3기"). */
export const COHORT_SUFFIX = '기';
/** Shown for an absent value (and a cohort of 0). */
export const NONE_LABEL = '없음';
/** Shown instead of a value the viewer may not see. */
export const PRIVATE_LABEL = '비공개';
// Defined in placeholderLabels.ts (the date formatters and the author line read them without the rest of this module).
export { DASH_LABEL, WITHDRAWN_AUTHOR_LABEL };

/** Cohort as "N기", or "없음" when 0, null, undefined or not a positive integer. */
export function formatCohort(cardinal: number | null | undefined): string {
  return typeof cardinal === 'number' && Number.isInteger(cardinal) && cardinal > 0
    ? `${cardinal}${COHORT_SUFFIX}`
    : NONE_LABEL;
}

/** How maskValue shows a value. */
export interface MaskOptions {
  /** False when the viewer may not see the value (another user's private field). */
  visible: boolean;
  /** Placeholder for an absent value: 'none' (없음, the default) or 'dash' (-). */
  empty?: 'none' | 'dash';
}

/**
 * A profile value as displayed. Rules, in order:
 * 1. not visible -> "비공개" (whatever the value, even absent);
 * 2. null, undefined or a blank string -> "없음" (or "-" with `empty: 'dash'`);
 * 3. otherwise the value as text.
 */
export function maskValue(value: string | number | null | undefined, options: MaskOptions): string {
  if (!options.visible) return PRIVATE_LABEL;
  if (value === null || value === undefined || String(value).trim() === '') {
    return options.empty === 'dash' ? DASH_LABEL : NONE_LABEL;
  }
  return String(value);
}

/** Default profile image (served by the web app from public/) for each gender. */
export const DEFAULT_PROFILE_IMAGES = {
  [GENDER.UNKNOWN]: '/images/profile/default-unknown.svg',
  [GENDER.MALE]: '/images/profile/default-male.svg',
  [GENDER.FEMALE]: '/images/profile/default-female.svg',
} as const satisfies Record<Gender, string>;

/** Default profile image of a gender code; an unknown code gets the "unknown" image. */
export function defaultProfileImage(gender: number | null | undefined): string {
  return gender === GENDER.MALE || gender === GENDER.FEMALE
    ? DEFAULT_PROFILE_IMAGES[gender]
    : DEFAULT_PROFILE_IMAGES[GENDER.UNKNOWN];
}

/** The user's own image when set, otherwise the default image of their gender. */
export function profileImage(user: Partial<Pick<User, 'image' | 'gender'>>): string {
  return user.image?.trim() ? user.image : defaultProfileImage(user.gender);
}

/**
 * A member's picture as a viewer sees it: their own image when set, otherwise the default image of
 * their gender when the viewer may see the gender, else the neutral default (a gendered default would
 * tell a gender the owner kept 비공개; packages/shared/src/profileVisibility.ts says who sees it).
 */
export function visibleProfileImage(user: Partial<Pick<User, 'image' | 'gender'>>, genderVisible: boolean): string {
  return profileImage({ image: user.image, gender: genderVisible ? user.gender : GENDER.UNKNOWN });
}
