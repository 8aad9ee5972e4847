import { CONTENT_MESSAGES as M } from '@nanum/shared/contentMessages';
import { ORG_MEMBER_IMAGE_BOX } from '@nanum/shared/contentRules';
import type { AdminOrgMemberView } from '@nanum/shared/contentViews';
import type { OrgMemberCreate, OrgMemberUpdate } from '@nanum/shared/directorySchemas';
import type { MemberCategory } from '@nanum/shared/memberCategories';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { assertUnchangedSince, editVersion } from '../../http/editVersion';
import { ORG_MEMBER_IMAGE_FOLDER, removeAdminImage, storeAdminImage } from '../admin/adminImages';
import { recordChange, type Actor } from '../admin/audit.service';
import { sameIds, withNewImage } from './contentImages';
import { deleteOrgMember, findOrgMember, findOrgMembersOf, insertOrgMember, nextOrgMemberSort, setOrgMemberSort, updateOrgMember, type OrgMemberAdminRow } from './directory.repo';

export interface ContentDeps {
  db: Db;
  uploadDir: string;
}

const TARGET = 'orgMember';
const FOLDER = ORG_MEMBER_IMAGE_FOLDER;

/** A person as the audit log records them. */
const present = (row: OrgMemberAdminRow): Omit<AdminOrgMemberView, 'version'> => ({ id: row.id, category: row.category, name: row.name, position: row.position, description: row.description, image: row.image });

/** A person as the admin form edits them: with the version of what it shows (http/editVersion.ts), which a save sends back. */
function presentEditable(row: OrgMemberAdminRow): AdminOrgMemberView {
  const view = present(row);
  return { ...view, version: editVersion(Object.values(view)) };
}

async function existing(db: Db, id: number, lock = false): Promise<OrgMemberAdminRow> {
  const row = await findOrgMember(db, id, lock);
  if (!row) throw new AppError(404, M.orgMemberNotFound, 'ORG_MEMBER_NOT_FOUND');
  return row;
}

const storePhoto = (deps: ContentDeps, upload: Buffer | undefined) => (upload ? storeAdminImage(deps.uploadDir, FOLDER, upload, ORG_MEMBER_IMAGE_BOX) : Promise.resolve(null));

export async function listOrgMembers(db: Db, category: MemberCategory) {
  return (await findOrgMembersOf(db, category)).map(presentEditable);
}

/** Adds a person at the end of the category; the photo is optional (the page shows a default one). */
export async function createOrgMember(deps: ContentDeps, actor: Actor, fields: OrgMemberCreate, upload: Buffer | undefined) {
  const image = await storePhoto(deps, upload);
  return withNewImage(deps.uploadDir, FOLDER, image, () =>
    deps.db.transaction(async (trx) => {
      const values = { category: fields.category, name: fields.name, position: fields.position, description: fields.description, image, sort: await nextOrgMemberSort(trx, fields.category) };
      const id = await insertOrgMember(trx, values);
      await recordChange(trx, actor, { action: 'orgMember.create', targetType: TARGET, targetId: id, before: null, after: present({ id, ...values }) });
      return presentEditable({ id, ...values });
    }),
  );
}

/**
 * Updates a person; a new photo replaces the old one (removed), `removeImage` drops it. A save from
 * a form loaded before someone else changed the person (its version differs) is refused: 409,
 * nothing written.
 */
export async function changeOrgMember(deps: ContentDeps, actor: Actor, fields: OrgMemberUpdate, upload: Buffer | undefined) {
  await existing(deps.db, fields.id);
  const image = await storePhoto(deps, upload);
  const { before, after } = await withNewImage(deps.uploadDir, FOLDER, image, () =>
    deps.db.transaction(async (trx) => {
      const current = await existing(trx, fields.id, true);
      assertUnchangedSince(presentEditable(current).version, fields.version);
      const values = { name: fields.name, position: fields.position, description: fields.description, image: image ?? (fields.removeImage ? null : current.image) };
      await updateOrgMember(trx, fields.id, values);
      await recordChange(trx, actor, { action: 'orgMember.update', targetType: TARGET, targetId: fields.id, before: present(current), after: present({ ...current, ...values }) });
      return { before: current, after: presentEditable({ ...current, ...values }) };
    }),
  );
  if (before.image !== after.image) await removeAdminImage(deps.uploadDir, FOLDER, before.image);
  return after;
}

export async function removeOrgMember(deps: ContentDeps, actor: Actor, id: number): Promise<void> {
  const removed = await deps.db.transaction(async (trx) => {
    const row = await existing(trx, id);
    await deleteOrgMember(trx, id);
    await recordChange(trx, actor, { action: 'orgMember.delete', targetType: TARGET, targetId: id, before: present(row), after: null });
    return row;
  });
  await removeAdminImage(deps.uploadDir, FOLDER, removed.image);
}

/** Saves the order of one category: `ids` names each of its people exactly once. */
export async function reorderOrgMembers(db: Db, actor: Actor, category: MemberCategory, ids: number[]) {
  return db.transaction(async (trx) => {
    const rows = await findOrgMembersOf(trx, category);
    if (!sameIds(ids, rows)) throw new AppError(409, M.orderMismatch, 'ORDER_MISMATCH');
    for (const [sort, id] of ids.entries()) await setOrgMemberSort(trx, id, sort);
    await recordChange(trx, actor, { action: 'orgMember.order', targetType: TARGET, targetId: null, before: { category, ids: rows.map((row) => row.id) }, after: { category, ids } });
    return (await findOrgMembersOf(trx, category)).map(presentEditable);
  });
}
