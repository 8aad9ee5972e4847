import type { LedgerEntry } from '@nanum/shared/youthEntities';
import {
  ACTIVE_PARTICIPATION_STATUSES,
  hasActivityEnded,
  OPEN_PARTICIPATION_STATUSES,
  PLACE_HOLDING_OPEN_STATUSES,
  WITHDRAWABLE_STATUSES,
  type ParticipationStatus,
} from '@nanum/shared/youthRules';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { insertedId, toDbDate, toIso, toNumber } from '../../db/values';

/** One application with the member's public values and its campaign. */
export interface ParticipationRecord {
  id: number;
  campaignId: number;
  campaignName: string;
  campaignMinutes: number;
  campaignDivisionId: number | null;
  campaignStartDate: string;
  campaignEndDate: string;
  /** The campaign's times ('HH:MM', Korean time), or null (dates only). */
  campaignStartTime: string | null;
  campaignEndTime: string | null;
  userId: number;
  userName: string;
  /** The member's division now (a division head acts on their own division's members only). */
  userDivisionId: number | null;
  cardinal: number;
  teamName: string | null;
  status: ParticipationStatus;
  creditMinutes: number;
  /** Minutes of the finished attendance record (null without one). */
  attendedMinutes: number | null;
  /** Why an approved record was last corrected or cancelled. */
  reviseReason: string | null;
  appliedAt: string | null;
}

interface ParticipationRow {
  id: number;
  campaign_id: number;
  campaign_name: string;
  campaign_minutes: number;
  campaign_division_id: number | null;
  campaign_start_date: string;
  campaign_end_date: string;
  campaign_start_time: string | null;
  campaign_end_time: string | null;
  user_id: number;
  user_name: string;
  user_division_id: number | null;
  cardinal: number;
  team_name: string | null;
  status: ParticipationStatus;
  credit_minutes: number;
  attended_minutes: number | string | null;
  revise_reason: string | null;
  created_at: string | Date;
}

function participationQuery(db: Db | Knex.Transaction) {
  return db('campaign_participations as p')
    .join('campaigns as c', 'c.id', 'p.campaign_id')
    .join('users as u', 'u.id', 'p.user_id')
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .leftJoin('participation_attendance as a', 'a.participation_id', 'p.id')
    .select(
      'p.id', 'p.campaign_id', 'c.name as campaign_name', 'c.credit_minutes as campaign_minutes', 'c.division_id as campaign_division_id',
      'c.start_date as campaign_start_date', 'c.end_date as campaign_end_date', 'c.start_time as campaign_start_time', 'c.end_time as campaign_end_time',
      'p.user_id', 'u.name as user_name', 'u.division_id as user_division_id', 'u.cardinal', 't.name as team_name', 'p.status', 'p.credit_minutes', 'a.minutes_served as attended_minutes', 'p.revise_reason', 'p.created_at',
    );
}

function toRecord(row: ParticipationRow): ParticipationRecord {
  return {
    id: toNumber(row.id),
    campaignId: toNumber(row.campaign_id),
    campaignName: row.campaign_name,
    campaignMinutes: toNumber(row.campaign_minutes),
    campaignDivisionId: row.campaign_division_id === null ? null : toNumber(row.campaign_division_id),
    campaignStartDate: row.campaign_start_date,
    campaignEndDate: row.campaign_end_date,
    campaignStartTime: row.campaign_start_time ?? null,
    campaignEndTime: row.campaign_end_time ?? null,
    userId: toNumber(row.user_id),
    userName: row.user_name,
    userDivisionId: row.user_division_id === null ? null : toNumber(row.user_division_id),
    cardinal: toNumber(row.cardinal),
    teamName: row.team_name,
    status: row.status,
    creditMinutes: toNumber(row.credit_minutes),
    attendedMinutes: row.attended_minutes === null ? null : toNumber(row.attended_minutes),
    reviseReason: row.revise_reason,
    appliedAt: toIso(row.created_at),
  };
}

export async function findParticipation(db: Db | Knex.Transaction, id: number): Promise<ParticipationRecord | undefined> {
  const row: ParticipationRow | undefined = await participationQuery(db).where('p.id', id).first();
  return row ? toRecord(row) : undefined;
}

/** Participations of one campaign, in the order they came. */
export async function listCampaignParticipations(db: Db, campaignId: number): Promise<ParticipationRecord[]> {
  const rows: ParticipationRow[] = await participationQuery(db).where('p.campaign_id', campaignId).orderBy([{ column: 'p.id' }]);
  return rows.map(toRecord);
}

/** Participations waiting for a manager's step (applied, selected, attended), oldest first; one division's campaigns when divisionId is given. */
export async function listOpenParticipations(db: Db, divisionId?: number): Promise<ParticipationRecord[]> {
  const query = participationQuery(db).whereIn('p.status', OPEN_PARTICIPATION_STATUSES).orderBy([{ column: 'p.id' }]);
  if (divisionId !== undefined) query.where('c.division_id', divisionId);
  const rows: ParticipationRow[] = await query;
  return rows.map(toRecord);
}

/** The user's state in each campaign they applied to, and their place in its waitlist (1 first) while waiting. */
export async function listUserStatuses(db: Db, userId: number): Promise<Map<number, { status: ParticipationStatus; waitlistPosition: number | null }>> {
  const rows: { campaign_id: number; status: ParticipationStatus }[] = await db('campaign_participations').where({ user_id: userId }).select('campaign_id', 'status');
  const positions: { campaign_id: number; position: unknown }[] = await db('campaign_participations as p')
    .join('campaign_participations as w', function joinEarlier() {
      this.on('w.campaign_id', '=', 'p.campaign_id').andOn('w.id', '<=', 'p.id');
    })
    .where({ 'p.user_id': userId, 'p.status': 'waiting', 'w.status': 'waiting' })
    .groupBy('p.campaign_id')
    .select('p.campaign_id')
    .count({ position: 'w.id' });
  const positionOf = new Map(positions.map((row) => [toNumber(row.campaign_id), toNumber(row.position)]));
  return new Map(rows.map((row) => [toNumber(row.campaign_id), { status: row.status, waitlistPosition: positionOf.get(toNumber(row.campaign_id)) ?? null }]));
}

/**
 * Adds an application in the given state (applied, or waiting beyond capacity) unless the user
 * already has a participation in the campaign, inside the given transaction. Answers the new id,
 * or null when one existed.
 */
export async function insertApplication(trx: Knex.Transaction, campaignId: number, userId: number, status: 'applied' | 'waiting'): Promise<number | null> {
  const existing = await trx('campaign_participations').where({ campaign_id: campaignId, user_id: userId }).first('id');
  if (existing) return null;
  const now = toDbDate();
  return insertedId(await trx('campaign_participations').insert({ campaign_id: campaignId, user_id: userId, status, credit_minutes: 0, created_at: now, updated_at: now }));
}

/** Participations that hold a place in a campaign (applied, selected, attended, approved): what fills its capacity. */
export async function countActiveParticipations(trx: Knex.Transaction, campaignId: number): Promise<number> {
  const row = await trx('campaign_participations').where({ campaign_id: campaignId }).whereIn('status', ACTIVE_PARTICIPATION_STATUSES).count({ total: '*' }).first();
  return toNumber(row?.total);
}

/** The user's own participation of a campaign as withdrawal reads it: its state and whether it has an attendance record. */
export async function findOwnParticipation(db: Db | Knex.Transaction, campaignId: number, userId: number): Promise<{ status: ParticipationStatus; hasAttendance: boolean } | undefined> {
  const row: { status: ParticipationStatus; attended: unknown } | undefined = await db('campaign_participations as p')
    .leftJoin('participation_attendance as a', 'a.participation_id', 'p.id')
    .where({ 'p.campaign_id': campaignId, 'p.user_id': userId })
    .first('p.status', 'a.participation_id as attended');
  return row ? { status: row.status, hasAttendance: row.attended !== null && row.attended !== undefined } : undefined;
}

/**
 * Removes the user's own participation while it is waiting, applied or selected and has no
 * attendance record, inside the given transaction (the campaign locked). A record with attendance
 * (a check-in, a manager's audited correction) is never deleted this way: the deletion would take
 * it along unaudited. Answers whether one was removed and whether it held a place.
 */
export async function withdrawParticipation(trx: Knex.Transaction, campaignId: number, userId: number): Promise<{ withdrawn: boolean; heldPlace: boolean }> {
  const row: { id: number; status: ParticipationStatus } | undefined = await trx('campaign_participations')
    .where({ campaign_id: campaignId, user_id: userId })
    .whereIn('status', WITHDRAWABLE_STATUSES)
    .first('id', 'status');
  if (!row) return { withdrawn: false, heldPlace: false };
  const deleted = await trx('campaign_participations')
    .where({ id: row.id })
    .whereNotExists(trx('participation_attendance').where('participation_attendance.participation_id', trx.ref('campaign_participations.id')).select('participation_id'))
    .delete();
  return deleted > 0 ? { withdrawn: true, heldPlace: PLACE_HOLDING_OPEN_STATUSES.includes(row.status) } : { withdrawn: false, heldPlace: false };
}

/** The campaigns where the user's application may still be withdrawn (waiting, applied or selected), in id order. */
export async function listWithdrawableCampaignIds(trx: Knex.Transaction, userId: number): Promise<number[]> {
  const rows: { campaign_id: number }[] = await trx('campaign_participations').where({ user_id: userId }).whereIn('status', WITHDRAWABLE_STATUSES).orderBy('campaign_id').select('campaign_id');
  return rows.map((row) => toNumber(row.campaign_id));
}

/**
 * Gives free places to the first waiting applications, in the order they came (the campaign
 * locked by the caller's transaction): each becomes applied. Answers the user ids promoted.
 */
export async function promoteWaiting(trx: Knex.Transaction, campaignId: number, capacity: number | null): Promise<number[]> {
  const free = capacity === null ? Number.MAX_SAFE_INTEGER : capacity - (await countActiveParticipations(trx, campaignId));
  if (free <= 0) return [];
  const waiting: { id: number; user_id: number }[] = await trx('campaign_participations')
    .where({ campaign_id: campaignId, status: 'waiting' })
    .orderBy('id')
    .limit(Math.min(free, 10_000))
    .select('id', 'user_id');
  if (waiting.length === 0) return [];
  await trx('campaign_participations')
    .whereIn('id', waiting.map((row) => row.id))
    .where({ status: 'waiting' })
    .update({ status: 'applied', updated_at: toDbDate() });
  return waiting.map((row) => toNumber(row.user_id));
}

/** One step of the lifecycle: the new state, who took the step (its *_by and *_at columns) and what it sets. */
export interface StateChange {
  to: ParticipationStatus;
  step: 'selected' | 'attended' | 'decided' | 'revised';
  by: number;
  creditMinutes?: number;
  /** The written reason of a correction or cancellation. */
  reason?: string;
}

/** Applies a step inside the given transaction if the row is still in `from`; false when it changed meanwhile. */
export async function changeParticipationState(trx: Knex.Transaction, id: number, from: ParticipationStatus, change: StateChange): Promise<boolean> {
  const now = toDbDate();
  const values: Record<string, unknown> = { status: change.to, [`${change.step}_by`]: change.by, [`${change.step}_at`]: now, updated_at: now };
  if (change.creditMinutes !== undefined) values.credit_minutes = change.creditMinutes;
  if (change.step === 'revised') values.revise_reason = change.reason ?? null;
  return (await trx('campaign_participations').where({ id, status: from }).update(values)) > 0;
}

/** One row of a ledger: the participation, its campaign and its state, as a certificate shows it and its digest reads it. */
export interface LedgerRow extends LedgerEntry {
  participationId: number;
  status: ParticipationStatus;
  /** The latest change of the row or its campaign. */
  changedAt: string | null;
  reviseReason: string | null;
}

interface LedgerDbRow {
  id: number;
  status: ParticipationStatus;
  name: string;
  place: string;
  start_date: string;
  end_date: string;
  credit_minutes: number;
  revise_reason: string | null;
  p_updated: string | Date;
  c_updated: string | Date;
}

function ledgerQuery(db: Db | Knex.Transaction) {
  return db('campaign_participations as p')
    .join('campaigns as c', 'c.id', 'p.campaign_id')
    .orderBy([{ column: 'c.start_date' }, { column: 'c.id' }, { column: 'p.id' }])
    .select('p.id', 'p.status', 'c.name', 'c.place', 'c.start_date', 'c.end_date', 'p.credit_minutes', 'p.revise_reason', 'p.updated_at as p_updated', 'c.updated_at as c_updated');
}

function toLedgerRow(row: LedgerDbRow): LedgerRow {
  const changed = [toIso(row.p_updated), toIso(row.c_updated)].filter((value): value is string => value !== null).sort();
  return {
    participationId: toNumber(row.id),
    status: row.status,
    name: row.name,
    place: row.place,
    startDate: row.start_date,
    endDate: row.end_date,
    minutes: toNumber(row.credit_minutes),
    changedAt: changed[changed.length - 1] ?? null,
    reviseReason: row.revise_reason,
  };
}

/**
 * The user's credited ledger, oldest first: approved participations of activities that have ended
 * (hasActivityEnded: a campaign moved into the future stops counting until it ends again).
 */
export async function listLedger(db: Db, userId: number, now: Date = new Date()): Promise<LedgerRow[]> {
  const rows: LedgerDbRow[] = await ledgerQuery(db).where({ 'p.user_id': userId, 'p.status': 'approved' });
  return rows.map(toLedgerRow).filter((row) => hasActivityEnded(row, now));
}

/** The current rows of the given participations (what a certificate named at issue), in ledger order. */
export async function ledgerRowsByIds(db: Db, ids: readonly number[]): Promise<LedgerRow[]> {
  if (ids.length === 0) return [];
  const rows: LedgerDbRow[] = await ledgerQuery(db).whereIn('p.id', ids);
  return rows.map(toLedgerRow);
}

/** A ledger row as the public sees it (ability page, certificate). */
export const ledgerEntry = (row: LedgerRow): LedgerEntry => ({ name: row.name, place: row.place, startDate: row.startDate, endDate: row.endDate, minutes: row.minutes });

/** A participation to remind of tomorrow's activity, with its campaign's name, times and place. */
export interface ReminderDue {
  id: number;
  userId: number;
  campaignId: number;
  campaignName: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  place: string;
}

/** Applied and selected participations of campaigns starting on `date` not yet reminded. */
export async function findRemindersDue(db: Db, date: string): Promise<ReminderDue[]> {
  const rows: Record<string, unknown>[] = await db('campaign_participations as p')
    .join('campaigns as c', 'c.id', 'p.campaign_id')
    .where('c.start_date', date)
    .whereIn('p.status', PLACE_HOLDING_OPEN_STATUSES)
    .whereNull('p.reminded_at')
    .orderBy('p.id')
    .select('p.id', 'p.user_id', 'p.campaign_id', 'c.name', 'c.start_date', 'c.end_date', 'c.start_time', 'c.end_time', 'c.place');
  return rows.map((row) => ({
    id: toNumber(row.id),
    userId: toNumber(row.user_id),
    campaignId: toNumber(row.campaign_id),
    campaignName: String(row.name),
    startDate: String(row.start_date),
    endDate: String(row.end_date),
    startTime: (row.start_time as string | null) ?? null,
    endTime: (row.end_time as string | null) ?? null,
    place: String(row.place ?? ''),
  }));
}

/** Marks the reminder sent if no one did yet (another instance, an earlier run): true for the one caller that marked it. */
export async function claimReminder(db: Db, id: number): Promise<boolean> {
  return (await db('campaign_participations').where({ id }).whereNull('reminded_at').update({ reminded_at: toDbDate() })) > 0;
}
