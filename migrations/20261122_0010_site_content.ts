import type { Knex } from 'knex';
import { createTable, longText, timestamps } from './helpers/schema';

/**
 * Site content kept as data: the organisation's details (footer, blog link) as key/value settings,
 * and the content pages (intro, youth, terms...) as Markdown rendered by the API.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'site_settings', (t) => {
    t.string('key', 50).primary();
    t.string('value', 500).notNullable().defaultTo('');
    t.datetime('updated_at').notNullable().defaultTo(knex.fn.now());
  });

  await createTable(knex, 'site_pages', (t) => {
    t.increments('id');
    t.string('slug', 100).notNullable().unique();
    t.string('title', 100).notNullable();
    t.string('lead', 300).notNullable().defaultTo('');
    longText(t, 'body').notNullable();
    timestamps(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('site_pages');
  await knex.schema.dropTableIfExists('site_settings');
}
