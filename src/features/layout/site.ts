import { MEMBER_CATEGORIES, MEMBER_CATEGORY_LABELS } from '@nanum/shared/memberCategories';

/** Site-wide names and the top navigation of SPEC section 2. */
export const SITE_NAME = '나눔';
export const ORGANISATION_NAME = '나눔 사회공헌협회';
export const SITE_TAGLINE = '나눔으로 더 따뜻한 사회를';

/** One entry of a menu group. */
export type NavItem =
  | { kind: 'link'; label: string; href: string }
  /**
   * The logged-in member's own ability page (/youth/ability/{userId}); shown only to a member who
   * passes ABILITY, the check the page's data is refused by (not to visitors or other members).
   */
  | { kind: 'ability'; label: string }
  /** The external blog, whose address is a site setting. */
  | { kind: 'blog'; label: string };

export interface NavGroup {
  id: string;
  label: string;
  items: readonly NavItem[];
}

const link = (label: string, href: string): NavItem => ({ kind: 'link', label, href });

/** The menu groups, exactly as SPEC section 2 lists them, then the single /social-award link. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'intro',
    label: '협회소개',
    items: [
      link('협회 소개', '/information'),
      link('걸어온 길', '/history'),
      link('우리가 지키는 가치', '/worth'),
      link('ESG 협력', '/esg'),
      link('조직 안내', '/organization'),
      link('캠페인', '/campaign'),
      link('참여 방법', '/join'),
      link('오시는 길', '/gateway'),
    ],
  },
  {
    id: 'members',
    label: '구성원',
    items: MEMBER_CATEGORIES.map((category) => link(MEMBER_CATEGORY_LABELS[category], `/member?page=${category}`)),
  },
  {
    id: 'news',
    label: '소식',
    items: [
      link('공지사항', '/community/notice'),
      link('연간 모금', '/community/annual-fundraising'),
      link('기부금 활용', '/community/donation-utilization'),
      link('갤러리', '/gallery'),
      link('언론 보도', '/press'),
      link('영상', '/video'),
    ],
  },
  {
    id: 'youth',
    label: '청소년위원회',
    items: [
      link('청소년위원회 소개', '/youth'),
      link('청소년 챔프단', '/youth/champ'),
      link('서포터즈', '/youth/supporters'),
      link('KSCV', '/youth/kscv'),
    ],
  },
  {
    id: 'champ',
    label: '챔프단',
    items: [
      link('챔프단 프로젝트', '/youth/champ/project'),
      { kind: 'ability', label: '나의 활동 역량' },
      link('챔프단 게시판', '/community/champ'),
      link('노하우 게시판', '/community/knowhow'),
      link('챔프 스쿨', '/youth/champ/school'),
      link('챔프 클럽', '/youth/champ/club'),
      link('명예의 전당', '/youth/champ/hall'),
      { kind: 'blog', label: '챔프단 블로그' },
    ],
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

/**
 * An entry as this visitor sees it: `abilityUserId` is the id of a logged-in member who passes
 * ABILITY (Header.tsx decides, with the check loaded once a member is known), else null.
 */
export function resolveNavItem(item: NavItem, abilityUserId: number | null, blogUrl: string): ResolvedNavLink | null {
  if (item.kind === 'link') return { label: item.label, href: item.href, external: false };
  if (item.kind === 'ability') return abilityUserId === null ? null : { label: item.label, href: `/youth/ability/${abilityUserId}`, external: false };
  return blogUrl ? { label: item.label, href: blogUrl, external: true } : null;
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
  return group.items.some((item) => item.kind === 'link' && isCurrentLink(item.href, asPath));
}

/** Routes that hide the shared header, footer and the scroll/pop-up block (SPEC section 2). */
export const BARE_ROUTES: readonly string[] = ['/admin/page'];
