import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { containsPattern, toNumber } from '../../db/values';
import type { MemberListQuery } from '@nanum/shared/adminMemberSchemas';

/** Members as the admin area lists and edits them (never a password, phone, address or birthday). */

export interface MemberAdminRow {
  id: number;
  name: string;
  email: string;
  type: number;
  rank: number;
  cardinal: number;
  power: number;
  certify: number;
  hidden: number;
  end_of_activity: number;
  team_id: number | null;
  division_id: number | null;
  team_name: string | null;
  division_name: string | null;
  created_at: string | Date;
  withdrawn_at: string | Date | null;
}

export interface MemberChanges {
  power?: number;
  rank?: number;
  type?: number;
  cardinal?: number;
  team_id?: number | null;
  division_id?: number | null;
  hidden?: number;
  certify?: number;
  /** Set when certify goes from 1 to 0, cleared when it is given back (member.service.ts). */
  certify_revoked_at?: string | null;
  end_of_activity?: number;
}

function memberQuery(db: Db) {
  return db('users as u')
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .leftJoin('divisions as d', 'd.id', 'u.division_id')
    .select(
      'u.id', 'u.name', 'u.email', 'u.type', 'u.rank', 'u.cardinal', 'u.power', 'u.certify', 'u.hidden', 'u.end_of_activity',
      'u.team_id', 'u.division_id', 't.name as team_name', 'd.name as division_name', 'u.created_at', 'u.withdrawn_at',
    );
}


/** A member row as the authority model reads it (packages/shared/src/authority.ts). */
export const authorityOfMember = (row: Pick<MemberAdminRow, 'id' | 'power' | 'rank' | 'type' | 'cardinal' | 'certify' | 'hidden' | 'end_of_activity' | 'division_id' | 'withdrawn_at'>) => ({
  id: row.id,
  power: row.power,
  rank: row.rank,
  type: row.type,
  cardinal: row.cardinal,
  certify: row.certify,
  hidden: row.hidden,
  endOfActivity: row.end_of_activity,
  divisionId: row.division_id,
  withdrawn: row.withdrawn_at !== null && row.withdrawn_at !== undefined,
});

/** Who the list may show: one division's members only, and whether the keyword also searches emails. */
export interface MemberListScope {
  divisionId?: number;
  searchEmails: boolean;
}

/** One page of members matching the filter within the scope, newest first, and how many match. */
export async function findMembers(db: Db, filter: MemberListQuery, size: number, scope: MemberListScope): Promise<{ rows: MemberAdminRow[]; total: number }> {
  const where = (q: ReturnType<typeof memberQuery>) => {
    if (scope.divisionId !== undefined) q.where('u.division_id', scope.divisionId);
    if (filter.keyword) {
      const term = containsPattern(filter.keyword);
      q.where((w) => {
        w.whereRaw('u.name like ? escape ?', [term, '!']);
        if (scope.searchEmails) w.orWhereRaw('u.email like ? escape ?', [term.toLowerCase(), '!']);
      });
    }
    if (filter.type !== undefined) q.where('u.type', filter.type);
    if (filter.rank !== undefined) q.where('u.rank', filter.rank);
    if (filter.cardinal !== undefined) q.where('u.cardinal', filter.cardinal);
    if (filter.certify !== undefined) q.where('u.certify', filter.certify ? 1 : 0);
    return q;
  };
  const rows = (await where(memberQuery(db)).orderBy('u.id', 'desc').limit(size).offset((filter.page - 1) * size)) as MemberAdminRow[];
  const [count] = await where(memberQuery(db)).clearSelect().count({ total: 'u.id' });
  return { rows, total: toNumber((count as { total?: unknown } | undefined)?.total) };
}

export function findMember(db: Db, id: number): Promise<MemberAdminRow | undefined> {
  return memberQuery(db).where('u.id', id).first();
}

export async function updateMember(db: Db, id: number, changes: MemberChanges): Promise<void> {
  await db('users').where({ id }).update({ ...changes, updated_at: db.fn.now() });
}

/**
 * Locks the admins' rows until the transaction ends (MySQL; SQLite runs one writer at a time): two
 * admins demoted or withdrawing at once are counted one after the other, never both as the other's
 * stand-in. Taken before changing an admin, counted (countActiveAdmins) after.
 */
export async function lockAdmins(trx: Db): Promise<void> {
  await trx('users').where({ power: 2 }).forUpdate().select('id');
}

/** Admins who can still act as admins: power 2, verified, hidden 0 or 2, not withdrawn. */
export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db('users').where({ power: 2, certify: 1 }).whereIn('hidden', [0, 2]).whereNull('withdrawn_at').count({ total: 'id' });
  return toNumber(row?.total);
}

export async function existsIn(db: Db, table: 'teams' | 'divisions', id: number): Promise<boolean> {
  return (await db(table).where({ id }).first('id')) !== undefined;
}

/** The division a team belongs to (null for none), or undefined when there is no such team. */
/**
 * The team's division, its row locked until the transaction ends (a locking read sees the latest
 * commit): a team moved to another division meanwhile is seen moved, and it cannot move until the
 * member's change is in (organisation.service.ts changeTeam takes the same lock).
 */
export async function teamDivision(db: Db, id: number): Promise<number | null | undefined> {
  const row: { division_id: number | null } | undefined = await db('teams').where({ id }).forUpdate().first('division_id');
  return row && (row.division_id === null ? null : toNumber(row.division_id));
}

/** Who a broadcast reaches: verified members, within a division when given, of one affiliation type, cohort, team or rank when given. */
export interface BroadcastAudience {
  divisionId?: number;
  type?: number;
  cardinal?: number;
  teamId?: number;
  rank?: number;
}

/** The verified members of the audience, as a query of their `users` rows, not yet selected (to read their ids, or other tables with them). */
export function broadcastAudienceQuery(db: Db, audience: BroadcastAudience): Knex.QueryBuilder {
  const q = db('users').where('users.certify', 1);
  if (audience.divisionId !== undefined) q.where('users.division_id', audience.divisionId);
  if (audience.type !== undefined) q.where('users.type', audience.type);
  if (audience.cardinal !== undefined) q.where('users.cardinal', audience.cardinal);
  if (audience.teamId !== undefined) q.where('users.team_id', audience.teamId);
  if (audience.rank !== undefined) q.where('users.rank', audience.rank);
  return q;
}

/** How many verified members the audience holds. */
export async function countBroadcastRecipients(db: Db, audience: BroadcastAudience): Promise<number> {
  const [row] = await broadcastAudienceQuery(db, audience).count({ total: 'users.id' });
  return toNumber(row?.total);
}
