import { campaignPath } from '@nanum/shared/campaignPage';
import { SOCKET_EVENTS } from '@nanum/shared/socketEvents';
import { trophyReached } from '@nanum/shared/trophy';
import { PARTICIPATION_ALARMS, TROPHY_ALARM, YOUTH_MESSAGES as M } from '@nanum/shared/youthMessages';
import { formatHours, participationRefusal, PARTICIPATION_TRANSITIONS, PLACE_HOLDING_OPEN_STATUSES, type ParticipationAction, type ParticipationRefusal } from '@nanum/shared/youthRules';
import { creditLimitRefusal, participationSchedule, type ParticipationActionInput } from '@nanum/shared/youthSchemas';
import { AppError } from '../../http/AppError';
import { notifyUsers } from '../alarm/alarm.service';
import { recordChange, type Actor } from '../admin/audit.service';
import type { UserRow } from '../user/user.repo';
import { listApprovedCampaigns, lockCampaign } from './campaign.repo';
import { asManager, type YouthDeps } from './campaign.service';
import { revokeCertificatesShowing } from './certificateLedger';
import { changeParticipationState, findParticipation, promoteWaiting, type ParticipationRecord, type StateChange } from './participation.repo';
import { alarmPromoted } from './waitlist.service';

/** The Korean answer of each refusal of the lifecycle rules. */
const REFUSALS: Record<ParticipationRefusal, [status: number, message: string, code: string]> = {
  notManager: [403, M.notManager, 'NOT_MANAGER'],
  ownRecord: [403, M.ownParticipation, 'OWN_PARTICIPATION'],
  outsideDivision: [403, M.participantOutsideDivision, 'OUTSIDE_DIVISION'],
  wrongState: [409, M.stateInvalid, 'STATE_INVALID'],
  notEnded: [409, M.activityNotEnded, 'ACTIVITY_NOT_ENDED'],
};

/** The answer of a refusal (403 or 409, its Korean message and code): also the attendance screen's. */
export const refusalError = (refusal: ParticipationRefusal): AppError => new AppError(...REFUSALS[refusal]);

/** Which *_by / *_at columns each action stamps. */
const STEPS: Record<ParticipationAction, StateChange['step']> = {
  select: 'selected',
  attend: 'attended',
  approve: 'decided',
  reject: 'decided',
  correct: 'revised',
  cancel: 'revised',
};

/** The stored change of an action: its state, and the minutes it sets (attend, correct; reject clears them). */
function changeOf(input: ParticipationActionInput, by: number): StateChange {
  const change: StateChange = { to: PARTICIPATION_TRANSITIONS[input.action].to, step: STEPS[input.action], by };
  if (input.action === 'attend' || input.action === 'correct') change.creditMinutes = input.minutes;
  if (input.action === 'reject') change.creditMinutes = 0;
  if (input.action === 'correct' || input.action === 'cancel') change.reason = input.reason;
  return change;
}

/**
 * Why the minutes of an attendance or a correction are refused, or null: longer than the
 * campaign's activity (its scheduled span, or 24 hours a day: creditLimitMinutes).
 */
function creditRefusal(input: ParticipationActionInput, record: ParticipationRecord): string | null {
  if (input.action !== 'attend' && input.action !== 'correct') return null;
  return creditLimitRefusal(input.minutes, participationSchedule(record));
}

/** The audited view of a participation. */
const auditView = (record: ParticipationRecord) => ({
  campaignId: record.campaignId,
  userId: record.userId,
  status: record.status,
  minutes: record.creditMinutes,
  reason: record.reviseReason,
});

/** What the member's alarm says beside the title. */
function alarmDescription(input: ParticipationActionInput): string {
  if (input.action === 'attend') return `확인된 시간 ${formatHours(input.minutes)}`;
  if (input.action === 'correct') return `인정 시간 ${formatHours(input.minutes)} · 사유: ${input.reason}`;
  if (input.action === 'cancel') return `사유: ${input.reason}`;
  return '';
}

/**
 * A manager's step in a participation's lifecycle (youthRules.ts): refused unless they manage the
 * campaign, the record is not their own (four eyes), a division head's member is still in their
 * division (read in the step's transaction), the record is in a state the action starts
 * from, and, for attendance, approval and correction, the activity has ended; minutes confirmed or
 * corrected longer than the activity itself are bad input (400). The change, its
 * audit entry (before and after) and, for a correction or cancellation, the revocation of every
 * still-valid certificate showing the record land in one transaction. Then the member gets an
 * alarm, live, and their campaignList when their credited record changed, and a trophy alarm when
 * an approval reaches a tier.
 */
export async function actOnParticipation(deps: YouthDeps, manager: UserRow, actor: Actor, id: number, input: ParticipationActionInput): Promise<ParticipationRecord> {
  const { db } = deps;
  const { after, promoted } = await db.transaction(async (trx) => {
    const before = await findParticipation(trx, id);
    if (!before) throw new AppError(404, M.participationNotFound, 'PARTICIPATION_NOT_FOUND');
    const campaign = { divisionId: before.campaignDivisionId, endDate: before.campaignEndDate };
    const refusal = participationRefusal(asManager(manager), campaign, before, input.action);
    if (refusal) throw refusalError(refusal);
    const tooLong = creditRefusal(input, before);
    if (tooLong) throw new AppError(400, tooLong, 'CREDIT_OVER_ACTIVITY');
    // A correction that changes nothing would still revoke the member's certificates (and say "정정" on them).
    if (input.action === 'correct' && input.minutes === before.creditMinutes) throw new AppError(400, M.correctionUnchanged, 'CORRECTION_UNCHANGED');
    // A rejection frees a place: the campaign is locked (as applications lock it) and the first waiting application takes it.
    const locked = input.action === 'reject' ? await lockCampaign(trx, before.campaignId) : undefined;
    if (!(await changeParticipationState(trx, id, before.status, changeOf(input, manager.id)))) throw new AppError(...REFUSALS.wrongState);
    const promotedIds = locked && PLACE_HOLDING_OPEN_STATUSES.includes(before.status) ? await promoteWaiting(trx, before.campaignId, locked.capacity) : [];
    const changed = await findParticipation(trx, id);
    if (!changed) throw new AppError(404, M.participationNotFound, 'PARTICIPATION_NOT_FOUND');
    const revoked = input.action === 'correct' || input.action === 'cancel' ? await revokeCertificatesShowing(trx, actor, id, input.reason) : [];
    await recordChange(trx, actor, {
      action: `participation.${input.action}`,
      targetType: 'participation',
      targetId: id,
      before: auditView(before),
      after: { ...auditView(changed), ...(revoked.length > 0 ? { revokedCertificates: revoked } : {}) },
    });
    return { after: changed, promoted: promotedIds };
  });
  await alarmPromoted(deps, { id: after.campaignId, name: after.campaignName }, promoted);

  const credited = input.action === 'approve' || input.action === 'correct' || input.action === 'cancel';
  await notifyUsers(deps, [after.userId], {
    kind: 'youth',
    title: PARTICIPATION_ALARMS[input.action],
    subTitle: after.campaignName,
    description: input.action === 'approve' ? `인정 시간 ${formatHours(after.creditMinutes)}` : alarmDescription(input),
    href: credited ? `/youth/ability/${after.userId}` : campaignPath(after.campaignId),
  });
  if (credited) {
    const campaignList = await listApprovedCampaigns(db, after.userId);
    deps.realtime.toUser(after.userId, SOCKET_EVENTS.CAMPAIGN_LIST_UPDATE, { campaignList });
    // An approval that reaches a tier (14, 18, 24, 30 campaigns) earns its trophy.
    const trophy = input.action === 'approve' ? trophyReached(campaignList.length - 1, campaignList.length) : null;
    if (trophy) {
      await notifyUsers(deps, [after.userId], {
        kind: 'trophy',
        title: TROPHY_ALARM.title(trophy),
        subTitle: TROPHY_ALARM.subTitle,
        description: TROPHY_ALARM.description(campaignList.length, trophy),
        href: `/youth/ability/${after.userId}`,
      });
    }
  }
  return after;
}
