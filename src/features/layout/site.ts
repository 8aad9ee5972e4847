/** Site-wide names and the primary links shown in the shared header and footer. */
export const SITE_NAME = '나눔';
export const ORGANISATION_NAME = '나눔 사회공헌협회';
export const SITE_TAGLINE = '나눔으로 더 따뜻한 사회를';

export interface NavLinkItem {
  label: string;
  href: string;
  /** The path prefixes that mark this link as the current section. */
  section: readonly string[];
}

/** The primary links. The full navigation (dropdowns, mobile side panel) comes later. */
export const PRIMARY_LINKS: readonly NavLinkItem[] = [
  {
    label: '협회소개',
    href: '/information',
    section: ['/information', '/history', '/worth', '/esg', '/organization', '/campaign', '/join', '/gateway'],
  },
  {
    label: '소식',
    href: '/community/notice',
    section: ['/community/notice', '/community/annual-fundraising', '/community/donation-utilization', '/gallery', '/press', '/video'],
  },
  { label: '청소년위원회', href: '/youth', section: ['/youth'] },
];

/** Routes that hide the shared header and footer (SPEC section 2). */
export const BARE_ROUTES: readonly string[] = ['/admin/page'];

/** Whether the path is in one of the sections (the section itself or below it). */
export function isInSection(pathname: string, section: readonly string[]): boolean {
  return section.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
