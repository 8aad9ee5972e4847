import type { CampaignListItem } from '@nanum/shared/entities';
import type { CampaignSchedule, DivisionListItem, TeamListItem } from '@nanum/shared/youthEntities';
import { ACTIVE_PARTICIPATION_STATUSES, hasActivityEnded, RECORDED_STATUSES } from '@nanum/shared/youthRules';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { insertedId, toDbDate, toNumber } from '../../db/values';

/** A user's campaignList: their approved participation of activities that have ended (as the ledger counts), oldest first. */
export async function listApprovedCampaigns(db: Db, userId: number, now: Date = new Date()): Promise<CampaignListItem[]> {
  const rows: { name: string; start_date: string; end_date: string }[] = await db('campaign_participations as p')
    .join('campaigns as c', 'c.id', 'p.campaign_id')
    .where({ 'p.user_id': userId, 'p.status': 'approved' })
    .orderBy([{ column: 'c.start_date' }, { column: 'c.id' }])
    .select('c.name', 'c.start_date', 'c.end_date');
  return rows.map((row) => ({ name: row.name, startDate: row.start_date, endDate: row.end_date })).filter((item) => hasActivityEnded(item, now));
}

/** A campaign (what its manager wrote) with its division's name and its participation counts. */
export interface CampaignRecord extends CampaignValues, ParticipationCounts {
  id: number;
  divisionName: string | null;
}

/** How many participations of a campaign are approved, in progress (applied, selected, attended), hold a place, and wait. */
export interface ParticipationCounts {
  approvedCount: number;
  pendingCount: number;
  heldCount: number;
  waitingCount: number;
}

/** What a manager writes (creditMinutes from the hours they typed). */
export interface CampaignValues extends CampaignSchedule {
  creditMinutes: number;
  capacity: number | null;
  divisionId: number | null;
}

interface CampaignRow {
  id: number;
  name: string;
  description: string;
  place: string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  apply_deadline: string | null;
  credit_minutes: number;
  capacity: number | null;
  division_id: number | null;
  division_name: string | null;
}

function campaignQuery(db: Db | Knex.Transaction) {
  return db('campaigns as c')
    .leftJoin('divisions as d', 'd.id', 'c.division_id')
    .select('c.id', 'c.name', 'c.description', 'c.place', 'c.start_date', 'c.end_date', 'c.start_time', 'c.end_time', 'c.apply_deadline', 'c.credit_minutes', 'c.capacity', 'c.division_id', 'd.name as division_name');
}

const NO_PARTICIPATION: ParticipationCounts = { approvedCount: 0, pendingCount: 0, heldCount: 0, waitingCount: 0 };

/** The participation counts of the given campaigns, from one grouped count of their states. */
async function countsOf(db: Db | Knex.Transaction, ids: number[]): Promise<Map<number, ParticipationCounts>> {
  const counts = new Map<number, ParticipationCounts>();
  if (ids.length === 0) return counts;
  const rows: { campaign_id: number; status: string; total: unknown }[] = await db('campaign_participations')
    .whereIn('campaign_id', ids)
    .groupBy('campaign_id', 'status')
    .select('campaign_id', 'status')
    .count({ total: '*' });
  for (const row of rows) {
    const id = toNumber(row.campaign_id);
    const total = toNumber(row.total);
    const entry = { ...(counts.get(id) ?? NO_PARTICIPATION) };
    if (row.status === 'approved') entry.approvedCount += total;
    else if (row.status === 'applied' || row.status === 'selected' || row.status === 'attended') entry.pendingCount += total;
    else if (row.status === 'waiting') entry.waitingCount += total;
    if ((ACTIVE_PARTICIPATION_STATUSES as readonly string[]).includes(row.status)) entry.heldCount += total;
    counts.set(id, entry);
  }
  return counts;
}

function toRecord(row: CampaignRow, counts: Map<number, ParticipationCounts>): CampaignRecord {
  const id = toNumber(row.id);
  return {
    id,
    name: row.name,
    description: row.description,
    place: row.place,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time ?? null,
    endTime: row.end_time ?? null,
    applyDeadline: row.apply_deadline ?? null,
    creditMinutes: toNumber(row.credit_minutes),
    capacity: row.capacity === null ? null : toNumber(row.capacity),
    divisionId: row.division_id === null ? null : toNumber(row.division_id),
    divisionName: row.division_name,
    ...(counts.get(id) ?? NO_PARTICIPATION),
  };
}

/** Every campaign, the most recent first. */
export async function listCampaigns(db: Db): Promise<CampaignRecord[]> {
  const rows: CampaignRow[] = await campaignQuery(db).orderBy([{ column: 'c.start_date', order: 'desc' }, { column: 'c.id', order: 'desc' }]);
  const counts = await countsOf(db, rows.map((row) => toNumber(row.id)));
  return rows.map((row) => toRecord(row, counts));
}

/**
 * Locks the campaign's row until the transaction ends (SELECT ... FOR UPDATE on MySQL/MariaDB;
 * SQLite runs one write transaction at a time): applications, withdrawals and promotions of one
 * campaign take turns, so its capacity holds under concurrent requests. Answers its capacity, or
 * undefined when there is no such campaign.
 */
export async function lockCampaign(trx: Knex.Transaction, id: number): Promise<{ capacity: number | null } | undefined> {
  const row: { capacity: number | null } | undefined = await trx('campaigns').where({ id }).forUpdate().first('capacity');
  return row ? { capacity: row.capacity === null ? null : toNumber(row.capacity) } : undefined;
}

export async function findCampaign(db: Db | Knex.Transaction, id: number): Promise<CampaignRecord | undefined> {
  const row: CampaignRow | undefined = await campaignQuery(db).where('c.id', id).first();
  return row ? toRecord(row, await countsOf(db, [id])) : undefined;
}

function columnsOf(values: CampaignValues) {
  return {
    name: values.name,
    description: values.description,
    place: values.place,
    start_date: values.startDate,
    end_date: values.endDate,
    start_time: values.startTime,
    end_time: values.endTime,
    apply_deadline: values.applyDeadline,
    credit_minutes: values.creditMinutes,
    capacity: values.capacity,
    division_id: values.divisionId,
  };
}

export async function insertCampaign(db: Db, values: CampaignValues, createdBy: number): Promise<number> {
  const now = toDbDate();
  return insertedId(await db('campaigns').insert({ ...columnsOf(values), created_by: createdBy, created_at: now, updated_at: now }));
}

export async function updateCampaign(db: Db, id: number, values: CampaignValues): Promise<void> {
  await db('campaigns').where({ id }).update({ ...columnsOf(values), updated_at: toDbDate() });
}

/**
 * Deletes a campaign with no confirmed, approved or cancelled participation and no attendance record
 * (a selected member's check-in is one before anyone confirms it); its applications go with it.
 * Runs inside the caller's transaction, which has locked the campaign's row first (lockCampaign, as
 * applications take it: the other order deadlocked with one on MariaDB); false otherwise.
 */
export async function deleteCampaignWithoutApproved(trx: Knex.Transaction, id: number): Promise<boolean> {
  const recorded = await trx('campaign_participations').where({ campaign_id: id }).whereIn('status', RECORDED_STATUSES).first('id');
  if (recorded) return false;
  const attended = await trx('participation_attendance as a').join('campaign_participations as p', 'p.id', 'a.participation_id').where('p.campaign_id', id).first('a.participation_id');
  if (attended) return false;
  await trx('campaign_participations').where({ campaign_id: id }).delete();
  await trx('campaigns').where({ id }).delete();
  return true;
}

/** Divisions and teams (public names, images and order), for listings, forms and their management. */
export async function listDivisions(db: Db): Promise<DivisionListItem[]> {
  const rows: { id: number; name: string; sort: number }[] = await db('divisions').orderBy([{ column: 'sort' }, { column: 'id' }]).select('id', 'name', 'sort');
  return rows.map((row) => ({ id: toNumber(row.id), name: row.name, sort: toNumber(row.sort) }));
}

export async function listTeams(db: Db): Promise<TeamListItem[]> {
  const rows: { id: number; name: string; image: string | null; sort: number; division_id: number | null; division_name: string | null }[] = await db('teams as t')
    .leftJoin('divisions as d', 'd.id', 't.division_id')
    .orderBy([{ column: 'd.sort' }, { column: 't.sort' }, { column: 't.id' }])
    .select('t.id', 't.name', 't.image', 't.sort', 't.division_id', 'd.name as division_name');
  return rows.map((row) => ({
    team: toNumber(row.id),
    teamName: row.name,
    teamImage: row.image,
    division: row.division_id === null ? null : toNumber(row.division_id),
    divisionName: row.division_name,
    sort: toNumber(row.sort),
  }));
}
