import type { MemberCategory } from '@nanum/shared/memberCategories';
import { HOME_LATEST_POSTS } from '@nanum/shared/limits';
import { PAGE_NOT_FOUND_MESSAGE } from '@nanum/shared/siteMessages';
import { contentPageSlugSchema, type SiteSettings } from '@nanum/shared/siteContent';
import type { ContentPageView, EndorserView, HomeLatestView, MemberDirectoryView } from '@nanum/shared/siteViews';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { presentEndorser, presentLatestPost, presentOrgMember, presentPage, presentSettings } from './site.presenter';
import { findEndorsers, findLatestPosts, findOrgMembers, findPage, findSettings } from './site.repo';

/**
 * The public site's reads that pages render on the server as well as the API answers them
 * (site.router.ts and http/serverReads.ts call the same function).
 */

/** The organisation's details and the site's settings (every key, '' when not set). */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  return presentSettings(await findSettings(db));
}

/** A content page by its slug; 404 when there is none (an address that is no content page, without touching the database). */
export async function readContentPage(db: Db, slug: string): Promise<ContentPageView> {
  const parsed = contentPageSlugSchema.safeParse({ slug });
  const page = parsed.success ? await findPage(db, parsed.data.slug) : undefined;
  if (!page) throw new AppError(404, PAGE_NOT_FOUND_MESSAGE, 'PAGE_NOT_FOUND');
  return presentPage(page);
}

export async function readMemberDirectory(db: Db, category: MemberCategory): Promise<MemberDirectoryView> {
  return { category, members: (await findOrgMembers(db, category)).map(presentOrgMember) };
}

export async function readEndorsers(db: Db): Promise<EndorserView[]> {
  return (await findEndorsers(db)).map(presentEndorser);
}

/** The home page's latest notices and gallery posts. */
export async function readHomeLatest(db: Db): Promise<HomeLatestView> {
  const [notices, gallery] = await Promise.all([findLatestPosts(db, 'notice', HOME_LATEST_POSTS), findLatestPosts(db, 'gallery', HOME_LATEST_POSTS)]);
  return { notices: notices.map(presentLatestPost), gallery: gallery.map(presentLatestPost) };
}
