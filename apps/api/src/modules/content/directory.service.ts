import { CONTENT_MESSAGES as M } from '@nanum/shared/contentMessages';
import { ORG_MEMBER_IMAGE_BOX } from '@nanum/shared/contentRules';
import type { AdminOrgMemberView } from '@nanum/shared/contentViews';
import type { OrgMemberCreate, OrgMemberUpdate } from '@nanum/shared/directorySchemas';
import type { MemberCategory } from '@nanum/shared/memberCategories';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
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

const present = (row: OrgMemberAdminRow): AdminOrgMemberView => ({ id: row.id, category: row.category, name: row.name, position: row.position, description: row.description, image: row.image });

async function existing(db: Db, id: number): Promise<OrgMemberAdminRow> {
  const row = await findOrgMember(db, id);
  if (!row) throw new AppError(404, M.orgMemberNotFound, 'ORG_MEMBER_NOT_FOUND');
  return row;
}

const storePhoto = (deps: ContentDeps, upload: Buffer | undefined) => (upload ? storeAdminImage(deps.uploadDir, FOLDER, upload, ORG_MEMBER_IMAGE_BOX) : Promise.resolve(null));

export async function listOrgMembers(db: Db, category: MemberCategory) {
  return (await findOrgMembersOf(db, category)).map(present);
}

/** Adds a person at the end of the category; the photo is optional (the page shows a default one). */
export async function createOrgMember(deps: ContentDeps, actor: Actor, fields: OrgMemberCreate, upload: Buffer | undefined) {
  const image = await storePhoto(deps, upload);
  return withNewImage(deps.uploadDir, FOLDER, image, () =>
    deps.db.transaction(async (trx) => {
      const values = { category: fields.category, name: fields.name, position: fields.position, description: fields.description, image, sort: await nextOrgMemberSort(trx, fields.category) };
      const id = await insertOrgMember(trx, values);
      const created = present({ id, ...values });
      await recordChange(trx, actor, { action: 'orgMember.create', targetType: TARGET, targetId: id, before: null, after: created });
      return created;
    }),
  );
}

/** Updates a person; a new photo replaces the old one (removed), `removeImage` drops it. */
export async function changeOrgMember(deps: ContentDeps, actor: Actor, fields: OrgMemberUpdate, upload: Buffer | undefined) {
  await existing(deps.db, fields.id);
  const image = await storePhoto(deps, upload);
  const { before, after } = await withNewImage(deps.uploadDir, FOLDER, image, () =>
    deps.db.transaction(async (trx) => {
      const current = await existing(trx, fields.id);
      const values = { name: fields.name, position: fields.position, description: fields.description, image: image ?? (fields.removeImage ? null : current.image) };
      await updateOrgMember(trx, fields.id, values);
      const updated = present({ ...current, ...values });
      await recordChange(trx, actor, { action: 'orgMember.update', targetType: TARGET, targetId: fields.id, before: present(current), after: updated });
      return { before: current, after: updated };
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
    return (await findOrgMembersOf(trx, category)).map(present);
  });
}
