import { Router } from 'express';
import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { sitePagePreviewSchema, sitePageUpdateSchema } from '@nanum/shared/adminContentSchemas';
import { contentPageSlugSchema } from '@nanum/shared/siteContent';
import { PAGE_NOT_FOUND_MESSAGE } from '@nanum/shared/siteMessages';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { assertUnchangedSince, editVersion } from '../../http/editVersion';
import { route } from '../../http/route';
import { markdownRendersInTime, renderMarkdown } from '../site/markdown';
import { requireAdminArea } from './adminAccess';
import { SITE_IMAGE_FOLDER, storeAdminImage } from './adminImages';
import { adminImageUpload } from './adminUpload';
import { actorOf, recordChange } from './audit.service';
import { findPageSource, updatePageSource, type PageSource } from './sitePage.repo';

/** A page's version: its fields in a fixed order, whatever order a row or a body lists them in. */
const pageVersion = (page: PageSource): string => editVersion([page.slug, page.title, page.lead, page.body]);

/** 400 for a body Markdown cannot render in time (markdown.ts), before anything is saved or rendered here. */
async function assertRenders(body: string): Promise<void> {
  if (!(await markdownRendersInTime(body))) throw new AppError(400, M.sitePageBodyTooComplex, 'BODY_TOO_COMPLEX');
}

/**
 * Content pages in the admin area (OPERATOR or DIVISION):
 *   GET /api/admin/site/page?slug=   -> { status, data: { slug, title, lead, body, version } } (Markdown source)
 *   PUT /api/admin/site/page { slug, title, lead, body, version } -> { status, message, data } (409 when
 *       someone saved since `version` was loaded: http/editVersion.ts)
 *   POST /api/admin/site/page/preview { body }   -> { status, data: { html } } (nothing is saved)
 *   POST /api/admin/site/page/image  multipart image -> { status, message, data: { url, markdown } } (re-encoded
 *       WebP within 1600 px, for the editor to place in the page)
 * The public page (GET /api/site/page/{slug}) renders the Markdown through the sanitizing renderer.
 */
/** A content page picture: re-encoded as WebP within this box (a column is at most 46rem wide, so 2x fits). */
const SITE_IMAGE_BOX = { width: 1600, height: 1600 };

export function sitePageRouter({ db, uploadDir }: { db: Db; uploadDir: string }): Router {
  const router = Router();

  router.get(
    '/admin/site/page',
    route({ auth: requireAdminArea, query: contentPageSlugSchema }, async ({ query, res }) => {
      const page = await findPageSource(db, query.slug);
      if (!page) throw new AppError(404, PAGE_NOT_FOUND_MESSAGE, 'PAGE_NOT_FOUND');
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: { ...page, version: pageVersion(page) } };
    }),
  );

  router.put(
    '/admin/site/page',
    route({ auth: requireAdminArea, body: sitePageUpdateSchema }, async ({ body: { version, ...input }, req }) => {
      await assertRenders(input.body);
      const data = await db.transaction(async (trx) => {
        const before = await findPageSource(trx, input.slug, true);
        if (!before) throw new AppError(404, PAGE_NOT_FOUND_MESSAGE, 'PAGE_NOT_FOUND');
        assertUnchangedSince(pageVersion(before), version);
        await updatePageSource(trx, input);
        await recordChange(trx, actorOf(req), { action: 'page.update', targetType: 'page', targetId: null, before, after: input });
        return { ...input, version: pageVersion(input) };
      });
      return { status: 200, message: M.sitePageUpdated, data };
    }),
  );

  router.post(
    '/admin/site/page/preview',
    route({ auth: requireAdminArea, body: sitePagePreviewSchema }, async ({ body }) => {
      await assertRenders(body.body);
      return { status: 200, data: { html: renderMarkdown(body.body) } };
    }),
  );

  router.post(
    '/admin/site/page/image',
    route({ auth: requireAdminArea, use: [adminImageUpload] }, async ({ req }) => {
      if (!req.file) throw new AppError(400, M.sitePageImageMissing, 'IMAGE_MISSING');
      const url = await storeAdminImage(uploadDir, SITE_IMAGE_FOLDER, req.file.buffer, SITE_IMAGE_BOX);
      return { status: 200, message: M.sitePageImageStored, data: { url, markdown: `![사진 설명](${url})` } };
    }),
  );

  return router;
}
