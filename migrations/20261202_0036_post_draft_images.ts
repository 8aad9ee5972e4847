import type { Knex } from 'knex';
import { createTable } from './helpers/schema';

/**
 * The pictures a member's saved draft shows (issue 23): while a row holds an upload the unused
 * upload sweep keeps it, so a draft still shows its pictures and can be posted after
 * UNATTACHED_UPLOAD_HOURS. A row goes with its draft (posted, discarded, the member or the board
 * deleted) and with its upload; the sweep then treats the upload like any other.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'post_draft_images', (t) => {
    t.integer('draft_id').unsigned().notNullable().references('id').inTable('post_drafts').onDelete('CASCADE');
    t.integer('attachment_id').unsigned().notNullable().references('id').inTable('attachments').onDelete('CASCADE');
    t.primary(['draft_id', 'attachment_id']);
    t.index(['attachment_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('post_draft_images');
}
