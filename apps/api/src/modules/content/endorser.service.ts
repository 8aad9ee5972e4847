import { CONTENT_MESSAGES as M } from '@nanum/shared/contentMessages';
import { ENDORSER_IMAGE_BOX } from '@nanum/shared/contentRules';
import { ENDORSER_COUNT } from '@nanum/shared/limits';
import type { AdminEndorserView } from '@nanum/shared/contentViews';
import type { EndorserView } from '@nanum/shared/siteViews';
import type { EndorserCreate, EndorserUpdate } from '@nanum/shared/directorySchemas';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { assertUnchangedSince, editVersion } from '../../http/editVersion';
import { ENDORSER_IMAGE_FOLDER, removeAdminImage, storeAdminImage } from '../admin/adminImages';
import { recordChange, type Actor } from '../admin/audit.service';
import { sameIds, withNewImage } from './contentImages';
import type { ContentDeps } from './directory.service';
import { countEndorsersForAdd, deleteEndorser, findAllEndorsers, findEndorser, insertEndorser, nextEndorserSort, setEndorserSort, updateEndorser, type EndorserAdminRow } from './endorser.repo';

const TARGET = 'endorser';
const FOLDER = ENDORSER_IMAGE_FOLDER;

const present = (row: EndorserAdminRow): EndorserView => ({ id: row.id, name: row.name, description: row.description, image: row.image, href: row.href });

/** An endorser as the admin form edits them: with the version of what it shows (http/editVersion.ts), which a save sends back. */
function presentEditable(row: EndorserAdminRow): AdminEndorserView {
  const view = present(row);
  return { ...view, version: editVersion(Object.values(view)) };
}

async function existing(db: Db, id: number, lock = false): Promise<EndorserAdminRow> {
  const row = await findEndorser(db, id, lock);
  if (!row) throw new AppError(404, M.endorserNotFound, 'ENDORSER_NOT_FOUND');
  return row;
}

export async function listEndorsers(db: Db) {
  return (await findAllEndorsers(db)).map(presentEditable);
}

const listFull = () => new AppError(409, M.endorserListFull, 'LIST_FULL');

/** Adds an endorser at the end, up to ENDORSER_COUNT (SPEC); the photo is required (the home page card shows it). */
export async function createEndorser(deps: ContentDeps, actor: Actor, fields: EndorserCreate, upload: Buffer | undefined) {
  if ((await findAllEndorsers(deps.db)).length >= ENDORSER_COUNT) throw listFull();
  if (!upload) throw new AppError(400, M.endorserImageRequired, 'IMAGE_MISSING');
  const image = await storeAdminImage(deps.uploadDir, FOLDER, upload, ENDORSER_IMAGE_BOX);
  return withNewImage(deps.uploadDir, FOLDER, image, () =>
    deps.db.transaction(async (trx) => {
      if ((await countEndorsersForAdd(trx)) >= ENDORSER_COUNT) throw listFull();
      const values = { name: fields.name, description: fields.description, href: fields.href, image, sort: await nextEndorserSort(trx) };
      const id = await insertEndorser(trx, values);
      await recordChange(trx, actor, { action: 'endorser.create', targetType: TARGET, targetId: id, before: null, after: present({ id, ...values }) });
      return presentEditable({ id, ...values });
    }),
  );
}

/**
 * Updates an endorser; the photo changes only when a new one is sent (the old file is then
 * removed). A save from a form loaded before someone else changed the endorser (its version
 * differs) is refused: 409, nothing written.
 */
export async function changeEndorser(deps: ContentDeps, actor: Actor, fields: EndorserUpdate, upload: Buffer | undefined) {
  const before = await existing(deps.db, fields.id);
  const image = upload ? await storeAdminImage(deps.uploadDir, FOLDER, upload, ENDORSER_IMAGE_BOX) : null;
  const updated = await withNewImage(deps.uploadDir, FOLDER, image, () =>
    deps.db.transaction(async (trx) => {
      const current = await existing(trx, fields.id, true);
      assertUnchangedSince(presentEditable(current).version, fields.version);
      const values = { name: fields.name, description: fields.description, href: fields.href, image: image ?? current.image };
      await updateEndorser(trx, fields.id, values);
      await recordChange(trx, actor, { action: 'endorser.update', targetType: TARGET, targetId: fields.id, before: present(current), after: present({ ...current, ...values }) });
      return presentEditable({ ...current, ...values });
    }),
  );
  if (image) await removeAdminImage(deps.uploadDir, FOLDER, before.image);
  return updated;
}

export async function removeEndorser(deps: ContentDeps, actor: Actor, id: number): Promise<void> {
  const removed = await deps.db.transaction(async (trx) => {
    const row = await existing(trx, id);
    await deleteEndorser(trx, id);
    await recordChange(trx, actor, { action: 'endorser.delete', targetType: TARGET, targetId: id, before: present(row), after: null });
    return row;
  });
  await removeAdminImage(deps.uploadDir, FOLDER, removed.image);
}

export async function reorderEndorsers(db: Db, actor: Actor, ids: number[]) {
  return db.transaction(async (trx) => {
    const rows = await findAllEndorsers(trx);
    if (!sameIds(ids, rows)) throw new AppError(409, M.orderMismatch, 'ORDER_MISMATCH');
    for (const [sort, id] of ids.entries()) await setEndorserSort(trx, id, sort);
    await recordChange(trx, actor, { action: 'endorser.order', targetType: TARGET, targetId: null, before: rows.map((row) => row.id), after: ids });
    return (await findAllEndorsers(trx)).map(presentEditable);
  });
}
