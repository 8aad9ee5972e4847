/**
 * The authority model (issue 20; the table is docs/ROLES.md): who may act on whom. SPEC section 6
 * says who passes each permission kind; this says what each role may do to another member. Pure
 * functions on structural users: the API enforces them, the web hides what the actor may not do.
 *
 * - Nobody changes their own role fields.
 * - Nobody edits a member whose standing is equal to or above their own (the admin is the one
 *   exception: an admin may change another admin, so an admin who leaves can be removed; the last
 *   active admin always stays).
 * - Only the admin grants or removes what opens the admin area: power, and the ranks that carry
 *   DIVISION (10, 19), also on members who are not verified yet (latent permissions count).
 * - A division head acts only on the members of their own division, keeps them there, and changes
 *   nothing that grants or removes a permission (ABILITY included): their team and ordinary rank.
 */
import { ADMIN_MESSAGES as M } from './adminMessages';
import { POWER } from './memberCodes';
import { DIVISION_RANKS, hasPermission, type PermissionKind, type PermissionUser } from './permissions';

/** The four roles of the model, highest first. */
export type Role = 'admin' | 'operator' | 'divisionHead' | 'member';

/** Standing of each role: a role acts only on members below it (the admin also on admins). */
const STANDING: Record<Role, number> = { admin: 3, operator: 2, divisionHead: 1, member: 0 };

/** A user as the model reads them: the permission fields plus id and division. */
/** `withdrawn`: the member left (their row stays, emptied, for their records); nobody acts on them any more. */
export type AuthorityUser = PermissionUser & { id?: number; divisionId?: number | null; withdrawn?: boolean };

/** The acting user's role: the permission kinds they pass now (verified, hidden 0 or 2). */
export function roleOf(user: AuthorityUser | null | undefined): Role {
  if (hasPermission(user)) return 'admin';
  if (hasPermission(user, 'OPERATOR')) return 'operator';
  if (hasPermission(user, 'DIVISION_ONLY')) return 'divisionHead';
  return 'member';
}

/**
 * A target's standing from their role fields alone, verified or not: a suspended admin still
 * stands above an operator, and an unverified rank 10 above a division head's reach.
 */
export function standingOf(user: AuthorityUser): number {
  if (user.power === POWER.ADMIN) return STANDING.admin;
  if (user.power === POWER.OPERATOR) return STANDING.operator;
  if (user.rank !== undefined && DIVISION_RANKS.includes(user.rank)) return STANDING.divisionHead;
  return STANDING.member;
}

/** The role fields of a member (the admin area's member form). */
export const ROLE_FIELDS = ['power', 'rank', 'type', 'cardinal', 'hidden', 'certify', 'divisionId', 'teamId', 'endOfActivity'] as const;
export type RoleField = (typeof ROLE_FIELDS)[number];

/** The fields each role may change on a member it may edit. */
export const EDITABLE_FIELDS: Record<Role, readonly RoleField[]> = {
  admin: ROLE_FIELDS,
  operator: ['rank', 'type', 'cardinal', 'divisionId', 'teamId', 'endOfActivity'],
  divisionHead: ['rank', 'teamId'],
  member: [],
};

/** Why a change is refused; each has its Korean message in ADMIN_MESSAGES (refusalMessages). */
export type AuthorityRefusal =
  | 'notManager'
  | 'self'
  | 'superior'
  | 'outsideDivision'
  | 'adminField'
  | 'operatorField'
  | 'adminArea'
  | 'permission'
  | 'withdrawn';

/** The Korean answer of each refusal (403). */
export const REFUSAL_MESSAGES: Record<AuthorityRefusal, string> = {
  notManager: M.memberNotManager,
  self: M.memberSelf,
  superior: M.memberSuperior,
  outsideDivision: M.memberOutsideDivision,
  adminField: M.memberAdminOnly,
  operatorField: M.memberOperatorOnly,
  adminArea: M.memberAdminArea,
  permission: M.memberPermission,
  withdrawn: M.memberWithdrawn,
};

/** Whether a division head may reach a member: both in the same (set) division. */
const inDivisionOf = (actor: AuthorityUser, divisionId: number | null | undefined): boolean =>
  actor.divisionId !== null && actor.divisionId !== undefined && divisionId === actor.divisionId;

/**
 * Whether the actor may act on this member at all (edit, manage): null when they may, else why
 * not. Used for the admin member form, and by anything else done to one member.
 */
export function actOnMemberRefusal(actor: AuthorityUser | null | undefined, target: AuthorityUser): AuthorityRefusal | null {
  const role = roleOf(actor);
  if (!actor || role === 'member') return 'notManager';
  if (actor.id !== undefined && actor.id === target.id) return 'self';
  if (target.withdrawn) return 'withdrawn';
  if (role !== 'admin' && standingOf(target) >= STANDING[role]) return 'superior';
  if (role === 'divisionHead' && !inDivisionOf(actor, target.divisionId)) return 'outsideDivision';
  return null;
}

/** The fields the actor may change on this member (none when they may not act on them). */
export const editableFieldsOf = (actor: AuthorityUser | null | undefined, target: AuthorityUser): readonly RoleField[] =>
  actOnMemberRefusal(actor, target) === null ? EDITABLE_FIELDS[roleOf(actor)] : [];

/** The member after a change, as the model compares it: the team's division where a team is set. */
export type MemberState = AuthorityUser & { teamId?: number | null; teamDivisionId?: number | null };

/** The permission kinds that open the admin area, and all of them (ABILITY too). */
const ADMIN_AREA_KINDS: PermissionKind[] = ['OPERATOR', 'DIVISION', 'DIVISION_ONLY'];
const ALL_KINDS: PermissionKind[] = [...ADMIN_AREA_KINDS, 'ABILITY'];

/** The permissions the member would have once verified with hidden 0 (so unverified members count too). */
const latent = (user: AuthorityUser): AuthorityUser => ({ ...user, certify: 1, hidden: 0 });
const changesAny = (before: AuthorityUser, after: AuthorityUser, kinds: PermissionKind[]): boolean =>
  hasPermission(latent(before), undefined) !== hasPermission(latent(after), undefined) ||
  kinds.some((kind) => hasPermission(latent(before), kind) !== hasPermission(latent(after), kind));

/**
 * The whole check of one change to a member: `changed` names the fields the request sets, `after`
 * is the member as the change would leave them. Null when it is allowed, else the refusal.
 */
export function memberChangeRefusal(
  actor: AuthorityUser | null | undefined,
  before: MemberState,
  after: MemberState,
  changed: readonly RoleField[],
): AuthorityRefusal | null {
  const reach = actOnMemberRefusal(actor, before);
  if (reach) return reach;
  const role = roleOf(actor);
  const refused = changed.filter((field) => !EDITABLE_FIELDS[role].includes(field));
  if (refused.length > 0) return refused.some((field) => !EDITABLE_FIELDS.operator.includes(field)) ? 'adminField' : 'operatorField';
  if (role === 'admin' || !actor) return null;
  if (changesAny(before, after, ADMIN_AREA_KINDS)) return 'adminArea';
  if (role === 'divisionHead') {
    if (changesAny(before, after, ALL_KINDS)) return 'permission';
    if (!inDivisionOf(actor, after.divisionId) || (after.teamId && !inDivisionOf(actor, after.teamDivisionId))) return 'outsideDivision';
  }
  return null;
}

/** What the actor sees of members in the admin area: which division, and whether emails show. */
export interface MemberScope {
  /** Only this division's members; undefined: everyone. Null: nobody (a division head without one). */
  divisionId?: number | null;
  /** Emails are shown only to the roles that need them (operators and admins). */
  showEmails: boolean;
}

export function memberScopeOf(actor: AuthorityUser | null | undefined): MemberScope {
  const role = roleOf(actor);
  if (role === 'admin' || role === 'operator') return { showEmails: true };
  return { divisionId: role === 'divisionHead' ? (actor?.divisionId ?? null) : null, showEmails: false };
}

/** Deleted posts and comments (their titles and text) are for operators and admins only. */
export const canSeeDeletedContent = (actor: AuthorityUser | null | undefined): boolean => hasPermission(actor, 'OPERATOR');

/** A deleted post or comment comes back only when a moderator removed it: what its author withdrew stays withdrawn. */
export const canRestoreDeleted = (item: { byAuthor: boolean }): boolean => !item.byAuthor;
