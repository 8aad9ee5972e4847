import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import type { AdminMemberView, Paged } from '@nanum/shared/adminViews';
import type { MemberListQuery, MemberUpdate } from '@nanum/shared/adminMemberSchemas';
import { MEMBER_PAGE_SIZE } from '@nanum/shared/adminRules';
import { editableFieldsOf, memberChangeRefusal, memberScopeOf, REFUSAL_MESSAGES, ROLE_FIELDS, type MemberState, type RoleField } from '@nanum/shared/authority';
import { maskEmail } from '@nanum/shared/emailMask';
import type { Db } from '../../db/knex';
import { toDbDate } from '../../db/values';
import { AppError } from '../../http/AppError';
import type { UserRow } from '../user/user.repo';
import { recordChange, type Actor } from './audit.service';
import { authorityOfUser } from './adminAccess';
import { presentMember } from './member.presenter';
import { authorityOfMember, countActiveAdmins, existsIn, lockAdmins, findMember, findMembers, teamDivision, updateMember, type MemberChanges, type MemberAdminRow } from './member.repo';
import { retryingDeadlocks } from '../../db/errors';

/** A member as this actor sees them in the admin area, in the list and after an edit alike: the address masked unless their scope shows it, and what they may change. */
function memberViewFor(actorUser: UserRow, row: MemberAdminRow): AdminMemberView {
  const actor = authorityOfUser(actorUser);
  const member = presentMember(row);
  return { ...member, email: memberScopeOf(actor).showEmails ? member.email : maskEmail(member.email), editable: editableFieldsOf(actor, authorityOfMember(row)) };
}

export async function listMembers(db: Db, actorUser: UserRow, filter: MemberListQuery): Promise<Paged<AdminMemberView>> {
  const scope = memberScopeOf(authorityOfUser(actorUser));
  const { rows, total } = scope.divisionId === null ? { rows: [], total: 0 } : await findMembers(db, filter, MEMBER_PAGE_SIZE, { divisionId: scope.divisionId, searchEmails: scope.showEmails });
  return { list: rows.map((row) => memberViewFor(actorUser, row)), total, page: filter.page, pageSize: MEMBER_PAGE_SIZE };
}

/** The fields the request sets, as columns, and their names in the authority model. */
function changesOf(input: MemberUpdate): { changes: MemberChanges; fields: RoleField[] } {
  const changes: MemberChanges = {};
  if (input.power !== undefined) changes.power = input.power;
  if (input.rank !== undefined) changes.rank = input.rank;
  if (input.type !== undefined) changes.type = input.type;
  if (input.cardinal !== undefined) changes.cardinal = input.cardinal;
  if (input.teamId !== undefined) changes.team_id = input.teamId;
  if (input.divisionId !== undefined) changes.division_id = input.divisionId;
  if (input.hidden !== undefined) changes.hidden = input.hidden;
  if (input.certify !== undefined) changes.certify = input.certify ? 1 : 0;
  if (input.endOfActivity !== undefined) changes.end_of_activity = input.endOfActivity ? 1 : 0;
  return { changes, fields: ROLE_FIELDS.filter((field) => input[field] !== undefined) };
}

/**
 * Taking a verification away is remembered (the member cannot verify again by themselves:
 * account/join.service.ts); giving it back forgets it.
 */
function revocationOf(before: MemberAdminRow, changes: MemberChanges): Pick<MemberChanges, 'certify_revoked_at'> {
  if (changes.certify === 1) return { certify_revoked_at: null };
  if (changes.certify === 0 && before.certify === 1) return { certify_revoked_at: toDbDate() };
  return {};
}

/** The member as the authority model compares them, before or after a change. */
async function stateOf(trx: Db, row: MemberAdminRow, changes: MemberChanges = {}): Promise<MemberState> {
  const merged = { ...row, ...changes };
  const teamDivisionId = merged.team_id ? await teamDivision(trx, merged.team_id) : null;
  return { ...authorityOfMember(merged), teamId: merged.team_id, teamDivisionId };
}

/**
 * Edits a member's role fields as the authority model allows (packages/shared/src/authority.ts,
 * docs/ROLES.md): nobody their own, nobody an equal or a superior, only the admin what opens the
 * admin area, division heads their own division's team and ordinary rank. The last active admin
 * stays an admin (checked after the write, inside the transaction); the change is audited with
 * the values before and after. A save that changes nothing writes nothing (no audit entry) and
 * says so (`changed` false).
 */
export async function editMember(db: Db, actorUser: UserRow, actor: Actor, input: MemberUpdate): Promise<{ member: AdminMemberView; changed: boolean }> {
  const { changes, fields } = changesOf(input);
  // Two admins demoted at once: MySQL may roll one back as a deadlock's victim; run again, it counts the other gone.
  return retryingDeadlocks(() => db.transaction(async (trx) => {
    // First, before any plain read: InnoDB's snapshot is taken at the first one, and it must see
    // what an admin change that held the lock committed.
    await lockAdmins(trx);
    const before = await findMember(trx, input.id);
    if (!before) throw new AppError(404, M.memberNotFound, 'MEMBER_NOT_FOUND');
    if (changes.team_id && !(await existsIn(trx, 'teams', changes.team_id))) throw new AppError(400, M.memberCodeInvalid, 'TEAM_NOT_FOUND');
    if (changes.division_id && !(await existsIn(trx, 'divisions', changes.division_id))) throw new AppError(400, M.memberCodeInvalid, 'DIVISION_NOT_FOUND');
    // A member moved to another division leaves their team (it is the old division's), unless the request names a new one.
    if (changes.division_id !== undefined && changes.division_id !== before.division_id && changes.team_id === undefined) changes.team_id = null;
    const after = await stateOf(trx, before, changes);
    const refusal = memberChangeRefusal(authorityOfUser(actorUser), await stateOf(trx, before), after, fields);
    if (refusal) throw new AppError(403, REFUSAL_MESSAGES[refusal], `AUTHORITY_${refusal.toUpperCase()}`);
    // A member's team is always one of their division's teams.
    const placementChanged = changes.team_id !== undefined || changes.division_id !== undefined;
    if (placementChanged && after.teamId && after.teamDivisionId !== after.divisionId) throw new AppError(400, M.memberTeamOutsideDivision, 'TEAM_OUTSIDE_DIVISION');
    const changed = (Object.keys(changes) as (keyof MemberChanges & keyof MemberAdminRow)[]).some((column) => changes[column] !== before[column]);
    if (!changed) return { member: memberViewFor(actorUser, before), changed };
    await updateMember(trx, input.id, { ...changes, ...revocationOf(before, changes) });
    if (before.power === 2 && (await countActiveAdmins(trx)) === 0) throw new AppError(409, M.lastAdmin, 'LAST_ADMIN');
    const saved = (await findMember(trx, input.id)) as MemberAdminRow;
    await recordChange(trx, actor, { action: 'member.update', targetType: 'member', targetId: input.id, before: presentMember(before), after: presentMember(saved) });
    return { member: memberViewFor(actorUser, saved), changed };
  }));
}
