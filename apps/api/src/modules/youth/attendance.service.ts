import { ATTENDANCE_CORRECTABLE_STATUSES, CHECK_IN_STATUSES, isCampaignDay, isOnCampaignDays, minutesBetween, scanOutcome, servedMinutes } from '@nanum/shared/attendance';
import { ATTENDANCE_MESSAGES as A, ATTENDANCE_ALARMS } from '@nanum/shared/attendanceMessages';
import type { AttendanceCorrectionInput, CheckInInput } from '@nanum/shared/attendanceSchemas';
import type { AttendanceCheckResult, AttendanceCode, AttendanceValues, OperatorAttendance } from '@nanum/shared/attendanceViews';
import { formatDateTime } from '@nanum/shared/format';
import { SOCKET_EVENTS } from '@nanum/shared/socketEvents';
import { instantOfSiteDateTimeInput } from '@nanum/shared/timeZone';
import { YOUTH_MESSAGES as M } from '@nanum/shared/youthMessages';
import { decisionRefusal } from '@nanum/shared/youthRules';
import { AppError } from '../../http/AppError';
import { recordChange, type Actor } from '../admin/audit.service';
import { notifyUsers } from '../alarm/alarm.service';
import type { UserRow } from '../user/user.repo';
import { findAttendance, findParticipationId, insertCheckIn, listAttendanceRoster, listCampaignManagerIds, saveCorrection, updateCheckOut } from './attendance.repo';
import type { AttendanceSigner } from './attendance.token';
import { asManager, assertManages, requireCampaign, type YouthDeps } from './campaign.service';
import { findParticipation, type ParticipationRecord } from './participation.repo';
import { refusalError } from './participation.service';

export interface AttendanceDeps extends YouthDeps {
  signer: AttendanceSigner;
}

const invalidCode = () => new AppError(400, A.codeInvalid, 'CODE_INVALID');

/** The operator's screen: the campaign, its current code and who checked in (its managers only). */
export async function loadOperatorAttendance(deps: AttendanceDeps, user: UserRow, campaignId: number, now = new Date()): Promise<OperatorAttendance> {
  const campaign = await requireCampaign(deps.db, campaignId);
  assertManages(user, campaign);
  return {
    campaign: { id: campaign.id, name: campaign.name, place: campaign.place, startDate: campaign.startDate, endDate: campaign.endDate, isToday: isCampaignDay(campaign, now) },
    code: deps.signer.issue('C', campaign.id, now),
    roster: await listAttendanceRoster(deps.db, campaign.id),
  };
}

/** The campaign's next code (the screen asks when the shown one rotates). */
export async function campaignCode(deps: AttendanceDeps, user: UserRow, campaignId: number): Promise<AttendanceCode> {
  const campaign = await requireCampaign(deps.db, campaignId);
  assertManages(user, campaign);
  return deps.signer.issue('C', campaign.id);
}

/** A participation may check in or out now: selected, on one of the campaign's days; else the reason. */
function assertMayScan(record: ParticipationRecord, attendance: AttendanceValues | null, now: Date): void {
  if (!CHECK_IN_STATUSES.includes(record.status)) {
    if (attendance?.checkOutAt) throw new AppError(409, A.alreadyCheckedOut, 'ALREADY_CHECKED_OUT');
    throw new AppError(403, A.notSelected, 'NOT_SELECTED');
  }
  if (!isCampaignDay({ startDate: record.campaignStartDate, endDate: record.campaignEndDate }, now)) throw new AppError(409, A.notCampaignDay, 'NOT_CAMPAIGN_DAY');
}

/** Pushes a participant's new attendance to the campaign's managers and the member. */
async function pushAttendance(deps: AttendanceDeps, record: ParticipationRecord): Promise<AttendanceValues | null> {
  const [entry] = await listAttendanceRoster(deps.db, record.campaignId, record.id);
  if (!entry) return null;
  const managers = await listCampaignManagerIds(deps.db, record.campaignDivisionId);
  deps.realtime.toUsers([...new Set([...managers, record.userId])], SOCKET_EVENTS.ATTENDANCE_UPDATE, { campaignId: record.campaignId, entry });
  return entry.attendance;
}

/**
 * A scan of a valid code for `record`: checks in (server time), or checks out with the minutes
 * served since, or, a second scan within a minute of checking in, changes nothing. Refused after
 * check-out. `by` is the operator who scanned the member's own code (null: the member scanned).
 */
async function recordScan(deps: AttendanceDeps, record: ParticipationRecord, by: number | null, now: Date): Promise<AttendanceCheckResult> {
  const outcome = await deps.db.transaction(async (trx) => {
    const attendance = await findAttendance(trx, record.id);
    assertMayScan(record, attendance, now);
    const next = scanOutcome(attendance, now);
    if (next === 'closed') throw new AppError(409, A.alreadyCheckedOut, 'ALREADY_CHECKED_OUT');
    if (next === 'checkIn') return (await insertCheckIn(trx, record.id, now, by)) ? next : 'repeat';
    if (next === 'checkOut' && attendance) {
      return (await updateCheckOut(trx, record.id, now, servedMinutes(new Date(attendance.checkInAt), now), by)) ? next : 'repeat';
    }
    return 'repeat';
  });
  const attendance = outcome === 'repeat' ? await findAttendance(deps.db, record.id) : await pushAttendance(deps, record);
  if (!attendance) throw new AppError(409, A.noAttendance, 'NO_ATTENDANCE');
  return { outcome, userName: record.userName, campaignName: record.campaignName, attendance };
}

/** A member checks in or out with the campaign's QR text or its short code. */
export async function checkInWithCode(deps: AttendanceDeps, user: UserRow, input: CheckInInput, now = new Date()): Promise<AttendanceCheckResult> {
  let campaignId: number;
  if ('token' in input) {
    const verified = deps.signer.verify(input.token, now);
    if (!verified.ok) throw verified.reason === 'expired' ? new AppError(400, A.codeExpired, 'CODE_EXPIRED') : invalidCode();
    if (verified.kind !== 'C') throw invalidCode();
    campaignId = verified.id;
  } else {
    if (!deps.signer.verifyShortCode(input.campaignId, input.code, now)) throw invalidCode();
    campaignId = input.campaignId;
  }
  const participationId = await findParticipationId(deps.db, campaignId, user.id);
  const record = participationId === undefined ? undefined : await findParticipation(deps.db, participationId);
  if (!record) throw new AppError(403, A.notSelected, 'NOT_SELECTED');
  return recordScan(deps, record, null, now);
}

/** An operator's camera reads a member's own code on the campaign's attendance screen (decisionRefusal: not their own, a division head's own division's member). */
export async function scanMemberCode(deps: AttendanceDeps, user: UserRow, campaignId: number, token: string, now = new Date()): Promise<AttendanceCheckResult> {
  const campaign = await requireCampaign(deps.db, campaignId);
  assertManages(user, campaign);
  const verified = deps.signer.verify(token, now);
  if (!verified.ok) throw verified.reason === 'expired' ? new AppError(400, A.codeExpired, 'CODE_EXPIRED') : invalidCode();
  if (verified.kind !== 'P') throw invalidCode();
  const record = await findParticipation(deps.db, verified.id);
  if (!record) throw invalidCode();
  if (record.campaignId !== campaign.id) throw new AppError(409, A.memberCodeOtherCampaign, 'OTHER_CAMPAIGN');
  const refusal = decisionRefusal(asManager(user), campaign, record);
  if (refusal) throw refusalError(refusal);
  return recordScan(deps, record, user.id, now);
}

/** The member's own code of one participation (to show the operator), while it may check in or out. */
export async function memberCode(deps: AttendanceDeps, user: UserRow, participationId: number, now = new Date()): Promise<AttendanceCode> {
  const record = await findParticipation(deps.db, participationId);
  if (!record || record.userId !== user.id) throw new AppError(403, A.memberCodeNotMine, 'NOT_MINE');
  const attendance = await findAttendance(deps.db, record.id);
  assertMayScan(record, attendance, now);
  if (attendance?.checkOutAt) throw new AppError(409, A.alreadyCheckedOut, 'ALREADY_CHECKED_OUT');
  return deps.signer.issue('P', record.id, now);
}

/** The audited values of an attendance record, in Korean time. */
const auditView = (attendance: AttendanceValues | null) => ({
  checkInAt: attendance ? formatDateTime(attendance.checkInAt) : null,
  checkOutAt: attendance?.checkOutAt ? formatDateTime(attendance.checkOutAt) : null,
  minutesServed: attendance?.minutesServed ?? null,
});

/**
 * A manager of the campaign (never the participant: four eyes; a division head only a member now in
 * their division) corrects the check-in and check-out times and the minutes served, with a reason,
 * before hours are approved. Without minutes given, the minutes between the times (the schema caps that span). Both times lie on the campaign's days
 * (Korean calendar); else 400 and nothing changes. Audited (before and after); the member gets an alarm.
 */
export async function correctAttendance(deps: AttendanceDeps, user: UserRow, actor: Actor, participationId: number, input: AttendanceCorrectionInput): Promise<AttendanceValues> {
  const record = await findParticipation(deps.db, participationId);
  if (!record) throw new AppError(404, M.participationNotFound, 'PARTICIPATION_NOT_FOUND');
  // Never the participant (four eyes); a division head only a member still in their division.
  const refusal = decisionRefusal(asManager(user), { divisionId: record.campaignDivisionId }, record);
  if (refusal) throw refusalError(refusal);
  if (!ATTENDANCE_CORRECTABLE_STATUSES.includes(record.status)) throw new AppError(409, A.notCorrectable, 'NOT_CORRECTABLE');
  const days = { startDate: record.campaignStartDate, endDate: record.campaignEndDate };
  if (!isOnCampaignDays(days, input.checkInAt) || (input.checkOutAt !== null && !isOnCampaignDays(days, input.checkOutAt))) {
    throw new AppError(400, A.timeOutsideCampaign(days.startDate, days.endDate), 'TIME_OUTSIDE_CAMPAIGN');
  }
  const checkInAt = instantOfSiteDateTimeInput(input.checkInAt);
  const checkOutAt = input.checkOutAt === null ? null : instantOfSiteDateTimeInput(input.checkOutAt);
  if (!checkInAt || checkOutAt === undefined) throw new AppError(400, A.timeInvalid, 'TIME_INVALID');
  const minutes = input.minutes ?? (checkOutAt ? minutesBetween(checkInAt, checkOutAt) : null);

  await deps.db.transaction(async (trx) => {
    const before = await findAttendance(trx, record.id);
    await saveCorrection(trx, record.id, { checkInAt, checkOutAt, minutes }, user.id, input.reason);
    const after = await findAttendance(trx, record.id);
    await recordChange(trx, actor, {
      action: 'attendance.correct',
      targetType: 'participation',
      targetId: record.id,
      before: { campaignId: record.campaignId, userId: record.userId, ...auditView(before) },
      after: { campaignId: record.campaignId, userId: record.userId, ...auditView(after), reason: input.reason },
    });
  });
  const attendance = await pushAttendance(deps, record);
  await notifyUsers(deps, [record.userId], { kind: 'youth', title: ATTENDANCE_ALARMS.corrected, subTitle: record.campaignName, description: `사유: ${input.reason}`, href: '/youth/attendance' });
  if (!attendance) throw new AppError(409, A.noAttendance, 'NO_ATTENDANCE');
  return attendance;
}
