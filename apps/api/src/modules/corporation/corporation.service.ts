import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { CORPORATION_IMAGE_BOX } from '@nanum/shared/adminRules';
import type { CorporationFields, CorporationUpdate } from '@nanum/shared/adminSchemas';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { CORPORATION_IMAGE_FOLDER, removeAdminImage, storeAdminImage } from '../admin/adminImages';
import { recordChange, type Actor } from '../admin/audit.service';
import { presentCorporation } from './corporation.presenter';
import {
  deleteCorporation,
  findAllCorporations,
  findCorporation,
  insertCorporation,
  nextCorporationSort,
  setCorporationSort,
  updateCorporation,
  type CorporationAdminRow,
} from './corporation.repo';

export interface CorporationDeps {
  db: Db;
  uploadDir: string;
}

const TARGET = 'corporation';

async function existing(db: Db, id: number): Promise<CorporationAdminRow> {
  const row = await findCorporation(db, id);
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

export async function listCorporations(db: Db) {
  return (await findAllCorporations(db)).map(presentCorporation);
}

/** Creates a corporation; its logo is required and goes to the end of the order unless a sort is given. */
export async function createCorporation(deps: CorporationDeps, actor: Actor, fields: CorporationFields, upload: Buffer | undefined) {
  if (!upload) throw new AppError(400, M.imageRequired, 'IMAGE_MISSING');
  const image = await storeAdminImage(deps.uploadDir, CORPORATION_IMAGE_FOLDER, upload, CORPORATION_IMAGE_BOX);
  return withNewImage(deps, image, () =>
    deps.db.transaction(async (trx) => {
      const values = { name: fields.name, description: fields.description, link: fields.link, sort: fields.sort ?? (await nextCorporationSort(trx)), image };
      const id = await insertCorporation(trx, values);
      const created = presentCorporation({ id, ...values });
      await recordChange(trx, actor, { action: 'corporation.create', targetType: TARGET, targetId: id, before: null, after: created });
      return created;
    }),
  );
}

/** Updates every field; the logo changes only when a new image is sent (the old file is then removed). */
export async function changeCorporation(deps: CorporationDeps, actor: Actor, fields: CorporationUpdate, upload: Buffer | undefined) {
  const before = await existing(deps.db, fields.id);
  const image = upload ? await storeAdminImage(deps.uploadDir, CORPORATION_IMAGE_FOLDER, upload, CORPORATION_IMAGE_BOX) : null;
  const updated = await withNewImage(deps, image, () =>
    deps.db.transaction(async (trx) => {
      const current = await existing(trx, fields.id);
      const values = { name: fields.name, description: fields.description, link: fields.link, sort: fields.sort ?? current.sort, image: image ?? current.image };
      await updateCorporation(trx, fields.id, values);
      const after = presentCorporation({ id: fields.id, ...values });
      await recordChange(trx, actor, { action: 'corporation.update', targetType: TARGET, targetId: fields.id, before: presentCorporation(current), after });
      return after;
    }),
  );
  if (image) await removeAdminImage(deps.uploadDir, CORPORATION_IMAGE_FOLDER, before.image);
  return updated;
}

export async function removeCorporation(deps: CorporationDeps, actor: Actor, id: number): Promise<void> {
  const removed = await deps.db.transaction(async (trx) => {
    const row = await existing(trx, id);
    await deleteCorporation(trx, id);
    await recordChange(trx, actor, { action: 'corporation.delete', targetType: TARGET, targetId: id, before: presentCorporation(row), after: null });
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
    return (await findAllCorporations(trx)).map(presentCorporation);
  });
}
