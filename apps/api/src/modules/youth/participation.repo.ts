import type { LedgerEntry } from '@nanum/shared/youthEntities';
import type { ParticipationStatus } from '@nanum/shared/youthRules';
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
  userId: number;
  userName: string;
  cardinal: number;
  teamName: string | null;
  status: ParticipationStatus;
  creditMinutes: number;
  appliedAt: string | null;
}

interface ParticipationRow {
  id: number;
  campaign_id: number;
  campaign_name: string;
  campaign_minutes: number;
  campaign_division_id: number | null;
  user_id: number;
  user_name: string;
  cardinal: number;
  team_name: string | null;
  status: ParticipationStatus;
  credit_minutes: number;
  created_at: string | Date;
}

function participationQuery(db: Db | Knex.Transaction) {
  return db('campaign_participations as p')
    .join('campaigns as c', 'c.id', 'p.campaign_id')
    .join('users as u', 'u.id', 'p.user_id')
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .select(
      'p.id', 'p.campaign_id', 'c.name as campaign_name', 'c.credit_minutes as campaign_minutes', 'c.division_id as campaign_division_id',
      'p.user_id', 'u.name as user_name', 'u.cardinal', 't.name as team_name', 'p.status', 'p.credit_minutes', 'p.created_at',
    );
}

function toRecord(row: ParticipationRow): ParticipationRecord {
  return {
    id: toNumber(row.id),
    campaignId: toNumber(row.campaign_id),
    campaignName: row.campaign_name,
    campaignMinutes: toNumber(row.campaign_minutes),
    campaignDivisionId: row.campaign_division_id === null ? null : toNumber(row.campaign_division_id),
    userId: toNumber(row.user_id),
    userName: row.user_name,
    cardinal: toNumber(row.cardinal),
    teamName: row.team_name,
    status: row.status,
    creditMinutes: toNumber(row.credit_minutes),
    appliedAt: toIso(row.created_at),
  };
}

export async function findParticipation(db: Db | Knex.Transaction, id: number): Promise<ParticipationRecord | undefined> {
  const row: ParticipationRow | undefined = await participationQuery(db).where('p.id', id).first();
  return row ? toRecord(row) : undefined;
}

/** Applications of one campaign, pending first, then by name. */
export async function listCampaignParticipations(db: Db, campaignId: number): Promise<ParticipationRecord[]> {
  const rows: ParticipationRow[] = await participationQuery(db).where('p.campaign_id', campaignId).orderBy([{ column: 'p.id' }]);
  return rows.map(toRecord);
}

/** Pending applications, oldest first; only those of one division's campaigns when divisionId is given. */
export async function listPendingParticipations(db: Db, divisionId?: number): Promise<ParticipationRecord[]> {
  const query = participationQuery(db).where('p.status', 'pending').orderBy([{ column: 'p.id' }]);
  if (divisionId !== undefined) query.where('c.division_id', divisionId);
  const rows: ParticipationRow[] = await query;
  return rows.map(toRecord);
}

/** The user's state in each campaign they applied to. */
export async function listUserStatuses(db: Db, userId: number): Promise<Map<number, ParticipationStatus>> {
  const rows: { campaign_id: number; status: ParticipationStatus }[] = await db('campaign_participations').where({ user_id: userId }).select('campaign_id', 'status');
  return new Map(rows.map((row) => [toNumber(row.campaign_id), row.status]));
}

/**
 * Adds a pending application unless the user already has one for the campaign, inside the given
 * transaction. Answers the new id, or null when one existed.
 */
export async function insertPendingParticipation(trx: Knex.Transaction, campaignId: number, userId: number): Promise<number | null> {
  const existing = await trx('campaign_participations').where({ campaign_id: campaignId, user_id: userId }).first('id');
  if (existing) return null;
  const now = toDbDate();
  return insertedId(await trx('campaign_participations').insert({ campaign_id: campaignId, user_id: userId, status: 'pending', credit_minutes: 0, created_at: now, updated_at: now }));
}

/** Pending plus approved applications of a campaign (what fills its capacity). */
export async function countActiveParticipations(trx: Knex.Transaction, campaignId: number): Promise<number> {
  const row = await trx('campaign_participations').where({ campaign_id: campaignId }).whereIn('status', ['pending', 'approved']).count({ total: '*' }).first();
  return toNumber(row?.total);
}

/** Removes the user's own application while it is still pending; false when there is none pending. */
export async function deletePendingParticipation(db: Db, campaignId: number, userId: number): Promise<boolean> {
  return (await db('campaign_participations').where({ campaign_id: campaignId, user_id: userId, status: 'pending' }).delete()) > 0;
}

/**
 * Decides a pending application (approved with the credited minutes, or rejected with 0) inside
 * the given transaction. False when it was no longer pending (decided meanwhile).
 */
export async function decidePendingParticipation(
  trx: Knex.Transaction,
  id: number,
  decision: { status: 'approved' | 'rejected'; creditMinutes: number; decidedBy: number },
): Promise<boolean> {
  const now = toDbDate();
  const changed = await trx('campaign_participations')
    .where({ id, status: 'pending' })
    .update({ status: decision.status, credit_minutes: decision.status === 'approved' ? decision.creditMinutes : 0, decided_by: decision.decidedBy, decided_at: now, updated_at: now });
  return changed > 0;
}

/** The user's approved campaigns with credited minutes, oldest first: the ledger that counts. */
export async function listLedger(db: Db, userId: number): Promise<LedgerEntry[]> {
  const rows: { name: string; place: string; start_date: string; end_date: string; credit_minutes: number }[] = await db('campaign_participations as p')
    .join('campaigns as c', 'c.id', 'p.campaign_id')
    .where({ 'p.user_id': userId, 'p.status': 'approved' })
    .orderBy([{ column: 'c.start_date' }, { column: 'c.id' }])
    .select('c.name', 'c.place', 'c.start_date', 'c.end_date', 'p.credit_minutes');
  return rows.map((row) => ({ name: row.name, place: row.place, startDate: row.start_date, endDate: row.end_date, minutes: toNumber(row.credit_minutes) }));
}
