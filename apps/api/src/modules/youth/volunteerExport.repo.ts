import { EXPORTED_STATUSES, type VolunteerExportRow } from '@nanum/shared/volunteerExport';
import { siteDateTimeText } from '@nanum/shared/timeZone';
import type { ParticipationStatus } from '@nanum/shared/youthRules';
import type { Db } from '../../db/knex';
import { toIso, toNumber } from '../../db/values';

/** Most rows one export holds (a cohort over many years stays well under it). */
export const EXPORT_ROW_MAX = 20_000;

/** Whose served time an export lists: one campaign, one member, or a cohort (기수, team, division; together they narrow). */
export type ExportScope =
  | { campaignId: number }
  | { userId: number }
  | { cardinal?: number | undefined; teamId?: number | undefined; divisionId?: number | undefined };

/** An exported row with the ids that place it in its member's record. */
export interface ExportRecord extends Omit<VolunteerExportRow, 'countedMinutes'> {
  participationId: number;
  userId: number;
}

/**
 * When and where a row says the member served: the QR attendance record's check-in and check-out
 * (dates and times in Korean time) when there is a finished one, else the campaign's schedule.
 */
function servedPeriod(row: Record<string, unknown>): Pick<ExportRecord, 'startDate' | 'endDate' | 'startTime' | 'endTime'> {
  const checkIn = toIso(row.check_in_at as string | Date | null);
  const checkOut = toIso(row.check_out_at as string | Date | null);
  if (checkIn && checkOut) {
    const [inDay, inTime] = siteDateTimeText(new Date(checkIn)).split(' ') as [string, string];
    const [outDay, outTime] = siteDateTimeText(new Date(checkOut)).split(' ') as [string, string];
    return { startDate: inDay, startTime: inTime.slice(0, 5), endDate: outDay, endTime: outTime.slice(0, 5) };
  }
  return {
    startDate: String(row.start_date),
    endDate: String(row.end_date),
    startTime: (row.start_time as string | null) ?? null,
    endTime: (row.end_time as string | null) ?? null,
  };
}

/** Attended and approved participations in the scope, by date, campaign and name. */
export async function findExportRecords(db: Db, scope: ExportScope): Promise<ExportRecord[]> {
  const query = db('campaign_participations as p')
    .join('campaigns as c', 'c.id', 'p.campaign_id')
    .join('users as u', 'u.id', 'p.user_id')
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .leftJoin('participation_attendance as a', 'a.participation_id', 'p.id')
    .whereIn('p.status', EXPORTED_STATUSES)
    .orderBy([{ column: 'c.start_date' }, { column: 'c.id' }, { column: 'u.name' }, { column: 'p.id' }])
    .limit(EXPORT_ROW_MAX)
    .select(
      'p.id', 'p.user_id', 'p.status', 'p.credit_minutes', 'u.name as user_name', 'u.birthday', 'u.number', 'u.cardinal', 't.name as team_name',
      'c.name as campaign_name', 'c.place', 'c.start_date', 'c.end_date', 'c.start_time', 'c.end_time', 'a.check_in_at', 'a.check_out_at',
    );
  if ('campaignId' in scope) query.where('p.campaign_id', scope.campaignId);
  else if ('userId' in scope) query.where('p.user_id', scope.userId);
  else {
    if (scope.cardinal !== undefined) query.where('u.cardinal', scope.cardinal);
    if (scope.teamId !== undefined) query.where('u.team_id', scope.teamId);
    if (scope.divisionId !== undefined) query.where('u.division_id', scope.divisionId);
  }
  const rows: Record<string, unknown>[] = await query;
  return rows.map((row) => ({
    participationId: toNumber(row.id),
    userId: toNumber(row.user_id),
    name: String(row.user_name),
    birthday: (row.birthday as string | null) ?? null,
    phone: (row.number as string | null) ?? null,
    activityName: String(row.campaign_name),
    place: String(row.place ?? ''),
    ...servedPeriod(row),
    servedMinutes: toNumber(row.credit_minutes),
    cohort: toNumber(row.cardinal),
    teamName: (row.team_name as string | null) ?? null,
    status: row.status as ParticipationStatus,
  }));
}

/** Every attended or approved participation of these members, in the order the daily cap counts them (date, campaign, id). */
export async function findServedRecords(db: Db, userIds: readonly number[]): Promise<{ id: number; userId: number; startDate: string; endDate: string; minutes: number }[]> {
  if (userIds.length === 0) return [];
  const rows: Record<string, unknown>[] = await db('campaign_participations as p')
    .join('campaigns as c', 'c.id', 'p.campaign_id')
    .whereIn('p.user_id', userIds)
    .whereIn('p.status', EXPORTED_STATUSES)
    .orderBy([{ column: 'c.start_date' }, { column: 'c.id' }, { column: 'p.id' }])
    .select('p.id', 'p.user_id', 'c.start_date', 'c.end_date', 'p.credit_minutes');
  return rows.map((row) => ({ id: toNumber(row.id), userId: toNumber(row.user_id), startDate: String(row.start_date), endDate: String(row.end_date), minutes: toNumber(row.credit_minutes) }));
}
