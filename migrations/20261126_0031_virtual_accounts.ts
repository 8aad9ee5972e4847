import type { Knex } from 'knex';

/**
 * Gifts by 가상계좌 (issue 29): PortOne issues an account and the gift stays pending until PortOne
 * reports the deposit. The account (bank code, number, holder) and its deadline are kept on the
 * donation so that the donor's result page can show them again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.string('account_bank', 40).nullable();
    t.string('account_number', 40).nullable();
    t.string('account_holder', 50).nullable();
    t.datetime('account_due_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.dropColumn('account_bank');
    t.dropColumn('account_number');
    t.dropColumn('account_holder');
    t.dropColumn('account_due_at');
  });
}
