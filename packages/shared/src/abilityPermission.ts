// The ABILITY check (SPEC section 6) and the base every permission kind shares, kept apart from
// permissions.ts (which builds hasPermission on them and re-exports them): the header offers
// 나의 활동 역량 by this check and is in every page's JavaScript, which needs none of the other
// rules (docs/BUNDLES.md).
import { isCertified } from './certified';
import { AFFILIATION_TYPE, POWER, RANK } from './memberCodes';
import type { PermissionUser } from './permissions';

/** `hidden` values that still allow privileges. */
export const PRIVILEGED_HIDDEN = [0, 2] as const;

/** The base of every kind: verified, and hidden 0 or 2. */
export const isPrivilegeEligible = (user: PermissionUser | null | undefined): boolean =>
  isCertified(user) && (PRIVILEGED_HIDDEN as readonly unknown[]).includes(user?.hidden);

/** A kind's own rule, checked as every kind is: on a user who passes the base. */
export const passesRule = (user: PermissionUser | null | undefined, rule: (user: PermissionUser) => boolean): boolean =>
  !!user && isPrivilegeEligible(user) && rule(user);

/** Power 1 (operator) or 2 (admin). */
export const isOperatorPower = (user: PermissionUser): boolean => user.power === POWER.OPERATOR || user.power === POWER.ADMIN;

/** Rank 1+, type 2 and cohort 1+. */
const isActiveChampMember = (user: PermissionUser): boolean =>
  (user.rank ?? 0) >= RANK.PRE_MEMBER && user.type === AFFILIATION_TYPE.YOUTH_CHAMP && (user.cardinal ?? 0) >= 1;

/** ABILITY's own rule: power 1-2, or rank 1+ with type 2 and cohort 1+. */
export const abilityRule = (user: PermissionUser): boolean => isOperatorPower(user) || isActiveChampMember(user);

/**
 * Whether the user passes ABILITY (hasPermission(user, 'ABILITY')): may see the ability pages
 * (/youth/ability/{id}), their own among them.
 */
export const hasAbilityPermission = (user: PermissionUser | null | undefined): boolean => passesRule(user, abilityRule);
