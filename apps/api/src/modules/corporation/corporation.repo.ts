import type { Db } from '../../db/knex';
import { insertedId } from '../../db/values';

/** Corporations (partners) managed in the admin area and shown in the footer carousel. */

export interface CorporationAdminRow {
  id: number;
  name: string;
  description: string;
  link: string;
  sort: number;
  image: string;
}

export interface CorporationValues {
  name: string;
  description: string;
  link: string;
  sort: number;
  image: string;
}

const COLUMNS = ['id', 'name', 'description', 'link', 'sort', 'image'] as const;

export function findAllCorporations(db: Db): Promise<CorporationAdminRow[]> {
  return db('corporations').select(...COLUMNS).orderBy([{ column: 'sort' }, { column: 'id' }]);
}

/** One corporation; `lock` reads the row for update (a save compares its version with the form's: http/editVersion.ts). */
export function findCorporation(db: Db, id: number, lock = false): Promise<CorporationAdminRow | undefined> {
  const query = db('corporations').select(...COLUMNS).where({ id });
  return (lock ? query.forUpdate() : query).first();
}

export async function insertCorporation(db: Db, values: CorporationValues): Promise<number> {
  return insertedId(await db('corporations').insert(values));
}

export async function updateCorporation(db: Db, id: number, values: CorporationValues): Promise<void> {
  await db('corporations').where({ id }).update({ ...values, updated_at: db.fn.now() });
}

export async function setCorporationSort(db: Db, id: number, sort: number): Promise<void> {
  await db('corporations').where({ id }).update({ sort, updated_at: db.fn.now() });
}

export async function deleteCorporation(db: Db, id: number): Promise<void> {
  await db('corporations').where({ id }).delete();
}
