import type { Db } from '../../db/knex';
import { insertedId, toDbDate } from '../../db/values';

/**
 * Divisions and teams as admins manage them. Names are unique (divisions) or unique within their
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

export const divisionExists = async (db: Db, id: number): Promise<boolean> => !!(await db('divisions').where({ id }).first('id'));
export const teamExists = async (db: Db, id: number): Promise<boolean> => !!(await db('teams').where({ id }).first('id'));

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

export function insertTeam(db: Db, values: { name: string; divisionId: number; sort: number }): Promise<number | null> {
  const now = toDbDate();
  return unlessDuplicate(async () =>
    insertedId(await db('teams').insert({ name: values.name, division_id: values.divisionId, sort: values.sort, created_at: now, updated_at: now })),
  );
}

export async function updateTeam(db: Db, id: number, values: { name: string; divisionId: number; sort: number }): Promise<boolean> {
  return (
    (await unlessDuplicate(() => db('teams').where({ id }).update({ name: values.name, division_id: values.divisionId, sort: values.sort, updated_at: toDbDate() }))) !== null
  );
}

/** Deletes a team no member belongs to; false otherwise. */
export async function deleteUnusedTeam(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    if (await trx('users').where({ team_id: id }).first('id')) return false;
    await trx('teams').where({ id }).delete();
    return true;
  });
}
