import { FORBIDDEN_MESSAGE } from '@nanum/shared/accessMessages';
import { hasPermission } from '@nanum/shared/permissions';
import { ORGANISATION_MESSAGES, YOUTH_MESSAGES as M } from '@nanum/shared/youthMessages';
import { applicationClosure } from '@nanum/shared/campaignPage';
import { canManageCampaign, hoursToMinutes, isParticipantType, withdrawalRefusal, type ManagerUser, type WithdrawalRefusal } from '@nanum/shared/youthRules';
import type { CampaignInput } from '@nanum/shared/youthSchemas';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { recordChange, type Actor } from '../admin/audit.service';
import { findUserById, type UserRow } from '../user/user.repo';
import { deleteCampaignWithoutApproved, findCampaign, insertCampaign, lockCampaign, updateCampaign, type CampaignRecord, type CampaignValues } from './campaign.repo';
import { alarmPromoted } from './waitlist.service';
import { findDivision } from './organisation.repo';
import { countActiveParticipations, findOwnParticipation, insertApplication, promoteWaiting, withdrawParticipation } from './participation.repo';

export interface YouthDeps {
  db: Db;
  realtime: RealtimeEmitter;
  /** Most minutes a person is credited for one day (YOUTH_DAILY_CAP_HOURS; default 8 hours). */
  dailyCapMinutes?: number;
}

/** The session user as the shared manager rules read it (division from division_id). */
export const asManager = (user: UserRow | undefined): ManagerUser | undefined => (user ? { ...user, division: user.division_id } : undefined);

export async function requireCampaign(db: Db | Knex.Transaction, id: number): Promise<CampaignRecord> {
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
async function valuesOf(db: Db, user: UserRow, input: CampaignInput): Promise<CampaignValues> {
  const operator = hasPermission(user, 'OPERATOR');
  if (!operator && user.division_id === null) throw new AppError(403, M.divisionRequired, 'DIVISION_REQUIRED');
  // An operator names the division: one that does not exist is bad input, not a database error.
  if (operator && input.divisionId != null && !(await findDivision(db, input.divisionId))) throw new AppError(400, ORGANISATION_MESSAGES.divisionNotFound, 'DIVISION_NOT_FOUND');
  return {
    name: input.name,
    description: input.description,
    place: input.place,
    startDate: input.startDate,
    endDate: input.endDate,
    startTime: input.startTime,
    endTime: input.endTime,
    applyDeadline: input.applyDeadline,
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
  startTime: campaign.startTime,
  endTime: campaign.endTime,
  applyDeadline: campaign.applyDeadline,
  creditMinutes: campaign.creditMinutes,
  capacity: campaign.capacity,
  divisionId: campaign.divisionId,
});

/** Creates a campaign and records it in the audit log, in one transaction. */
export async function createCampaign(db: Db, user: UserRow, actor: Actor, input: CampaignInput): Promise<CampaignRecord> {
  return db.transaction(async (trx) => {
    const id = await insertCampaign(trx, await valuesOf(trx, user, input), user.id);
    const created = await requireCampaign(trx, id);
    await recordChange(trx, actor, { action: 'campaign.create', targetType: 'campaign', targetId: id, before: null, after: campaignAudit(created) });
    return created;
  });
}

/**
 * Edits a campaign the user manages, recording before and after, in one transaction; a larger
 * capacity gives its new places to the waiting applications, who get an alarm.
 */
export async function editCampaign(deps: YouthDeps, user: UserRow, actor: Actor, id: number, input: CampaignInput): Promise<CampaignRecord> {
  const { after, promoted } = await deps.db.transaction(async (trx) => {
    await lockCampaign(trx, id);
    const before = await requireCampaign(trx, id);
    assertManages(user, before);
    await updateCampaign(trx, id, await valuesOf(trx, user, input));
    const promotedIds = await promoteWaiting(trx, id, input.capacity);
    const changed = await requireCampaign(trx, id);
    await recordChange(trx, actor, { action: 'campaign.update', targetType: 'campaign', targetId: id, before: campaignAudit(before), after: campaignAudit(changed) });
    return { after: changed, promoted: promotedIds };
  });
  await alarmPromoted(deps, after, promoted);
  return after;
}

/**
 * Deletes a campaign the user manages when nothing was confirmed, approved or cancelled (its
 * applications go with it), recording the campaign as it was in the audit log, in one transaction.
 * The campaign's row is locked first, as applications take it (the other order deadlocked on MariaDB).
 */
export async function deleteCampaign(db: Db, user: UserRow, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    await lockCampaign(trx, id);
    const before = await requireCampaign(trx, id);
    assertManages(user, before);
    if (!(await deleteCampaignWithoutApproved(trx, id))) throw new AppError(409, M.campaignHasApproved, 'HAS_APPROVED');
    await recordChange(trx, actor, { action: 'campaign.delete', targetType: 'campaign', targetId: id, before: campaignAudit(before), after: null });
  });
}

/**
 * An application of `memberId`: the member's own (`enrolledBy` null), or a manager's enrolment,
 * audited (`participation.enroll`) in the transaction that adds it. Applied while the campaign
 * has a free place, waiting beyond its capacity. The campaign's row is locked for the
 * transaction, so concurrent applications take turns and never exceed the capacity. A member's own
 * application is refused after the deadline or the end; a manager may still enrol (a walk-in).
 */
export async function addApplication(db: Db, campaignId: number, memberId: number, enrolledBy: Actor | null): Promise<'applied' | 'waiting'> {
  return db.transaction(async (trx) => {
    const locked = await lockCampaign(trx, campaignId);
    const campaign = locked && (await findCampaign(trx, campaignId));
    if (!campaign) throw new AppError(404, M.campaignNotFound, 'CAMPAIGN_NOT_FOUND');
    const closure = enrolledBy ? null : applicationClosure(campaign);
    if (closure === 'ended') throw new AppError(409, M.campaignEnded, 'CAMPAIGN_ENDED');
    if (closure === 'deadlinePassed') throw new AppError(409, M.deadlinePassed, 'DEADLINE_PASSED');
    const full = campaign.capacity !== null && (await countActiveParticipations(trx, campaign.id)) >= campaign.capacity;
    const status = full ? 'waiting' : 'applied';
    const id = await insertApplication(trx, campaign.id, memberId, status);
    if (id === null) throw new AppError(409, M.alreadyApplied, 'ALREADY_APPLIED');
    if (enrolledBy) {
      await recordChange(trx, enrolledBy, { action: 'participation.enroll', targetType: 'participation', targetId: id, before: null, after: { campaignId: campaign.id, userId: memberId, status } });
    }
    return status;
  });
}

/** The logged-in member applies: types 2, 3 and 4 only. Answers applied, or waiting when the campaign is full. */
export async function apply(db: Db, user: UserRow, campaignId: number): Promise<'applied' | 'waiting'> {
  if (!isParticipantType(user.type)) throw new AppError(403, M.applyNotAllowed, 'NOT_PARTICIPANT');
  return addApplication(db, campaignId, user.id, null);
}

/** The Korean answer of each refusal of a withdrawal (withdrawalRefusal in youthRules.ts). */
const WITHDRAWAL_REFUSALS: Record<WithdrawalRefusal, [status: number, message: string, code: string]> = {
  notPending: [409, M.cancelNotPending, 'NOT_PENDING'],
  started: [409, M.cancelStarted, 'ACTIVITY_STARTED'],
  attended: [409, M.cancelAttended, 'HAS_ATTENDANCE'],
};

/**
 * The member withdraws their application (waiting at any time; applied or selected before the
 * activity's first day, Korean time, and never with an attendance record: withdrawalRefusal). The
 * withdrawal deletes the participation, so a record a manager must answer for (a check-in, an
 * audited attendance correction) stays. A place it held goes to the first waiting application, in
 * the same transaction; that member gets an alarm.
 */
export async function withdraw(deps: YouthDeps, user: UserRow, campaignId: number): Promise<void> {
  const { campaign, promoted } = await deps.db.transaction(async (trx) => {
    const locked = await lockCampaign(trx, campaignId);
    if (!locked) throw new AppError(404, M.campaignNotFound, 'CAMPAIGN_NOT_FOUND');
    const current = await requireCampaign(trx, campaignId);
    const refusal = withdrawalRefusal(await findOwnParticipation(trx, campaignId, user.id), current);
    if (refusal) throw new AppError(...WITHDRAWAL_REFUSALS[refusal]);
    const { withdrawn, heldPlace } = await withdrawParticipation(trx, campaignId, user.id);
    if (!withdrawn) throw new AppError(...WITHDRAWAL_REFUSALS.notPending);
    return { campaign: current, promoted: heldPlace ? await promoteWaiting(trx, campaignId, locked.capacity) : [] };
  });
  await alarmPromoted(deps, campaign, promoted);
}

/** A manager enrols a member (types 2, 3 and 4) as applied, or waiting when the campaign is full; selecting them is the next step. Audited. */
export async function enroll(db: Db, manager: UserRow, actor: Actor, campaignId: number, memberId: number): Promise<'applied' | 'waiting'> {
  const campaign = await requireCampaign(db, campaignId);
  assertManages(manager, campaign);
  const member = await findUserById(db, memberId);
  if (!member) throw new AppError(404, M.memberNotFound, 'USER_NOT_FOUND');
  if (!isParticipantType(member.type)) throw new AppError(400, M.memberNotParticipant, 'NOT_PARTICIPANT');
  // Withdrawal and an administrator's revocation take the verification away; neither takes part any more.
  if (member.certify !== 1) throw new AppError(400, M.memberNotVerified, 'NOT_VERIFIED');
  // A division head enrols the members of their own division only (the campaign is theirs: the refusal is about the member).
  if (!hasPermission(manager, 'OPERATOR') && member.division_id !== manager.division_id) throw new AppError(403, M.memberNotManaged, 'MEMBER_NOT_MANAGED');
  return addApplication(db, campaign.id, memberId, actor);
}

/** Refuses a member who is not logged in as a manager of anything (used for the managers' queue). */
export function assertAnyManager(user: UserRow): void {
  if (!hasPermission(user, 'DIVISION')) throw new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
}
