import type { MemberCategory } from './memberCategories';

/**
 * What the public site calls answer (GET /api/site/*, /api/partner/get/all): the API's site
 * presenters build these, the home page, footer, content pages and /member page read them. Pure types.
 */

/** A partner of the footer carousel (SPEC section 3: id, name, image), plus its link when set. */
export interface PartnerView {
  id: number;
  name: string;
  image: string;
  link: string;
}

/** An endorser of the home page (GET /api/site/endorsers; the admin list answers the same). */
export interface EndorserView {
  id: number;
  name: string;
  description: string;
  image: string;
  /** Embedded video link. */
  href: string;
}

/** A person of the /member directory (GET /api/site/members). */
export interface OrgMemberView {
  id: number;
  name: string;
  position: string;
  description: string;
  image: string | null;
}

/** One category of the /member directory. */
export interface MemberDirectoryView {
  category: MemberCategory;
  members: OrgMemberView[];
}

/** A post of the home page's latest lists (GET /api/site/home). */
export interface LatestPostView {
  id: number;
  title: string;
  boardHref: string;
  thumbnail: string | null;
  kind: { name: string; color: string } | null;
  date: string;
}

/** The home page's latest notices and gallery posts (GET /api/site/home). */
export interface HomeLatestView {
  notices: LatestPostView[];
  gallery: LatestPostView[];
}

/** A content page (GET /api/site/page/{slug}): its Markdown rendered and sanitized by the API. */
export interface ContentPageView {
  slug: string;
  title: string;
  lead: string;
  html: string;
  updatedAt: string;
}
