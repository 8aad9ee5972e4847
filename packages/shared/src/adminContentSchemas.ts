/** Input of the admin calls on site content (the Markdown pages of site_pages). */
import { z } from 'zod';
import { ADMIN_MESSAGES as M } from './adminMessages';
import { CONTENT_PAGE_SLUGS } from './siteContent';
import { PAGE_NOT_FOUND_MESSAGE } from './siteMessages';

export const SITE_PAGE_BODY_MAX = 100_000;

/** PUT /api/admin/site/page: a content page's title, lead and Markdown body. */
export const sitePageUpdateSchema = z.object(
  {
    slug: z.enum(CONTENT_PAGE_SLUGS, { error: PAGE_NOT_FOUND_MESSAGE }),
    title: z.string({ error: M.sitePageTitleMissing }).trim().min(1, M.sitePageTitleMissing).max(100, M.sitePageTitleMissing),
    lead: z.string({ error: M.sitePageLeadTooLong }).trim().max(300, M.sitePageLeadTooLong).optional().default(''),
    body: z.string({ error: M.sitePageBodyMissing }).trim().min(1, M.sitePageBodyMissing).max(SITE_PAGE_BODY_MAX, M.sitePageBodyMissing),
  },
  { error: PAGE_NOT_FOUND_MESSAGE },
);
export type SitePageUpdate = z.infer<typeof sitePageUpdateSchema>;
