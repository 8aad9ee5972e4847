// The codes the permission rules read (rank, affiliation type, power), kept apart from the rest
// of codes.ts (which re-exports them): permissions.ts is on many pages and needs none of the labels.
import type { Power } from './entities';

/** Rank codes 0..22. */
export const RANK = {
  MEMBER: 0,
  PRE_MEMBER: 1,
  FULL_MEMBER: 2,
  SECRETARY: 3,
  ADMINISTRATION: 4,
  PUBLICITY: 5,
  PLANNING: 6,
  GENERAL_AFFAIRS: 7,
  SUB_LEADER: 8,
  LEADER: 9,
  DIVISION_HEAD: 10,
  VICE_CHIEF: 11,
  CHIEF: 12,
  CHAIR: 13,
  STANDING_COMMITTEE: 14,
  EXECUTIVE: 15,
  PM: 16,
  YOUTH_MENTOR: 17,
  YOUTH_STANDING_COMMITTEE: 18,
  SPECIAL: 19,
  INFLUENCER: 20,
  INFLUENCER_VICE_CHIEF: 21,
  INFLUENCER_CHIEF: 22,
} as const;
/** A rank code. */
export type RankCode = (typeof RANK)[keyof typeof RANK];

/** Affiliation type codes 0..5 (the user's `type`). */
export const AFFILIATION_TYPE = {
  VISITOR: 0,
  ASSOCIATION: 1,
  YOUTH_CHAMP: 2,
  SUPPORTERS: 3,
  KSCV: 4,
  INFLUENCER: 5,
} as const;
/** An affiliation type code. */
export type AffiliationTypeCode = (typeof AFFILIATION_TYPE)[keyof typeof AFFILIATION_TYPE];

/** Power codes: 0 member, 1 operator, 2 admin. */
export const POWER = { MEMBER: 0, OPERATOR: 1, ADMIN: 2 } as const satisfies Record<string, Power>;

/**
 * Permission codes stored per board action: SPEC's admin only, users only and everyone, then
 * operators and admins (3, added so operators can publish news without the admin).
 */
export const PERMISSION = { ADMIN_ONLY: 0, USERS_ONLY: 1, EVERYONE: 2, OPERATORS: 3 } as const;
/** A permission code. */
export type PermissionCode = (typeof PERMISSION)[keyof typeof PERMISSION];
