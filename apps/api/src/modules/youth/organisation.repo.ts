import type { Db } from '../../db/knex';
import { insertedId, toDbDate, toNumber } from '../../db/values';

/**
 * Divisions and teams as operators manage them. Names are unique (divisions) or unique within their
 * division (teams): the database enforces it and a duplicate answers null here.
 */
function isDuplicate(error: unknown): boolean {
  const text = String((error as { code?: string; message?: string })?.code ?? '') + String((error as Error)?.message ?? '');
  return /ER_DUP_ENTRY|SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint failed/.test(text);
}

async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicate(error)) return null;
    throw error;
  }
}

/** The new division's id, or null when the name is taken. */
export function insertDivision(db: Db, values: { name: string; sort: number }): Promise<number | null> {
  const now = toDbDate();
  return unlessDuplicate(async () => insertedId(await db('divisions').insert({ ...values, created_at: now, updated_at: now })));
}

/** False when the name is taken. */
export async function updateDivision(db: Db, id: number, values: { name: string; sort: number }): Promise<boolean> {
  return (await unlessDuplicate(() => db('divisions').where({ id }).update({ ...values, updated_at: toDbDate() }))) !== null;
}

/** Deletes a division nothing belongs to (teams, members, campaigns); false otherwise. */
export async function deleteUnusedDivision(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    for (const table of ['teams', 'users', 'campaigns']) {
      if (await trx(table).where({ division_id: id }).first('id')) return false;
    }
    await trx('divisions').where({ id }).delete();
    return true;
  });
}

/** A team as stored (for the audit log and its image). */
export interface TeamRecord {
  id: number;
  name: string;
  divisionId: number | null;
  sort: number;
  image: string | null;
}

/** A division as stored. */
export interface DivisionRecord {
  id: number;
  name: string;
  sort: number;
}

export async function findTeam(db: Db, id: number): Promise<TeamRecord | undefined> {
  const row: { id: number; name: string; division_id: number | null; sort: number; image: string | null } | undefined = await db('teams')
    .where({ id })
    .first('id', 'name', 'division_id', 'sort', 'image');
  return row && { id: toNumber(row.id), name: row.name, divisionId: row.division_id === null ? null : toNumber(row.division_id), sort: toNumber(row.sort), image: row.image };
}

export async function findDivision(db: Db, id: number): Promise<DivisionRecord | undefined> {
  const row: { id: number; name: string; sort: number } | undefined = await db('divisions').where({ id }).first('id', 'name', 'sort');
  return row && { id: toNumber(row.id), name: row.name, sort: toNumber(row.sort) };
}

export interface TeamValues {
  name: string;
  divisionId: number;
  sort: number;
  image: string | null;
}

const teamColumns = (values: TeamValues) => ({ name: values.name, division_id: values.divisionId, sort: values.sort, image: values.image });

/** The new team's id, or null when its division already has a team of that name. */
export function insertTeam(db: Db, values: TeamValues): Promise<number | null> {
  const now = toDbDate();
  return unlessDuplicate(async () => insertedId(await db('teams').insert({ ...teamColumns(values), created_at: now, updated_at: now })));
}

/** False when the division already has another team of that name. */
export async function updateTeam(db: Db, id: number, values: TeamValues): Promise<boolean> {
  return (await unlessDuplicate(() => db('teams').where({ id }).update({ ...teamColumns(values), updated_at: toDbDate() }))) !== null;
}

/** Locks the team's row until the transaction ends (MySQL; SQLite runs one writer at a time). */
export async function lockTeam(trx: Db, id: number): Promise<void> {
  await trx('teams').where({ id }).forUpdate().first('id');
}

/** Whether any member is in the team (it may then be neither deleted nor moved to another division). */
export async function teamHasMembers(db: Db, id: number): Promise<boolean> {
  return (await db('users').where({ team_id: id }).first('id')) !== undefined;
}

/** Deletes a team no member belongs to; false otherwise. */
export async function deleteUnusedTeam(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    if (await teamHasMembers(trx, id)) return false;
    await trx('teams').where({ id }).delete();
    return true;
  });
}
