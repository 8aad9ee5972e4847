import type { SitePageSourceView } from '@nanum/shared/contentViews';
import type { Db } from '../../db/knex';

/** A content page's source as the editor shows it, without its version. */
export type PageSource = Omit<SitePageSourceView, 'version'>;

/** Content pages (site_pages) as the admin area edits them: the raw Markdown, not the rendered HTML. `lock`: the row stays locked to the transaction (a save). */
export function findPageSource(db: Db, slug: string, lock = false): Promise<PageSource | undefined> {
  const query = db('site_pages').select('slug', 'title', 'lead', 'body').where({ slug });
  return (lock ? query.forUpdate() : query).first();
}

export async function updatePageSource(db: Db, page: PageSource): Promise<void> {
  await db('site_pages').where({ slug: page.slug }).update({ title: page.title, lead: page.lead, body: page.body, updated_at: db.fn.now() });
}

/** Which of the stored names some content page's Markdown still shows (names are random, so a mention is a use). */
export async function siteImagesInPages(db: Db, names: readonly string[]): Promise<Set<string>> {
  const bodies = (await db('site_pages').select('body')) as { body: string }[];
  return new Set(names.filter((name) => bodies.some(({ body }) => body.includes(name))));
}
