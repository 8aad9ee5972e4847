import type { Knex } from 'knex';
import { createTable, longText } from './helpers/schema';

/**
 * 기부금 영수증 (issue 29). A gift may ask for a receipt: then the donor's resident registration
 * number is kept encrypted (AES-256-GCM with DONOR_RRN_KEY, a key outside the database), beside its
 * masked form for screens; both are deleted when the retention period ends. Receipts are issued
 * per donor and year, numbered and verifiable like activity certificates, their PDF stored under
 * the upload folder. Monthly giving (정기 후원): a member's pledge holds PortOne's billing key, the
 * amount and the next charge; each charge is a donation row that names its pledge.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.boolean('receipt_wanted').notNullable().defaultTo(false);
    t.string('rrn_cipher', 255).nullable();
    t.string('rrn_masked', 20).nullable();
  });
  await createTable(knex, 'donation_receipts', (t) => {
    t.increments('id');
    t.string('number', 40).notNullable().unique();
    t.integer('year').notNullable();
    t.string('donor_key', 100).notNullable();
    t.string('donor_name', 50).notNullable();
    t.string('rrn_masked', 20).nullable();
    t.integer('total').unsigned().notNullable();
    longText(t, 'snapshot').notNullable();
    t.string('fingerprint', 64).notNullable();
    t.string('file_name', 100).notNullable();
    t.datetime('issued_at').notNullable();
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['year', 'donor_key']);
  });
  await createTable(knex, 'donation_pledges', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('state', 10).notNullable().defaultTo('pending');
    t.integer('amount').unsigned().notNullable();
    t.string('billing_key', 200).nullable();
    t.string('donor_name', 50).notNullable();
    t.string('donor_email', 100).notNullable();
    t.string('donor_phone', 20).notNullable();
    t.datetime('next_charge_at').nullable();
    t.integer('failures').notNullable().defaultTo(0);
    t.string('note', 200).notNullable().defaultTo('');
    t.datetime('cancelled_at').nullable();
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.datetime('updated_at').notNullable().defaultTo(knex.fn.now());
    t.index(['state', 'next_charge_at']);
    t.index(['user_id']);
  });
  await knex.schema.alterTable('donations', (t) => {
    t.integer('pledge_id').unsigned().nullable().references('id').inTable('donation_pledges').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.dropForeign(['pledge_id']);
    t.dropColumn('pledge_id');
  });
  await knex.schema.dropTableIfExists('donation_pledges');
  await knex.schema.dropTableIfExists('donation_receipts');
  await knex.schema.alterTable('donations', (t) => {
    t.dropColumn('receipt_wanted');
    t.dropColumn('rrn_cipher');
    t.dropColumn('rrn_masked');
  });
}
