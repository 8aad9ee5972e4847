import type { Knex } from 'knex';
import { createTable } from './helpers/schema';

/**
 * A 기부금 영수증 can be voided (폐기): a refund of a gift it covers, a newer receipt of the same
 * donor's year, or its gifts no longer making a receipt of their own. A voided receipt stays (its
 * number keeps answering the public check, as 폐기) but is no longer listed or filed.
 * `void_cause` is 'refunded', 'reissued' or 'withdrawn'. Which gifts a receipt covers is kept
 * beside it, so that a refund finds the receipts it voids.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donation_receipts', (t) => {
    t.datetime('voided_at').nullable();
    t.string('void_cause', 10).nullable();
  });
  await createTable(knex, 'donation_receipt_gifts', (t) => {
    t.integer('receipt_id').unsigned().notNullable().references('id').inTable('donation_receipts').onDelete('CASCADE');
    t.integer('donation_id').unsigned().notNullable().references('id').inTable('donations').onDelete('CASCADE');
    t.primary(['receipt_id', 'donation_id']);
    t.index(['donation_id'], 'donation_receipt_gifts_donation');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('donation_receipt_gifts');
  await knex.schema.alterTable('donation_receipts', (t) => {
    t.dropColumn('voided_at');
    t.dropColumn('void_cause');
  });
}
