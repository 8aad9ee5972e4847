/** Input of the admin calls on site content (the Markdown pages of site_pages, the site settings). */
import { z } from 'zod';
import { isHttpUrl } from './links';
import { multiLine, singleLine } from './textRules';
import { ADMIN_MESSAGES as M } from './adminMessages';
import { CONTENT_MESSAGES as C } from './contentMessages';
import { goalAmountOf } from './donationRules';
import { isDonationTaxCode } from './donationTaxFile';
import { SITE_SETTING_FIELDS, SITE_SETTING_MAX } from './contentRules';
import { CONTENT_PAGE_SLUGS, SITE_SETTING_KEYS, type SiteSettingKey } from './siteContent';
import { PAGE_NOT_FOUND_MESSAGE } from './siteMessages';
import { requiredText } from './requiredText';
import { EDIT_CONFLICT_MESSAGE } from './requestMessages';

/** The version an editor loaded (16 hex digits of a hash: apps/api/src/http/editVersion.ts); anything else is a stale or forged one. */
export const editVersionSchema = z.string({ error: EDIT_CONFLICT_MESSAGE }).regex(/^[0-9a-f]{16}$/, EDIT_CONFLICT_MESSAGE);

export const SITE_PAGE_BODY_MAX = 100_000;

/** PUT /api/admin/site/page: a content page's title, lead and Markdown body. */
export const sitePageUpdateSchema = z.object(
  {
    slug: z.enum(CONTENT_PAGE_SLUGS, { error: PAGE_NOT_FOUND_MESSAGE }),
    title: singleLine(requiredText(M.sitePageTitleMissing).max(100, M.sitePageTitleMissing)),
    lead: multiLine(z.string({ error: M.sitePageLeadTooLong }).trim().max(300, M.sitePageLeadTooLong)).optional().default(''),
    body: multiLine(requiredText(M.sitePageBodyMissing).max(SITE_PAGE_BODY_MAX, M.sitePageBodyMissing)),
    version: editVersionSchema.optional(),
  },
  { error: PAGE_NOT_FOUND_MESSAGE },
);
export type SitePageUpdate = z.infer<typeof sitePageUpdateSchema>;

/** POST /api/admin/site/page/preview: Markdown to render exactly as the public page would. */
export const sitePagePreviewSchema = z.object(
  { body: multiLine(z.string({ error: M.sitePageBodyMissing }).max(SITE_PAGE_BODY_MAX, M.sitePageBodyMissing)) },
  { error: M.sitePageBodyMissing },
);

/** An email address (or empty): a conservative check, enough to catch typing mistakes. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One setting: trimmed text within the column, a web address, an email address, an amount or a code by its format; empty clears it. */
function settingValue(key: SiteSettingKey) {
  const { format } = SITE_SETTING_FIELDS[key];
  const text = multiLine(z.string({ error: C.settingsInvalid }).trim().max(SITE_SETTING_MAX, C.settingTooLong(key)));
  if (format === 'email') return text.refine((value) => value === '' || EMAIL_PATTERN.test(value), C.settingEmailInvalid(key));
  if (format === 'url') return text.refine((value) => value === '' || isHttpUrl(value), C.settingUrlInvalid(key));
  if (format === 'amount') return text.refine((value) => value === '' || goalAmountOf(value) !== null, C.settingAmountInvalid(key));
  if (format === 'code') return text.refine((value) => value === '' || isDonationTaxCode(value), C.settingCodeInvalid(key));
  return text;
}

/** PUT /api/admin/site/settings: every setting key with its value (unknown keys are refused), and the version the form loaded. */
export const siteSettingsUpdateSchema = z.strictObject(
  {
    ...(Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, settingValue(key)])) as Record<SiteSettingKey, ReturnType<typeof settingValue>>),
    version: editVersionSchema.optional(),
  },
  { error: C.settingsInvalid },
);
export type SiteSettingsUpdate = Record<SiteSettingKey, string>;
