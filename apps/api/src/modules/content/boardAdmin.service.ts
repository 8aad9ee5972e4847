import type { BoardUpdate, KindCreate, KindUpdate } from '@nanum/shared/boardAdminSchemas';
import type { AdminBoardView } from '@nanum/shared/contentViews';
import { CONTENT_MESSAGES as M } from '@nanum/shared/contentMessages';
import { KINDS_PER_BOARD_MAX } from '@nanum/shared/contentRules';
import type { Db } from '../../db/knex';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/AppError';
import { recordChange, type Actor } from '../admin/audit.service';
import { findBoardById, listBoards, type Board } from '../community/board.repo';
import {
  countPostsOfKind,
  deleteKind,
  findKind,
  findKindsOf,
  insertKind,
  kindNameTaken,
  postCountsByKind,
  setKindSort,
  updateBoardSettings,
  updateKind,
  type KindRow,
} from './boardAdmin.repo';

/** What the audit log keeps of a board: its editable settings. */
const boardSettings = (board: Pick<Board, 'name' | 'description' | 'layout' | 'perm' | 'certifiedOnly'>) => ({
  name: board.name,
  description: board.description,
  layout: board.layout,
  perm: board.perm,
  certifiedOnly: board.certifiedOnly,
});

const presentKind = (kind: KindRow) => ({ id: kind.id, boardId: kind.boardId, name: kind.name, color: kind.color });

async function boardOr404(db: Db, id: number): Promise<Board> {
  const board = await findBoardById(db, id);
  if (!board) throw new AppError(404, M.boardNotFound, 'BOARD_NOT_FOUND');
  return board;
}

async function kindOr404(db: Db, id: number): Promise<KindRow> {
  const kind = await findKind(db, id);
  if (!kind) throw new AppError(404, M.kindNotFound, 'KIND_NOT_FOUND');
  return kind;
}

/** A name used by another kind of the board: refused, also when the database's unique key catches a race. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, M.kindNameTaken, 'KIND_NAME_TAKEN');
    throw error;
  }
}

/** Every board in menu order with its settings and kinds, each kind with the number of posts filed under it. */
export async function boardsForAdmin(db: Db): Promise<AdminBoardView[]> {
  const [boards, counts] = await Promise.all([listBoards(db), postCountsByKind(db)]);
  return boards.map((board) => ({
    id: board.id,
    href: board.href,
    ...boardSettings(board),
    kinds: board.kinds.map((kind) => ({ ...kind, postCount: counts.get(kind.id) ?? 0 })),
  }));
}

export async function saveBoard(db: Db, actor: Actor, input: BoardUpdate) {
  return db.transaction(async (trx) => {
    const before = await boardOr404(trx, input.id);
    await updateBoardSettings(trx, input);
    const after = boardSettings(input);
    await recordChange(trx, actor, { action: 'board.update', targetType: 'board', targetId: input.id, before: boardSettings(before), after });
    return { id: input.id, href: before.href, ...after };
  });
}

export async function addKind(db: Db, actor: Actor, input: KindCreate) {
  return uniqueName(() =>
    db.transaction(async (trx) => {
      await boardOr404(trx, input.boardId);
      const kinds = await findKindsOf(trx, input.boardId);
      if (kinds.length >= KINDS_PER_BOARD_MAX) throw new AppError(409, M.kindTooMany, 'KIND_TOO_MANY');
      if (await kindNameTaken(trx, input.boardId, input.name)) throw new AppError(409, M.kindNameTaken, 'KIND_NAME_TAKEN');
      const sort = kinds.reduce((top, kind) => Math.max(top, kind.sort + 1), 0);
      const id = await insertKind(trx, { boardId: input.boardId, name: input.name, color: input.color, sort });
      const created = presentKind({ id, boardId: input.boardId, name: input.name, color: input.color, sort });
      await recordChange(trx, actor, { action: 'kind.create', targetType: 'kind', targetId: id, before: null, after: created });
      return created;
    }),
  );
}

export async function changeKind(db: Db, actor: Actor, input: KindUpdate) {
  return uniqueName(() =>
    db.transaction(async (trx) => {
      const before = await kindOr404(trx, input.id);
      if (await kindNameTaken(trx, before.boardId, input.name, input.id)) throw new AppError(409, M.kindNameTaken, 'KIND_NAME_TAKEN');
      await updateKind(trx, input.id, { name: input.name, color: input.color });
      const after = presentKind({ ...before, name: input.name, color: input.color });
      await recordChange(trx, actor, { action: 'kind.update', targetType: 'kind', targetId: input.id, before: presentKind(before), after });
      return after;
    }),
  );
}

/**
 * Deletes a kind nobody filed a post under. A kind in use is refused (409) with the number of its
 * posts: deleting it would silently strip their category (the foreign key sets it to null).
 */
export async function removeKind(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const kind = await kindOr404(trx, id);
    const used = await countPostsOfKind(trx, id);
    if (used > 0) throw new AppError(409, M.kindInUse(used), 'KIND_IN_USE');
    await deleteKind(trx, id);
    await recordChange(trx, actor, { action: 'kind.delete', targetType: 'kind', targetId: id, before: presentKind(kind), after: null });
  });
}

/** Saves the order of a board's kinds: `ids` names each of them exactly once. */
export async function reorderKinds(db: Db, actor: Actor, boardId: number, ids: number[]) {
  return db.transaction(async (trx) => {
    await boardOr404(trx, boardId);
    const kinds = await findKindsOf(trx, boardId);
    const known = new Set(kinds.map((kind) => kind.id));
    if (ids.length !== kinds.length || new Set(ids).size !== ids.length || ids.some((kindId) => !known.has(kindId))) {
      throw new AppError(409, M.orderMismatch, 'ORDER_MISMATCH');
    }
    for (const [sort, kindId] of ids.entries()) await setKindSort(trx, kindId, sort);
    await recordChange(trx, actor, { action: 'kind.order', targetType: 'board', targetId: boardId, before: kinds.map((kind) => kind.id), after: ids });
    return (await findKindsOf(trx, boardId)).map(presentKind);
  });
}
