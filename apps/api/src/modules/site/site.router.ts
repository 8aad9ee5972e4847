import { Router } from 'express';
import { memberCategorySchema } from '@nanum/shared/siteContent';
import type { Db } from '../../db/knex';
import { route } from '../../http/route';
import { presentPartner } from './site.presenter';
import { findCorporations } from './site.repo';
import { readContentPage, readEndorsers, readHomeLatest, readMemberDirectory, readSiteSettings } from './site.service';

/**
 * Public reads of the site: organisation settings, content pages (Markdown rendered and sanitized
 * here), the /member directory, endorsers, the home page's latest posts and the partner list.
 */
export function siteRouter(db: Db): Router {
  const router = Router();

  router.get('/site/settings', route({}, async () => ({ status: 200, data: await readSiteSettings(db) })));

  // The slug may hold slashes (youth/champ/school), so it is the rest of the path.
  router.get(
    '/site/page/{*slug}',
    route({}, async ({ req }) => ({ status: 200, data: await readContentPage(db, ((req.params as { slug?: string[] }).slug ?? []).join('/')) })),
  );

  router.get('/site/members', route({ query: memberCategorySchema }, async ({ query }) => ({ status: 200, data: await readMemberDirectory(db, query.page) })));

  router.get('/site/endorsers', route({}, async () => ({ status: 200, data: await readEndorsers(db) })));

  router.get('/site/home', route({}, async () => ({ status: 200, data: await readHomeLatest(db) })));

  router.get('/partner/get/all', route({}, async () => ({ status: 200, data: (await findCorporations(db)).map(presentPartner) })));

  return router;
}
