import type { Db } from '../../db/knex';
import { insertedId } from '../../db/values';

/** Pop-up contents managed in the admin area (popup_contents). */

export interface PopupContentRow {
  id: number;
  title: string;
  description: string;
  link: string;
  image: string;
  active: number;
  start_at: string | Date | null;
  end_at: string | Date | null;
}

export interface PopupContentValues {
  title: string;
  description: string;
  link: string;
  image: string;
  active: number;
  start_at: string | null;
  end_at: string | null;
}

const COLUMNS = ['id', 'title', 'description', 'link', 'image', 'active', 'start_at', 'end_at'] as const;

export function findAllPopupContents(db: Db): Promise<PopupContentRow[]> {
  return db('popup_contents').select(...COLUMNS).orderBy('id', 'desc');
}

/** One pop-up; `lock`: the row stays locked to the transaction (a save). */
export function findPopupContent(db: Db, id: number, lock = false): Promise<PopupContentRow | undefined> {
  const query = db('popup_contents').select(...COLUMNS).where({ id });
  return (lock ? query.forUpdate() : query).first();
}

/** The current pop-up content: the newest active one, else the newest of all. */
export async function findCurrentPopupContent(db: Db): Promise<PopupContentRow | undefined> {
  return (await db('popup_contents').select(...COLUMNS).where({ active: 1 }).orderBy('id', 'desc').first()) ?? db('popup_contents').select(...COLUMNS).orderBy('id', 'desc').first();
}

export async function insertPopupContent(db: Db, values: PopupContentValues): Promise<number> {
  return insertedId(await db('popup_contents').insert(values));
}

export async function updatePopupContent(db: Db, id: number, values: Partial<PopupContentValues>): Promise<void> {
  await db('popup_contents').where({ id }).update({ ...values, updated_at: db.fn.now() });
}

export async function deletePopupContent(db: Db, id: number): Promise<void> {
  await db('popup_contents').where({ id }).delete();
}
