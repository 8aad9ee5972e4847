import type { Knex } from 'knex';

/**
 * A year's paid gifts by the day they were paid: the public 연간 모금 summary and the receipts read
 * them on every visit or issue; without this index they scanned every donation ever made. It covers
 * the summary's columns, so the table itself is not read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.index(['state', 'paid_at', 'amount', 'donor_email'], 'donations_paid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.dropIndex([], 'donations_paid');
  });
}
