import type { BoardAccess, BoardAction, BoardLayout } from '@nanum/shared/boardRules';
import { BOARD_LAYOUTS } from '@nanum/shared/boardRules';
import { PERMISSION, PERMISSION_ORDER, type PermissionCode } from '@nanum/shared/codes';
import type { BoardKind } from '@nanum/shared/entities';
import type { Db } from '../../db/knex';
import { toNumber } from '../../db/values';

/** A board's settings with its kinds. */
export interface Board extends BoardAccess {
  id: number;
  href: string;
  name: string;
  description: string;
  layout: BoardLayout;
  kinds: BoardKind[];
}

/** A stored permission code; anything unknown reads as the narrowest, admin only. */
const asPermission = (value: unknown): PermissionCode => {
  const code = toNumber(value);
  return PERMISSION_ORDER.find((known) => known === code) ?? PERMISSION.ADMIN_ONLY;
};

function toBoard(row: Record<string, unknown>, kinds: BoardKind[]): Board {
  const layout = String(row.layout);
  const perm: Record<BoardAction, PermissionCode> = {
    list: asPermission(row.perm_list),
    read: asPermission(row.perm_read),
    write: asPermission(row.perm_write),
    comment: asPermission(row.perm_comment),
    download: asPermission(row.perm_download),
  };
  return {
    id: toNumber(row.id),
    href: String(row.href),
    name: String(row.name),
    description: String(row.description),
    layout: (BOARD_LAYOUTS as readonly string[]).includes(layout) ? (layout as BoardLayout) : 'list',
    perm,
    certifiedOnly: toNumber(row.certified_only) === 1,
    kinds,
  };
}

/** Every board in menu order, with its kinds. A handful of rows: read whole. */
export async function listBoards(db: Db): Promise<Board[]> {
  const [rows, kinds] = await Promise.all([
    db('boards').select('*').orderBy([{ column: 'sort' }, { column: 'id' }]),
    db('board_kinds').select('id', 'board_id', 'name', 'color').orderBy([{ column: 'sort' }, { column: 'id' }]),
  ]);
  return rows.map((row: Record<string, unknown>) =>
    toBoard(
      row,
      kinds
        .filter((kind: Record<string, unknown>) => toNumber(kind.board_id) === toNumber(row.id))
        .map((kind: Record<string, unknown>) => ({ id: toNumber(kind.id), name: String(kind.name), color: String(kind.color) })),
    ),
  );
}

export async function findBoardByHref(db: Db, href: string): Promise<Board | undefined> {
  return (await listBoards(db)).find((board) => board.href === href);
}

export async function findBoardById(db: Db, id: number): Promise<Board | undefined> {
  return (await listBoards(db)).find((board) => board.id === id);
}
