import { PERMISSION } from '@nanum/shared/codes';
import type { MemberCategory } from '@nanum/shared/memberCategories';
import type { Db } from '../../db/knex';

/** Reads of the public site: settings, content pages, the /member directory, endorsers, partners. */

export interface SettingRow {
  key: string;
  value: string;
}

export interface PageRow {
  slug: string;
  title: string;
  lead: string;
  body: string;
  updated_at: string | Date;
}

export interface OrgMemberRow {
  id: number;
  name: string;
  position: string;
  description: string;
  image: string | null;
}

export interface EndorserRow {
  id: number;
  name: string;
  description: string;
  image: string;
  href: string;
}

export interface CorporationRow {
  id: number;
  name: string;
  image: string;
  link: string;
}

export interface LatestPostRow {
  id: number;
  title: string;
  board_href: string;
  thumbnail: string | null;
  kind_name: string | null;
  kind_color: string | null;
  created_at: string | Date;
}

/** Every setting's row; `lock`: the rows stay locked to the transaction (a save). */
export function findSettings(db: Db, lock = false): Promise<SettingRow[]> {
  const query = db('site_settings').select('key', 'value');
  return lock ? query.forUpdate() : query;
}

export function findPage(db: Db, slug: string): Promise<PageRow | undefined> {
  return db('site_pages').select('slug', 'title', 'lead', 'body', 'updated_at').where({ slug }).first();
}

export function findOrgMembers(db: Db, category: MemberCategory): Promise<OrgMemberRow[]> {
  return db('org_members').select('id', 'name', 'position', 'description', 'image').where({ category }).orderBy([{ column: 'sort' }, { column: 'id' }]);
}

export function findEndorsers(db: Db): Promise<EndorserRow[]> {
  return db('endorsers').select('id', 'name', 'description', 'image', 'href').orderBy([{ column: 'sort' }, { column: 'id' }]);
}

/** The partner carousel: the admin-managed corporations in their display order. */
export function findCorporations(db: Db): Promise<CorporationRow[]> {
  return db('corporations').select('id', 'name', 'image', 'link').orderBy([{ column: 'sort' }, { column: 'id' }]);
}

/**
 * The newest visible posts of a board that everyone may list and read (home page), pinned or not.
 * Hidden (moderated or deleted) and secret posts never show.
 */
export function findLatestPosts(db: Db, boardHref: string, limit: number): Promise<LatestPostRow[]> {
  return db('posts as p')
    .join('boards as b', 'b.id', 'p.board_id')
    .leftJoin('board_kinds as k', 'k.id', 'p.kind_id')
    .where({ 'b.href': boardHref, 'b.perm_list': PERMISSION.EVERYONE, 'b.perm_read': PERMISSION.EVERYONE, 'p.hidden': 0, 'p.secret': 0 })
    // Deleted posts are not shown; the condition also lets the list index (board, deleted_at,
    // hidden, created_at, id) give the newest first without sorting the whole board.
    .whereNull('p.deleted_at')
    .select('p.id', 'p.title', 'b.href as board_href', 'p.thumbnail', 'k.name as kind_name', 'k.color as kind_color', 'p.created_at')
    .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }])
    .limit(limit);
}
