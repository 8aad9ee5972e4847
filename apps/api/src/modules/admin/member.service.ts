import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import type { MemberListQuery, MemberUpdate } from '@nanum/shared/adminMemberSchemas';
import { MEMBER_PAGE_SIZE } from '@nanum/shared/adminRules';
import { hasPermission } from '@nanum/shared/permissions';
import { YOUTH_MESSAGES } from '@nanum/shared/youthMessages';
import { canManageMember } from '@nanum/shared/youthRules';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import type { UserRow } from '../user/user.repo';
import { recordChange, type Actor } from './audit.service';
import { presentMember } from './member.presenter';
import { countActiveAdmins, existsIn, findMember, findMembers, teamDivision, updateMember, type MemberChanges, type MemberAdminRow } from './member.repo';

export async function listMembers(db: Db, filter: MemberListQuery) {
  const { rows, total } = await findMembers(db, filter, MEMBER_PAGE_SIZE);
  return { list: rows.map(presentMember), total, page: filter.page, pageSize: MEMBER_PAGE_SIZE };
}

/** Fields whose change takes a privilege away or grants one: admin only (SPEC section 6). */
const ADMIN_ONLY_FIELDS = ['power', 'hidden', 'certify'] as const;

function changesOf(input: MemberUpdate): MemberChanges {
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
  return changes;
}

/**
 * A division head (DIVISION_ONLY, not an operator) edits the members of their own division only,
 * and keeps them there: the member's division, a new division and a new team must all be theirs.
 */
async function assertDivisionHeadScope(trx: Db, actorUser: UserRow, before: MemberAdminRow, changes: MemberChanges): Promise<void> {
  if (hasPermission(actorUser, 'OPERATOR')) return;
  const manager = { ...actorUser, division: actorUser.division_id };
  const divisions = [before.division_id];
  if (changes.division_id !== undefined) divisions.push(changes.division_id);
  if (changes.team_id) divisions.push((await teamDivision(trx, changes.team_id)) ?? null);
  if (divisions.some((division) => !canManageMember(manager, { division }))) throw new AppError(403, YOUTH_MESSAGES.memberNotManaged, 'NOT_MANAGER');
}

/**
 * Edits a member. Operators and division heads change rank, type, cohort, team, division and end
 * of activity (division heads: their own division's members only); power, hidden and certify are
 * admin only. Nobody lowers their own standing, and the last active admin stays an admin (checked
 * after the write, inside the transaction).
 */
export async function editMember(db: Db, actorUser: UserRow, actor: Actor, input: MemberUpdate) {
  if (ADMIN_ONLY_FIELDS.some((field) => input[field] !== undefined) && !hasPermission(actorUser)) {
    throw new AppError(403, M.memberAdminOnly, 'ADMIN_ONLY');
  }
  const changes = changesOf(input);
  return db.transaction(async (trx) => {
    const before = await findMember(trx, input.id);
    if (!before) throw new AppError(404, M.memberNotFound, 'MEMBER_NOT_FOUND');
    if (changes.team_id && !(await existsIn(trx, 'teams', changes.team_id))) throw new AppError(400, M.memberCodeInvalid, 'TEAM_NOT_FOUND');
    if (changes.division_id && !(await existsIn(trx, 'divisions', changes.division_id))) throw new AppError(400, M.memberCodeInvalid, 'DIVISION_NOT_FOUND');
    await assertDivisionHeadScope(trx, actorUser, before, changes);
    if (input.id === actorUser.id) {
      const lowered = (changes.power ?? before.power) < before.power || (changes.certify ?? 1) === 0 || ![0, 2].includes(changes.hidden ?? before.hidden);
      if (lowered) throw new AppError(403, M.ownPower, 'OWN_POWER');
    }
    await updateMember(trx, input.id, changes);
    if (before.power === 2 && (await countActiveAdmins(trx)) === 0) throw new AppError(409, M.lastAdmin, 'LAST_ADMIN');
    const after = await findMember(trx, input.id);
    const presented = presentMember(after as NonNullable<typeof after>);
    await recordChange(trx, actor, { action: 'member.update', targetType: 'member', targetId: input.id, before: presentMember(before), after: presented });
    return presented;
  });
}
