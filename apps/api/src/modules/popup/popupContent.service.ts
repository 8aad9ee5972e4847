import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { POPUP_IMAGE_BOX } from '@nanum/shared/adminRules';
import { isEmptyPopup } from '@nanum/shared/popupStates';
import type { PopupUpdate } from '@nanum/shared/adminSchemas';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { assertUnchangedSince } from '../../http/editVersion';
import { POPUP_IMAGE_FOLDER, removeAdminImage, storeAdminImage } from '../admin/adminImages';
import { recordChange, type Actor } from '../admin/audit.service';
import { presentEditablePopup, presentPopupContent } from './popupContent.presenter';
import {
  deletePopupContent,
  findAllPopupContents,
  findCurrentPopupContent,
  findPopupContent,
  insertPopupContent,
  updatePopupContent,
  type PopupContentRow,
  type PopupContentValues,
} from './popupContent.repo';

export interface PopupDeps {
  db: Db;
  uploadDir: string;
}

const TARGET = 'popup';

async function existing(db: Db, id: number, lock = false): Promise<PopupContentRow> {
  const row = await findPopupContent(db, id, lock);
  if (!row) throw new AppError(404, M.popupNotFound, 'POPUP_NOT_FOUND');
  return row;
}

export async function listPopupContents(db: Db) {
  return (await findAllPopupContents(db)).map(presentEditablePopup);
}

export async function currentPopupContent(db: Db) {
  const row = await findCurrentPopupContent(db);
  return row ? presentEditablePopup(row) : null;
}

/** POST /api/popup/post/content has no body: a hidden draft to fill in with the update call. */
export async function createPopupDraft(db: Db, actor: Actor) {
  return db.transaction(async (trx) => {
    const values: PopupContentValues = { title: M.popupDraftTitle, description: '', link: '', image: '', active: 0, start_at: null, end_at: null };
    const id = await insertPopupContent(trx, values);
    await recordChange(trx, actor, { action: 'popup.create', targetType: TARGET, targetId: id, before: null, after: presentPopupContent({ id, ...values }) });
    return presentEditablePopup({ id, ...values });
  });
}

/** A pop-up switched on must have something to show (isEmptyPopup): 409 otherwise. */
function refuseEmptyShown(values: Pick<PopupContentValues, 'title' | 'description' | 'image' | 'link' | 'active'>): void {
  if (values.active === 1 && isEmptyPopup(values, M.popupDraftTitle)) throw new AppError(409, M.popupEmpty, 'POPUP_EMPTY');
}

/**
 * Updates every field; the image changes when a new one is sent, goes with removeImage, else stays.
 * Dates cover whole Korean days (wall-clock text, popupDisplay.repo.ts). A save from a form loaded
 * before someone else changed the pop-up (its version differs) is refused: 409, nothing written.
 */
export async function changePopupContent(deps: PopupDeps, actor: Actor, fields: PopupUpdate, upload: Buffer | undefined) {
  const before = await existing(deps.db, fields.id);
  const image = upload ? await storeAdminImage(deps.uploadDir, POPUP_IMAGE_FOLDER, upload, POPUP_IMAGE_BOX) : null;
  try {
    const updated = await deps.db.transaction(async (trx) => {
      const current = await existing(trx, fields.id, true);
      assertUnchangedSince(presentEditablePopup(current).version, fields.version);
      const values: PopupContentValues = {
        title: fields.title,
        description: fields.description,
        link: fields.link,
        image: image ?? (fields.removeImage ? '' : current.image),
        active: fields.active ? 1 : 0,
        start_at: fields.startDate ? `${fields.startDate} 00:00:00` : null,
        end_at: fields.endDate ? `${fields.endDate} 23:59:59` : null,
      };
      refuseEmptyShown(values);
      await updatePopupContent(trx, fields.id, values);
      await recordChange(trx, actor, { action: 'popup.update', targetType: TARGET, targetId: fields.id, before: presentPopupContent(current), after: presentPopupContent({ id: fields.id, ...values }) });
      return presentEditablePopup({ id: fields.id, ...values });
    });
    if (image || fields.removeImage) await removeAdminImage(deps.uploadDir, POPUP_IMAGE_FOLDER, before.image);
    return updated;
  } catch (error) {
    await removeAdminImage(deps.uploadDir, POPUP_IMAGE_FOLDER, image);
    throw error;
  }
}

/** Switches a pop-up between shown and hidden: the given one, or the current one when no id is sent. */
export async function togglePopupStatus(db: Db, actor: Actor, id: number | undefined) {
  return db.transaction(async (trx) => {
    const row = id === undefined ? await findCurrentPopupContent(trx) : await findPopupContent(trx, id);
    if (!row) throw new AppError(404, M.popupNotFound, 'POPUP_NOT_FOUND');
    const active = presentPopupContent(row).active ? 0 : 1;
    refuseEmptyShown({ ...row, active });
    await updatePopupContent(trx, row.id, { active });
    await recordChange(trx, actor, { action: 'popup.status', targetType: TARGET, targetId: row.id, before: presentPopupContent(row), after: presentPopupContent({ ...row, active }) });
    return presentEditablePopup({ ...row, active });
  });
}

export async function removePopupContent(deps: PopupDeps, actor: Actor, id: number): Promise<void> {
  const removed = await deps.db.transaction(async (trx) => {
    const row = await existing(trx, id);
    await deletePopupContent(trx, id);
    await recordChange(trx, actor, { action: 'popup.delete', targetType: TARGET, targetId: id, before: presentPopupContent(row), after: null });
    return row;
  });
  await removeAdminImage(deps.uploadDir, POPUP_IMAGE_FOLDER, removed.image);
}
