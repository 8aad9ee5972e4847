import type { Knex } from 'knex';
import { createTable, timestamps } from './helpers/schema';

/**
 * One-time gifts through PortOne (issue 29). The server makes payment_id and records the gift as
 * pending before the gateway window opens; it turns paid only after PortOne's API confirmed the
 * amount. Donation records are kept for the tax-law retention period: a member's withdrawal
 * detaches them (user_id NULL) but keeps the donor's name and contact for receipts.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'donations', (t) => {
    t.increments('id');
    t.string('payment_id', 40).notNullable().unique();
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('method', 10).notNullable();
    t.integer('amount').unsigned().notNullable();
    t.string('currency', 3).notNullable().defaultTo('KRW');
    t.string('state', 10).notNullable().defaultTo('pending');
    t.string('donor_name', 50).notNullable();
    t.string('donor_email', 100).notNullable();
    t.string('donor_phone', 20).notNullable();
    t.string('transaction_id', 100).nullable();
    t.string('note', 200).notNullable().defaultTo('');
    t.datetime('paid_at').nullable();
    t.datetime('refunded_at').nullable();
    timestamps(knex, t);
    t.index(['state', 'created_at']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('donations');
}
