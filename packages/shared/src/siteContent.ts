import { z } from 'zod';
import { MEMBER_CATEGORY_INVALID_MESSAGE, PAGE_NOT_FOUND_MESSAGE } from './siteMessages';

/** The /member?page= categories (SPEC section 2), in menu order, with their Korean names. */
export const MEMBER_CATEGORIES = ['global', 'advisory', 'presidency', 'committee', 'director', 'influencer', 'ambassador', 'branch', 'esg'] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];

export const MEMBER_CATEGORY_LABELS = {
  global: '글로벌위원회',
  advisory: '자문위원회',
  presidency: '회장단',
  committee: '운영위원회',
  director: '이사회',
  influencer: '인플루언서',
  ambassador: '홍보대사',
  branch: '지부',
  esg: 'ESG위원회',
} as const satisfies Record<MemberCategory, string>;

export const memberCategorySchema = z.object({
  page: z.enum(MEMBER_CATEGORIES, { error: MEMBER_CATEGORY_INVALID_MESSAGE }),
});

/**
 * The content pages kept as Markdown rows (site_pages.slug). The slug is the page's address
 * without the leading slash; `.html` pages keep their suffix.
 */
export const CONTENT_PAGE_SLUGS = [
  'information', 'history', 'worth', 'esg', 'organization', 'campaign', 'join', 'gateway',
  'youth', 'youth/champ', 'youth/supporters', 'youth/kscv',
  'youth/champ/project', 'youth/champ/school', 'youth/champ/club', 'youth/champ/hall',
  'social-award', 'terms.html', 'privacy.html', 'email.html',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const contentPageSlugSchema = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS, { error: PAGE_NOT_FOUND_MESSAGE }),
});

/** The site settings keys (site_settings.key): the organisation's details shown in the footer. */
export const SITE_SETTING_KEYS = [
  'organisationName', 'representative', 'registrationNumber', 'address', 'phone', 'fax', 'email',
  'blogUrl', 'youtubeUrl', 'instagramUrl', 'facebookUrl', 'kakaoChannelUrl',
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];
export type SiteSettings = Record<SiteSettingKey, string>;
