import { FORBIDDEN_MESSAGE } from '@nanum/shared/accessMessages';
import { hasPermission } from '@nanum/shared/permissions';
import { YOUTH_MESSAGES as M } from '@nanum/shared/youthMessages';
import { canManageCampaign, hasActivityEnded, hoursToMinutes, isParticipantType, type ManagerUser } from '@nanum/shared/youthRules';
import type { CampaignInput } from '@nanum/shared/youthSchemas';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { recordChange, type Actor } from '../admin/audit.service';
import { findUserById, type UserRow } from '../user/user.repo';
import { findCampaign, insertCampaign, updateCampaign, type CampaignRecord, type CampaignValues } from './campaign.repo';
import { countActiveParticipations, insertApplication } from './participation.repo';

export interface YouthDeps {
  db: Db;
  realtime: RealtimeEmitter;
}

/** The session user as the shared manager rules read it (division from division_id). */
export const asManager = (user: UserRow | undefined): ManagerUser | undefined => (user ? { ...user, division: user.division_id } : undefined);

export async function requireCampaign(db: Db, id: number): Promise<CampaignRecord> {
  const campaign = await findCampaign(db, id);
  if (!campaign) throw new AppError(404, M.campaignNotFound, 'CAMPAIGN_NOT_FOUND');
  return campaign;
}

/** 403 unless the user manages this campaign (operators any; division heads their division's). */
export function assertManages(user: UserRow, campaign: { divisionId: number | null }): void {
  if (!canManageCampaign(asManager(user), campaign)) throw new AppError(403, M.notManager, 'NOT_MANAGER');
}

/**
 * The stored values of a manager's input: operators choose the division (or none); a division
 * head's campaigns always belong to their own division.
 */
function valuesOf(user: UserRow, input: CampaignInput): CampaignValues {
  const operator = hasPermission(user, 'OPERATOR');
  if (!operator && user.division_id === null) throw new AppError(403, M.divisionRequired, 'DIVISION_REQUIRED');
  return {
    name: input.name,
    description: input.description,
    place: input.place,
    startDate: input.startDate,
    endDate: input.endDate,
    creditMinutes: hoursToMinutes(input.hours),
    capacity: input.capacity,
    divisionId: operator ? (input.divisionId ?? null) : user.division_id,
  };
}

/** The audited view of a campaign (what its creation or edit changed). */
const campaignAudit = (campaign: CampaignRecord) => ({
  name: campaign.name,
  description: campaign.description,
  place: campaign.place,
  startDate: campaign.startDate,
  endDate: campaign.endDate,
  creditMinutes: campaign.creditMinutes,
  capacity: campaign.capacity,
  divisionId: campaign.divisionId,
});

/** Creates a campaign and records it in the audit log, in one transaction. */
export async function createCampaign(db: Db, user: UserRow, actor: Actor, input: CampaignInput): Promise<CampaignRecord> {
  return db.transaction(async (trx) => {
    const id = await insertCampaign(trx, valuesOf(user, input), user.id);
    const created = await requireCampaign(trx, id);
    await recordChange(trx, actor, { action: 'campaign.create', targetType: 'campaign', targetId: id, before: null, after: campaignAudit(created) });
    return created;
  });
}

/** Edits a campaign the user manages, recording before and after, in one transaction. */
export async function editCampaign(db: Db, user: UserRow, actor: Actor, id: number, input: CampaignInput): Promise<CampaignRecord> {
  return db.transaction(async (trx) => {
    const before = await requireCampaign(trx, id);
    assertManages(user, before);
    await updateCampaign(trx, id, valuesOf(user, input));
    const after = await requireCampaign(trx, id);
    await recordChange(trx, actor, { action: 'campaign.update', targetType: 'campaign', targetId: id, before: campaignAudit(before), after: campaignAudit(after) });
    return after;
  });
}

/**
 * An application (applied) of `memberId` (the user themselves, or enrolled by a manager), in one
 * transaction with the capacity check so two last-place applications cannot both pass.
 */
export async function addApplication(db: Db, campaign: CampaignRecord, memberId: number, byManager: boolean): Promise<void> {
  await db.transaction(async (trx) => {
    if (campaign.capacity !== null && (await countActiveParticipations(trx, campaign.id)) >= campaign.capacity) {
      throw new AppError(409, M.campaignFull, 'CAMPAIGN_FULL');
    }
    if (!byManager && hasActivityEnded(campaign)) throw new AppError(409, M.campaignEnded, 'CAMPAIGN_ENDED');
    const id = await insertApplication(trx, campaign.id, memberId);
    if (id === null) throw new AppError(409, M.alreadyApplied, 'ALREADY_APPLIED');
  });
}

/** The logged-in member applies: types 2, 3 and 4 only. */
export async function apply(db: Db, user: UserRow, campaignId: number): Promise<void> {
  if (!isParticipantType(user.type)) throw new AppError(403, M.applyNotAllowed, 'NOT_PARTICIPANT');
  await addApplication(db, await requireCampaign(db, campaignId), user.id, false);
}

/** A manager enrols a member (types 2, 3 and 4) as applied; selecting them is the next step. */
export async function enroll(db: Db, manager: UserRow, campaignId: number, memberId: number): Promise<void> {
  const campaign = await requireCampaign(db, campaignId);
  assertManages(manager, campaign);
  const member = await findUserById(db, memberId);
  if (!member) throw new AppError(404, M.memberNotFound, 'USER_NOT_FOUND');
  if (!isParticipantType(member.type)) throw new AppError(400, M.memberNotParticipant, 'NOT_PARTICIPANT');
  // A division head enrols the members of their own division only.
  if (!hasPermission(manager, 'OPERATOR') && member.division_id !== manager.division_id) throw new AppError(403, M.notManager, 'NOT_MANAGER');
  await addApplication(db, campaign, memberId, true);
}

/** Refuses a member who is not logged in as a manager of anything (used for the managers' queue). */
export function assertAnyManager(user: UserRow): void {
  if (!hasPermission(user, 'DIVISION')) throw new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
}
