import { Router } from 'express';
import { PAGE_NOT_FOUND_MESSAGE } from '@nanum/shared/siteMessages';
import { contentPageSlugSchema, memberCategorySchema } from '@nanum/shared/siteContent';
import { HOME_LATEST_POSTS } from '@nanum/shared/limits';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { route } from '../../http/route';
import { presentEndorser, presentLatestPost, presentOrgMember, presentPage, presentPartner, presentSettings } from './site.presenter';
import { findCorporations, findEndorsers, findLatestPosts, findOrgMembers, findPage, findSettings } from './site.repo';

/**
 * Public reads of the site: organisation settings, content pages (Markdown rendered and sanitized
 * here), the /member directory, endorsers, the home page's latest posts and the partner list.
 */
export function siteRouter(db: Db): Router {
  const router = Router();

  router.get('/site/settings', route({}, async () => ({ status: 200, data: presentSettings(await findSettings(db)) })));

  // The slug may hold slashes (youth/champ/school), so it is the rest of the path. An address that
  // is not a content page answers 404 without touching the database.
  router.get(
    '/site/page/{*slug}',
    route({}, async ({ req }) => {
      const raw = (req.params as { slug?: string[] }).slug ?? [];
      const parsed = contentPageSlugSchema.safeParse({ slug: raw.join('/') });
      if (!parsed.success) throw new AppError(404, PAGE_NOT_FOUND_MESSAGE, 'PAGE_NOT_FOUND');
      const page = await findPage(db, parsed.data.slug);
      if (!page) throw new AppError(404, PAGE_NOT_FOUND_MESSAGE, 'PAGE_NOT_FOUND');
      return { status: 200, data: presentPage(page) };
    }),
  );

  router.get(
    '/site/members',
    route({ query: memberCategorySchema }, async ({ query: { page: category } }) => ({
      status: 200,
      data: { category, members: (await findOrgMembers(db, category)).map(presentOrgMember) },
    })),
  );

  router.get('/site/endorsers', route({}, async () => ({ status: 200, data: (await findEndorsers(db)).map(presentEndorser) })));

  router.get(
    '/site/home',
    route({}, async () => {
      const [notices, gallery] = await Promise.all([findLatestPosts(db, 'notice', HOME_LATEST_POSTS), findLatestPosts(db, 'gallery', HOME_LATEST_POSTS)]);
      return { status: 200, data: { notices: notices.map(presentLatestPost), gallery: gallery.map(presentLatestPost) } };
    }),
  );

  router.get('/partner/get/all', route({}, async () => ({ status: 200, data: (await findCorporations(db)).map(presentPartner) })));

  return router;
}
