import { z } from 'zod';
import { MEMBER_CATEGORIES } from './memberCategories';
import { MEMBER_CATEGORY_INVALID_MESSAGE, PAGE_NOT_FOUND_MESSAGE } from './siteMessages';

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

/**
 * The site settings keys (site_settings.key): the organisation's details shown in the footer, and
 * the account the 후원하기 page names for gifts by bank transfer, and the 기부금 유형 코드 of the
 * file for the tax office (donationTaxFile.ts).
 */
export const SITE_SETTING_KEYS = [
  'organisationName', 'representative', 'registrationNumber', 'address', 'phone', 'fax', 'email',
  'blogUrl', 'youtubeUrl', 'instagramUrl', 'facebookUrl', 'kakaoChannelUrl',
  'naverSiteVerification', 'googleSiteVerification',
  'donationBank', 'donationAccountNumber', 'donationAccountHolder', 'donationGoalAmount', 'donationTaxCode',
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];
export type SiteSettings = Record<SiteSettingKey, string>;
