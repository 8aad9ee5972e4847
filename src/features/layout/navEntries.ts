import { MEMBER_CATEGORIES, MEMBER_CATEGORY_LABELS } from '@nanum/shared/memberCategories';
import type { NavEntry, ResolvedNavLink } from './site';

/**
 * The names of the menu's entries (SPEC section 2), by entry (site.ts's NAV_GROUPS). They are
 * loaded with what shows them: the header's open dropdown (NavGroupLinks.tsx), the side panel
 * (MobilePanel.tsx) and the content pages' section menu, not with every page's JavaScript.
 */
export const NAV_ENTRY_LABELS: Readonly<Record<NavEntry, string>> = {
  '/information': '협회 소개',
  '/history': '걸어온 길',
  '/worth': '우리가 지키는 가치',
  '/esg': 'ESG 협력',
  '/organization': '조직 안내',
  '/campaign': '캠페인',
  '/join': '참여 방법',
  '/gateway': '오시는 길',
  ...Object.fromEntries(MEMBER_CATEGORIES.map((category) => [`/member?page=${category}`, MEMBER_CATEGORY_LABELS[category]])),
  '/community/notice': '공지사항',
  '/community/annual-fundraising': '연간 모금',
  '/community/donation-utilization': '기부금 활용',
  '/gallery': '갤러리',
  '/press': '언론 보도',
  '/video': '영상',
  '/youth': '청소년위원회 소개',
  '/youth/champ': '청소년 챔프단',
  '/youth/supporters': '서포터즈',
  '/youth/kscv': 'KSCV',
  '/youth/champ/project': '챔프단 프로젝트',
  ability: '나의 활동 역량',
  '/community/champ': '챔프단 게시판',
  '/community/knowhow': '노하우 게시판',
  '/youth/champ/school': '챔프 스쿨',
  '/youth/champ/club': '챔프 클럽',
  '/youth/champ/hall': '명예의 전당',
  blog: '챔프단 블로그',
};

/**
 * An entry as this visitor sees it: `abilityUserId` is the id of a logged-in member who passes
 * ABILITY (useNavLinks.ts decides), else null; `blogUrl` the blog's address from the site settings
 * ('' when unset). Null: nothing to show.
 */
export function resolveNavEntry(entry: NavEntry, abilityUserId: number | null, blogUrl: string): ResolvedNavLink | null {
  // Every entry of NAV_GROUPS has its name (site.test.ts).
  const label = NAV_ENTRY_LABELS[entry] ?? '';
  if (entry === 'ability') return abilityUserId === null ? null : { label, href: `/youth/ability/${abilityUserId}`, external: false };
  if (entry === 'blog') return blogUrl ? { label, href: blogUrl, external: true } : null;
  return { label, href: entry, external: false };
}
