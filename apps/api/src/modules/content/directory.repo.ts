import type { MemberCategory } from '@nanum/shared/memberCategories';
import type { Db } from '../../db/knex';
import { insertedId, toNumber } from '../../db/values';

/** The /member directory (org_members) as the admin area writes it. */

export interface OrgMemberAdminRow {
  id: number;
  category: MemberCategory;
  name: string;
  position: string;
  description: string;
  image: string | null;
  sort: number;
}

export type OrgMemberValues = Omit<OrgMemberAdminRow, 'id'>;

const COLUMNS = ['id', 'category', 'name', 'position', 'description', 'image', 'sort'] as const;
const toRow = (row: Record<string, unknown>): OrgMemberAdminRow => ({
  id: toNumber(row.id),
  category: row.category as MemberCategory,
  name: String(row.name),
  position: String(row.position),
  description: String(row.description),
  image: row.image ? String(row.image) : null,
  sort: toNumber(row.sort),
});

export async function findOrgMembersOf(db: Db, category: MemberCategory): Promise<OrgMemberAdminRow[]> {
  return (await db('org_members').select(...COLUMNS).where({ category }).orderBy([{ column: 'sort' }, { column: 'id' }])).map(toRow);
}

/** One person; `lock` reads the row for update (a save compares its version with the form's: http/editVersion.ts). */
export async function findOrgMember(db: Db, id: number, lock = false): Promise<OrgMemberAdminRow | undefined> {
  const query = db('org_members').select(...COLUMNS).where({ id });
  const row = await (lock ? query.forUpdate() : query).first();
  return row ? toRow(row) : undefined;
}

export async function nextOrgMemberSort(db: Db, category: MemberCategory): Promise<number> {
  const [row] = await db('org_members').where({ category }).max({ top: 'sort' });
  return row?.top === null || row?.top === undefined ? 0 : toNumber(row.top) + 1;
}

export async function insertOrgMember(db: Db, values: OrgMemberValues): Promise<number> {
  return insertedId(await db('org_members').insert(values));
}

export async function updateOrgMember(db: Db, id: number, values: Pick<OrgMemberValues, 'name' | 'position' | 'description' | 'image'>): Promise<void> {
  await db('org_members').where({ id }).update({ ...values, updated_at: db.fn.now() });
}

export async function setOrgMemberSort(db: Db, id: number, sort: number): Promise<void> {
  await db('org_members').where({ id }).update({ sort, updated_at: db.fn.now() });
}

export async function deleteOrgMember(db: Db, id: number): Promise<void> {
  await db('org_members').where({ id }).delete();
}
