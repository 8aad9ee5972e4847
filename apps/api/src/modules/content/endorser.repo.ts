import type { Db } from '../../db/knex';
import { insertedId, toNumber } from '../../db/values';

/** The endorsers of the home page (endorsers) as the admin area writes them. */

export interface EndorserAdminRow {
  id: number;
  name: string;
  description: string;
  image: string;
  href: string;
  sort: number;
}

export type EndorserValues = Omit<EndorserAdminRow, 'id'>;

const COLUMNS = ['id', 'name', 'description', 'image', 'href', 'sort'] as const;
const toRow = (row: Record<string, unknown>): EndorserAdminRow => ({
  id: toNumber(row.id),
  name: String(row.name),
  description: String(row.description),
  image: String(row.image),
  href: String(row.href),
  sort: toNumber(row.sort),
});

export async function findAllEndorsers(db: Db): Promise<EndorserAdminRow[]> {
  return (await db('endorsers').select(...COLUMNS).orderBy([{ column: 'sort' }, { column: 'id' }])).map(toRow);
}

/** One endorser; `lock` reads the row for update (a save compares its version with the form's: http/editVersion.ts). */
export async function findEndorser(db: Db, id: number, lock = false): Promise<EndorserAdminRow | undefined> {
  const query = db('endorsers').select(...COLUMNS).where({ id });
  const row = await (lock ? query.forUpdate() : query).first();
  return row ? toRow(row) : undefined;
}

/**
 * How many endorsers there are, read under a lock of their rows inside the transaction that adds
 * one (MySQL; SQLite runs one writer at a time): two adds at the same moment count one after the other.
 */
export async function countEndorsersForAdd(trx: Db): Promise<number> {
  return (await trx('endorsers').forUpdate().select('id')).length;
}

export async function nextEndorserSort(db: Db): Promise<number> {
  const [row] = await db('endorsers').max({ top: 'sort' });
  return row?.top === null || row?.top === undefined ? 0 : toNumber(row.top) + 1;
}

export async function insertEndorser(db: Db, values: EndorserValues): Promise<number> {
  return insertedId(await db('endorsers').insert(values));
}

export async function updateEndorser(db: Db, id: number, values: Omit<EndorserValues, 'sort'>): Promise<void> {
  await db('endorsers').where({ id }).update({ ...values, updated_at: db.fn.now() });
}

export async function setEndorserSort(db: Db, id: number, sort: number): Promise<void> {
  await db('endorsers').where({ id }).update({ sort, updated_at: db.fn.now() });
}

export async function deleteEndorser(db: Db, id: number): Promise<void> {
  await db('endorsers').where({ id }).delete();
}
