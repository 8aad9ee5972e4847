/**
 * What the admin area's content calls answer (boards and kinds, the /member directory, endorsers,
 * content pages): the API builds these, the content panels read them. Pure types.
 */
import type { BoardAction, BoardLayout } from './boardRules';
import type { PermissionCode } from './codes';
import type { MemberCategory } from './memberCategories';
import type { SiteSettings } from './siteContent';
import type { EndorserView } from './siteViews';

/** A kind (말머리) as the admin list shows it. */
export interface AdminKindView {
  id: number;
  name: string;
  color: string;
  postCount: number;
}

/** A board with its settings and kinds (GET /api/admin/boards). */
export interface AdminBoardView {
  id: number;
  href: string;
  name: string;
  description: string;
  layout: BoardLayout;
  perm: Record<BoardAction, PermissionCode>;
  certifiedOnly: boolean;
  kinds: AdminKindView[];
}

/** A person of the /member directory as the admin area edits them (GET /api/admin/directory). */
export interface AdminOrgMemberView {
  id: number;
  category: MemberCategory;
  name: string;
  position: string;
  description: string;
  image: string | null;
  /** What the form loaded (editVersion): sent back with a save, which is refused if someone changed the person in between. */
  version: string;
}

/** An endorser as the admin area edits them (GET /api/admin/endorsers): the home page's card plus its version (editVersion). */
export interface AdminEndorserView extends EndorserView {
  /** What the form loaded: sent back with a save, which is refused if someone changed the endorser in between. */
  version: string;
}

/** The settings as the admin form edits them (GET and PUT /api/admin/site/settings), with their version (editVersion). */
export type SiteSettingsSourceView = SiteSettings & { version: string };

/** A content page's Markdown source (GET and PUT /api/admin/site/page). */
export interface SitePageSourceView {
  slug: string;
  title: string;
  lead: string;
  body: string;
  /** What the editor loaded (editVersion): sent back with the save, which is refused if someone saved in between. */
  version: string;
}
