/**
 * Roles and permissions of SPEC section 6. Pure checks on a structural user, so a partial user
 * (session, presenter output, Redux store) works; a missing field simply fails its check.
 * The API enforces these; the web only uses them to hide controls.
 */
import { AFFILIATION_TYPE, POWER, RANK } from './memberCodes';
import { abilityRule, isOperatorPower, isPrivilegeEligible, passesRule, PRIVILEGED_HIDDEN } from './abilityPermission';
import { isCertified } from './certified';
import type { User } from './entities';

/** The fields the checks read. `certify` is 1/0 from the database or a boolean from the API. */
export type PermissionUser = Partial<Pick<User, 'id' | 'rank' | 'type' | 'cardinal' | 'hidden'>> & {
  /** 0 member, 1 operator, 2 admin (any number from a database row). */
  power?: number;
  certify?: boolean | number | null;
  endOfActivity?: boolean | number | null;
};

/** A kind of permission check; undefined (the default) means admin only. */
export type PermissionKind = 'OPERATOR' | 'DIVISION' | 'DIVISION_ONLY' | 'ABILITY' | 'CERTIFY';

/** Ranks that pass DIVISION and DIVISION_ONLY: division head (10) and the special role (19). */
export const DIVISION_RANKS: readonly number[] = [RANK.DIVISION_HEAD, RANK.SPECIAL];

// Defined in certified.ts (the pages that only ask whether a member is verified load it alone).
export { isCertified };
// Defined in abilityPermission.ts with the ABILITY rule (the header, on every page, loads it alone).
export { isPrivilegeEligible, PRIVILEGED_HIDDEN };

/** Rank 10 or 19. */
const hasDivisionRank = (user: PermissionUser): boolean => user.rank !== undefined && DIVISION_RANKS.includes(user.rank);

/** Who passes each kind, once the base check passed. */
const KIND_RULES: Record<PermissionKind | 'ADMIN', (user: PermissionUser) => boolean> = {
  ADMIN: (user) => user.power === POWER.ADMIN,
  OPERATOR: isOperatorPower,
  DIVISION: (user) => isOperatorPower(user) || hasDivisionRank(user),
  DIVISION_ONLY: hasDivisionRank,
  ABILITY: abilityRule,
  CERTIFY: () => true,
};

/**
 * The permission check by kind. Every kind needs a verified user with hidden 0 or 2, then:
 * default admin (power 2); OPERATOR power 1-2; DIVISION power 1-2 or rank 10/19;
 * DIVISION_ONLY rank 10/19; ABILITY power 1-2, or rank 1+ with type 2 and cohort 1+; CERTIFY anyone.
 */
export function hasPermission(user: PermissionUser | null | undefined, kind?: PermissionKind): boolean {
  return passesRule(user, KIND_RULES[kind ?? 'ADMIN']);
}

// Rank checks: exact equality on the rank code only (no certify or hidden check; combine with
// hasPermission where a privilege is granted).

/** Rank is exactly 8 (deputy team leader). */
export const isSubLeader = (user: PermissionUser | null | undefined): boolean => user?.rank === RANK.SUB_LEADER;
/** Rank is exactly 9 (team leader). */
export const isLeader = (user: PermissionUser | null | undefined): boolean => user?.rank === RANK.LEADER;
/** Rank is exactly 10 (division head). */
export const isDivisionHead = (user: PermissionUser | null | undefined): boolean => user?.rank === RANK.DIVISION_HEAD;
/** Rank is exactly 16 (PM). */
export const isPM = (user: PermissionUser | null | undefined): boolean => user?.rank === RANK.PM;
/** Rank is exactly 17 (youth mentor). */
export const isMentor = (user: PermissionUser | null | undefined): boolean => user?.rank === RANK.YOUTH_MENTOR;

// UI visibility on the profile modal.

/** The admin button (/admin/page): passes OPERATOR or DIVISION. */
export const canSeeAdminButton = (user: PermissionUser | null | undefined): boolean =>
  hasPermission(user, 'OPERATOR') || hasPermission(user, 'DIVISION');

/** The view-ability button: a logged-in type 2 viewer looking at someone else's profile. */
export function canSeeAbilityButton(
  viewer: PermissionUser | null | undefined,
  profile: Pick<PermissionUser, 'id'>,
): boolean {
  return (
    !!viewer &&
    viewer.id !== undefined &&
    viewer.type === AFFILIATION_TYPE.YOUTH_CHAMP &&
    profile.id !== undefined &&
    viewer.id !== profile.id
  );
}

/** The activity certificate button: the viewer's own profile, type 2, with endOfActivity. */
export function canSeeCertificateButton(
  viewer: PermissionUser | null | undefined,
  profile: PermissionUser,
): boolean {
  return (
    !!viewer &&
    viewer.id !== undefined &&
    viewer.id === profile.id &&
    profile.type === AFFILIATION_TYPE.YOUTH_CHAMP &&
    (profile.endOfActivity === true || profile.endOfActivity === 1)
  );
}
