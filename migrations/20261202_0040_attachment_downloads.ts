import type { Knex } from 'knex';
import { createTable } from './helpers/schema';

/**
 * A file's download count, as a post's visits: once per member (or visitor's address) per Korean
 * day. The row of a counted download is its proof; proofs older than yesterday are pruned.
 * Another GET of the same file the same day fetched it again, but is no new download.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'attachment_downloads', (t) => {
    t.integer('attachment_id').unsigned().notNullable().references('id').inTable('attachments').onDelete('CASCADE');
    t.string('visitor', 64).notNullable(); // "u<id>" for a member, a keyed hash for a visitor
    t.string('day', 10).notNullable(); // YYYY-MM-DD (Korea)
    t.primary(['attachment_id', 'visitor', 'day']);
    t.index(['day'], 'attachment_downloads_day');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('attachment_downloads');
}
