import { MEMBER_CATEGORIES } from '@nanum/shared/memberCategoryCodes';

/** Site-wide names and the top navigation of SPEC section 2. */
export const SITE_NAME = '나눔';
export const ORGANISATION_NAME = '나눔 사회공헌협회';
export const SITE_TAGLINE = '나눔으로 더 따뜻한 사회를';

/**
 * One entry of a menu group: a page's address, or one of the two entries made for the visitor:
 * `ability`, the logged-in member's own ability page (/youth/ability/{userId}), shown only to a
 * member who passes ABILITY, the check the page's data is refused by (not to visitors or other
 * members), and `blog`, the external blog, whose address is a site setting. Their names are in
 * navEntries.ts: the header shows them only in an open menu, so every page's JavaScript carries
 * the groups and addresses (for the current group's highlight) and not the names.
 */
export type NavEntry = `/${string}` | 'ability' | 'blog';

export interface NavGroup {
  id: string;
  label: string;
  entries: readonly NavEntry[];
}

/** Whether an entry is a page of the site (not the ability page or the blog). */
export const isPageEntry = (entry: NavEntry): entry is `/${string}` => entry.startsWith('/');

/** The menu groups, exactly as SPEC section 2 lists them, then the single /social-award link. */
export const NAV_GROUPS: readonly NavGroup[] = [
  { id: 'intro', label: '협회소개', entries: ['/information', '/history', '/worth', '/esg', '/organization', '/campaign', '/join', '/gateway'] },
  { id: 'members', label: '구성원', entries: MEMBER_CATEGORIES.map((category) => `/member?page=${category}` as const) },
  { id: 'news', label: '소식', entries: ['/community/notice', '/community/annual-fundraising', '/community/donation-utilization', '/gallery', '/press', '/video'] },
  { id: 'youth', label: '청소년위원회', entries: ['/youth', '/youth/champ', '/youth/supporters', '/youth/kscv'] },
  {
    id: 'champ',
    label: '챔프단',
    entries: ['/youth/champ/project', 'ability', '/community/champ', '/community/knowhow', '/youth/champ/school', '/youth/champ/club', '/youth/champ/hall', 'blog'],
  },
];

/** The single link after the groups. */
export const SOCIAL_AWARD_LINK = { label: '사회공헌대상', href: '/social-award' } as const;

/** 후원하기 (issue 29): a button in the header, at the top of the mobile panel. */
export const DONATE_LINK = { label: '후원하기', href: '/donate' } as const;

/** A menu entry made concrete for the current visitor: a link, or nothing to show. */
export interface ResolvedNavLink {
  label: string;
  href: string;
  external: boolean;
}

/** Whether a menu link is the page being shown (path and, for /member, the category). */
export function isCurrentLink(href: string, asPath: string): boolean {
  const [path, query = ''] = asPath.split('#')[0]!.split('?');
  const [linkPath, linkQuery] = href.split('?');
  if (linkPath !== path) return false;
  if (!linkQuery) return true;
  return new URLSearchParams(query).get('page') === new URLSearchParams(linkQuery).get('page');
}

/** Whether the page being shown belongs to the group (for the desktop dropdown's highlight). */
export function isCurrentGroup(group: NavGroup, asPath: string): boolean {
  return group.entries.some((entry) => isPageEntry(entry) && isCurrentLink(entry, asPath));
}

/** Routes that hide the shared header, footer and the scroll/pop-up block (SPEC section 2). */
export const BARE_ROUTES: readonly string[] = ['/admin/page'];
