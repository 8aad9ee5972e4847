import type { BoardUpdate } from '@nanum/shared/boardAdminSchemas';
import type { Db } from '../../db/knex';
import { insertedId, toNumber } from '../../db/values';

/** Writes of the admin area on boards (settings and permissions) and their kinds (board_kinds). */

export interface KindRow {
  id: number;
  boardId: number;
  name: string;
  color: string;
  sort: number;
}

const toKind = (row: Record<string, unknown>): KindRow => ({
  id: toNumber(row.id),
  boardId: toNumber(row.board_id),
  name: String(row.name),
  color: String(row.color),
  sort: toNumber(row.sort),
});

/** A board's settings as columns of `boards` (an operator's update, the demo seed's insert). */
export function boardSettingsColumns(board: Pick<BoardUpdate, 'name' | 'description' | 'layout' | 'certifiedOnly'> & { perm: Record<keyof BoardUpdate['perm'], number> }) {
  return {
    name: board.name,
    description: board.description,
    layout: board.layout,
    perm_list: board.perm.list,
    perm_read: board.perm.read,
    perm_write: board.perm.write,
    perm_comment: board.perm.comment,
    perm_download: board.perm.download,
    certified_only: board.certifiedOnly ? 1 : 0,
  };
}

export async function updateBoardSettings(db: Db, board: BoardUpdate): Promise<void> {
  await db('boards').where({ id: board.id }).update({ ...boardSettingsColumns(board), updated_at: db.fn.now() });
}

export async function findKind(db: Db, id: number): Promise<KindRow | undefined> {
  const row = await db('board_kinds').select('id', 'board_id', 'name', 'color', 'sort').where({ id }).first();
  return row ? toKind(row) : undefined;
}

export async function findKindsOf(db: Db, boardId: number): Promise<KindRow[]> {
  const rows = await db('board_kinds').select('id', 'board_id', 'name', 'color', 'sort').where({ board_id: boardId }).orderBy([{ column: 'sort' }, { column: 'id' }]);
  return rows.map(toKind);
}

/** Whether another kind of the board already has the name (names are unique per board). */
export async function kindNameTaken(db: Db, boardId: number, name: string, exceptId = 0): Promise<boolean> {
  return !!(await db('board_kinds').where({ board_id: boardId, name }).whereNot({ id: exceptId }).first('id'));
}

export async function insertKind(db: Db, values: Omit<KindRow, 'id'>): Promise<number> {
  return insertedId(await db('board_kinds').insert({ board_id: values.boardId, name: values.name, color: values.color, sort: values.sort }));
}

export async function updateKind(db: Db, id: number, values: { name: string; color: string }): Promise<void> {
  await db('board_kinds').where({ id }).update(values);
}

export async function setKindSort(db: Db, id: number, sort: number): Promise<void> {
  await db('board_kinds').where({ id }).update({ sort });
}

export async function deleteKind(db: Db, id: number): Promise<void> {
  await db('board_kinds').where({ id }).delete();
}

/** Posts (deleted ones too: they keep their kind) filed under the kind. */
export async function countPostsOfKind(db: Db, kindId: number): Promise<number> {
  const [row] = await db('posts').where({ kind_id: kindId }).count({ total: '*' });
  return toNumber(row?.total);
}

/** Posts per kind, for the admin list. */
export async function postCountsByKind(db: Db): Promise<Map<number, number>> {
  const rows = await db('posts').whereNotNull('kind_id').select('kind_id').count({ total: '*' }).groupBy('kind_id');
  return new Map(rows.map((row: Record<string, unknown>) => [toNumber(row.kind_id), toNumber(row.total)]));
}
