import type { BoardAction, BoardLayout } from '@nanum/shared/boardRules';
import type { PermissionCode } from '@nanum/shared/codes';
import type { MemberCategory } from '@nanum/shared/memberCategories';

/** A kind (말머리) as the admin list shows it. */
export interface AdminKind {
  id: number;
  name: string;
  color: string;
  postCount: number;
}

/** A board with its settings and kinds (GET /api/admin/boards). */
export interface AdminBoard {
  id: number;
  href: string;
  name: string;
  description: string;
  layout: BoardLayout;
  perm: Record<BoardAction, PermissionCode>;
  certifiedOnly: boolean;
  kinds: AdminKind[];
}

/** A person of the /member directory (GET /api/admin/directory). */
export interface AdminOrgMember {
  id: number;
  category: MemberCategory;
  name: string;
  position: string;
  description: string;
  image: string | null;
}

/** An endorser (GET /api/admin/endorsers). */
export interface AdminEndorser {
  id: number;
  name: string;
  description: string;
  image: string;
  href: string;
}

/** A content page's Markdown source (GET /api/admin/site/page). */
export interface SitePageSource {
  slug: string;
  title: string;
  lead: string;
  body: string;
}
