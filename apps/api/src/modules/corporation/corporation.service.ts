import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { CORPORATION_IMAGE_BOX } from '@nanum/shared/adminRules';
import type { CorporationFields, CorporationUpdate } from '@nanum/shared/adminSchemas';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { assertUnchangedSince } from '../../http/editVersion';
import { CORPORATION_IMAGE_FOLDER, removeAdminImage, storeAdminImage } from '../admin/adminImages';
import { recordChange, type Actor } from '../admin/audit.service';
import { auditedCorporation, presentEditableCorporation } from './corporation.presenter';
import {
  deleteCorporation,
  findAllCorporations,
  findCorporation,
  insertCorporation,
  setCorporationSort,
  updateCorporation,
  type CorporationAdminRow,
} from './corporation.repo';

export interface CorporationDeps {
  db: Db;
  uploadDir: string;
}

const TARGET = 'corporation';

async function existing(db: Db, id: number, lock = false): Promise<CorporationAdminRow> {
  const row = await findCorporation(db, id, lock);
  if (!row) throw new AppError(404, M.corporationNotFound, 'CORPORATION_NOT_FOUND');
  return row;
}

/**
 * Runs a write that uses a freshly stored image: when the write fails the new file is removed, so
 * a refused or failed change leaves nothing behind.
 */
async function withNewImage<T>(deps: CorporationDeps, image: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeAdminImage(deps.uploadDir, CORPORATION_IMAGE_FOLDER, image);
    throw error;
  }
}

/** Every corporation in display order, each with its position (1, 2, 3...) and version. */
async function presentAll(db: Db) {
  return (await findAllCorporations(db)).map((row, index) => presentEditableCorporation(row, index + 1));
}

export async function listCorporations(db: Db) {
  return presentAll(db);
}

/** One corporation as the list shows it, with its position. */
async function presentOne(db: Db, id: number) {
  const found = (await presentAll(db)).find((corporation) => corporation.id === id);
  if (!found) throw new AppError(404, M.corporationNotFound, 'CORPORATION_NOT_FOUND');
  return found;
}

/**
 * Puts a corporation at `position` (1 is first; past the end, or none, is last) and renumbers
 * every corporation 0, 1, 2..., so the position typed in the form is the one the list shows.
 */
async function placeCorporation(db: Db, id: number, position: number | undefined): Promise<void> {
  const order = (await findAllCorporations(db)).map((row) => row.id).filter((other) => other !== id);
  order.splice(position === undefined ? order.length : Math.min(position - 1, order.length), 0, id);
  for (const [sort, each] of order.entries()) await setCorporationSort(db, each, sort);
}

/** Creates a corporation; its logo is required and it goes to the end of the order unless a position is given. */
export async function createCorporation(deps: CorporationDeps, actor: Actor, fields: CorporationFields, upload: Buffer | undefined) {
  if (!upload) throw new AppError(400, M.imageRequired, 'IMAGE_MISSING');
  const image = await storeAdminImage(deps.uploadDir, CORPORATION_IMAGE_FOLDER, upload, CORPORATION_IMAGE_BOX);
  return withNewImage(deps, image, () =>
    deps.db.transaction(async (trx) => {
      const id = await insertCorporation(trx, { name: fields.name, description: fields.description, link: fields.link, sort: 0, image });
      await placeCorporation(trx, id, fields.sort);
      const created = await presentOne(trx, id);
      await recordChange(trx, actor, { action: 'corporation.create', targetType: TARGET, targetId: id, before: null, after: auditedCorporation(created) });
      return created;
    }),
  );
}

/**
 * Updates every field and the position (kept when none is sent); the logo changes only when a new
 * image is sent (the old file is then removed). A save from a form loaded before someone else
 * changed the corporation, its logo or its place in the list (its version differs) is refused:
 * 409, nothing written.
 */
export async function changeCorporation(deps: CorporationDeps, actor: Actor, fields: CorporationUpdate, upload: Buffer | undefined) {
  const before = await existing(deps.db, fields.id);
  const image = upload ? await storeAdminImage(deps.uploadDir, CORPORATION_IMAGE_FOLDER, upload, CORPORATION_IMAGE_BOX) : null;
  const updated = await withNewImage(deps, image, () =>
    deps.db.transaction(async (trx) => {
      const stored = await existing(trx, fields.id, true);
      const current = await presentOne(trx, fields.id);
      assertUnchangedSince(current.version, fields.version);
      await updateCorporation(trx, fields.id, { name: fields.name, description: fields.description, link: fields.link, sort: stored.sort, image: image ?? stored.image });
      await placeCorporation(trx, fields.id, fields.sort ?? current.sort);
      const after = await presentOne(trx, fields.id);
      await recordChange(trx, actor, { action: 'corporation.update', targetType: TARGET, targetId: fields.id, before: auditedCorporation(current), after: auditedCorporation(after) });
      return after;
    }),
  );
  if (image) await removeAdminImage(deps.uploadDir, CORPORATION_IMAGE_FOLDER, before.image);
  return updated;
}

export async function removeCorporation(deps: CorporationDeps, actor: Actor, id: number): Promise<void> {
  const removed = await deps.db.transaction(async (trx) => {
    const row = await presentOne(trx, id);
    await deleteCorporation(trx, id);
    await recordChange(trx, actor, { action: 'corporation.delete', targetType: TARGET, targetId: id, before: auditedCorporation(row), after: null });
    return row;
  });
  await removeAdminImage(deps.uploadDir, CORPORATION_IMAGE_FOLDER, removed.image);
}

/** Saves a new display order: `ids` must name every corporation exactly once; sorts become 0, 1, 2... */
export async function reorderCorporations(db: Db, actor: Actor, ids: number[]) {
  return db.transaction(async (trx) => {
    const rows = await findAllCorporations(trx);
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw new AppError(409, M.corporationOrderMismatch, 'ORDER_MISMATCH');
    }
    for (const [sort, id] of ids.entries()) await setCorporationSort(trx, id, sort);
    await recordChange(trx, actor, { action: 'corporation.order', targetType: TARGET, targetId: null, before: rows.map((row) => row.id), after: ids });
    return presentAll(trx);
  });
}
