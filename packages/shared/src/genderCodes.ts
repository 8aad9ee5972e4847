// The gender codes, kept apart from the rest of codes.ts (which re-exports them): the sign-up form
// and the default profile images (display.ts, on many pages) need none of the other codes.
import type { Gender } from './entities';

/** Gender codes: 0 unknown, 1 male, 2 female. */
export const GENDER = { UNKNOWN: 0, MALE: 1, FEMALE: 2 } as const satisfies Record<string, Gender>;

/** Korean label of each gender. */
export const GENDER_LABELS = { 0: '알 수 없음', 1: '남성', 2: '여성' } as const satisfies Record<Gender, string>;
