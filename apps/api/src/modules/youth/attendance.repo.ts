import type { AttendanceRosterEntry, AttendanceValues, MyAttendance } from '@nanum/shared/attendanceViews';
import { isCampaignDay } from '@nanum/shared/attendance';
import { DIVISION_RANKS } from '@nanum/shared/permissions';
import type { ParticipationStatus } from '@nanum/shared/youthRules';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { toDbDate, toIso, toNumber } from '../../db/values';

type Conn = Db | Knex.Transaction;

/** States shown with attendance: selected (checking in), attended and approved (done). */
const ROSTER_STATUSES: readonly ParticipationStatus[] = ['selected', 'attended', 'approved'];

interface AttendanceRow {
  check_in_at: string | Date | null;
  check_out_at: string | Date | null;
  minutes_served: number | string | null;
  check_in_by: number | null;
  corrected_at: string | Date | null;
  correction_reason: string | null;
}

const ATTENDANCE_COLUMNS = ['a.check_in_at', 'a.check_out_at', 'a.minutes_served', 'a.check_in_by', 'a.corrected_at', 'a.correction_reason'];

/** The attendance of a joined row, or null when it never checked in. */
function attendanceOf(row: AttendanceRow): AttendanceValues | null {
  const checkInAt = toIso(row.check_in_at);
  if (!checkInAt) return null;
  return {
    checkInAt,
    checkOutAt: toIso(row.check_out_at),
    minutesServed: row.minutes_served === null ? null : toNumber(row.minutes_served),
    scannedByOperator: row.check_in_by !== null,
    correctedAt: toIso(row.corrected_at),
    correctionReason: row.correction_reason,
  };
}

export async function findAttendance(db: Conn, participationId: number): Promise<AttendanceValues | null> {
  const row: AttendanceRow | undefined = await db('participation_attendance as a').where('a.participation_id', participationId).first(ATTENDANCE_COLUMNS);
  return row ? attendanceOf(row) : null;
}

/**
 * Checks in (server time); false when the participation already has a record. Two scans at the
 * same moment both read no record: the second insert is ignored (the first check-in stands).
 */
export async function insertCheckIn(trx: Knex.Transaction, participationId: number, at: Date, by: number | null): Promise<boolean> {
  if (await trx('participation_attendance').where({ participation_id: participationId }).first('participation_id')) return false;
  const now = toDbDate(at);
  await trx('participation_attendance').insert({ participation_id: participationId, check_in_at: now, check_in_by: by, created_at: now, updated_at: now }).onConflict('participation_id').ignore();
  return true;
}

/** Checks out with the minutes served; false when it was checked out meanwhile. */
export async function updateCheckOut(trx: Knex.Transaction, participationId: number, at: Date, minutes: number, by: number | null): Promise<boolean> {
  const now = toDbDate(at);
  const changed = await trx('participation_attendance')
    .where({ participation_id: participationId })
    .whereNull('check_out_at')
    .update({ check_out_at: now, minutes_served: minutes, check_out_by: by, updated_at: now });
  return changed === 1;
}

/** A manager's correction: new times and minutes, who, when and why (a record made when there was none). */
export async function saveCorrection(
  trx: Knex.Transaction,
  participationId: number,
  values: { checkInAt: Date; checkOutAt: Date | null; minutes: number | null },
  by: number,
  reason: string,
): Promise<void> {
  const now = toDbDate();
  const row = {
    check_in_at: toDbDate(values.checkInAt),
    check_out_at: values.checkOutAt ? toDbDate(values.checkOutAt) : null,
    minutes_served: values.minutes,
    corrected_by: by,
    corrected_at: now,
    correction_reason: reason,
    updated_at: now,
  };
  // One upsert: an UPDATE of a missing record locks the gap it then inserts into (two at once deadlocked on MariaDB).
  await trx('participation_attendance').insert({ participation_id: participationId, ...row, created_at: now }).onConflict('participation_id').merge(Object.keys(row));
}

/** The campaign's selected, attended and approved participants with their attendance, by name. */
export async function listAttendanceRoster(db: Conn, campaignId: number, participationId?: number): Promise<AttendanceRosterEntry[]> {
  const query = db('campaign_participations as p')
    .join('users as u', 'u.id', 'p.user_id')
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .leftJoin('participation_attendance as a', 'a.participation_id', 'p.id')
    .where('p.campaign_id', campaignId)
    .whereIn('p.status', ROSTER_STATUSES)
    .orderBy([{ column: 'u.name' }, { column: 'p.id' }])
    .select('p.id', 'p.user_id', 'u.name as user_name', 't.name as team_name', 'p.status', ...ATTENDANCE_COLUMNS);
  if (participationId !== undefined) void query.where('p.id', participationId);
  const rows: (AttendanceRow & { id: number; user_id: number; user_name: string; team_name: string | null; status: ParticipationStatus })[] = await query;
  return rows.map((row) => ({
    participationId: toNumber(row.id),
    userId: toNumber(row.user_id),
    userName: row.user_name,
    teamName: row.team_name,
    status: row.status,
    attendance: attendanceOf(row),
  }));
}

/** The member's selected, attended and approved participations, newest campaign first (at most 20). */
export async function listMyAttendance(db: Conn, userId: number, now: Date = new Date()): Promise<MyAttendance[]> {
  const rows: (AttendanceRow & { id: number; campaign_id: number; name: string; place: string; start_date: string; end_date: string; status: ParticipationStatus })[] = await db(
    'campaign_participations as p',
  )
    .join('campaigns as c', 'c.id', 'p.campaign_id')
    .leftJoin('participation_attendance as a', 'a.participation_id', 'p.id')
    .where('p.user_id', userId)
    .whereIn('p.status', ROSTER_STATUSES)
    .orderBy([{ column: 'c.start_date', order: 'desc' }, { column: 'p.id', order: 'desc' }])
    .limit(20)
    .select('p.id', 'p.campaign_id', 'c.name', 'c.place', 'c.start_date', 'c.end_date', 'p.status', ...ATTENDANCE_COLUMNS);
  return rows.map((row) => ({
    participationId: toNumber(row.id),
    campaignId: toNumber(row.campaign_id),
    campaignName: row.name,
    place: row.place,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    isToday: isCampaignDay({ startDate: row.start_date, endDate: row.end_date }, now),
    attendance: attendanceOf(row),
  }));
}

/** The member's participation in a campaign (any state), or undefined. */
export async function findParticipationId(db: Conn, campaignId: number, userId: number): Promise<number | undefined> {
  const row: { id: number } | undefined = await db('campaign_participations').where({ campaign_id: campaignId, user_id: userId }).first('id');
  return row ? toNumber(row.id) : undefined;
}

/**
 * Who manages a campaign (youthRules canManageCampaign, SPEC section 6 kinds): verified accounts
 * with hidden 0 or 2 that are operators or admins, or division heads (rank 10, 19) of its division.
 */
export async function listCampaignManagerIds(db: Conn, divisionId: number | null): Promise<number[]> {
  const ids: (number | string)[] = await db('users')
    .where({ certify: 1 })
    .whereIn('hidden', [0, 2])
    .where((scope) => {
      void scope.where('power', '>=', 1);
      if (divisionId !== null) void scope.orWhere((head) => head.whereIn('rank', DIVISION_RANKS).andWhere('division_id', divisionId));
    })
    .pluck('id');
  return ids.map(toNumber);
}
