import type { Knex } from 'knex';
import { createTable, longText } from './helpers/schema';

/**
 * 기부금 영수증 (issue 29). A gift may ask for a receipt: then the donor's resident registration
 * number is kept encrypted (AES-256-GCM with DONOR_RRN_KEY, a key outside the database), beside its
 * masked form for screens; both are deleted when the retention period ends. Receipts are issued
 * per donor and year, numbered and verifiable like activity certificates, their PDF stored under
 * the upload folder.
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
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('donation_receipts');
  await knex.schema.alterTable('donations', (t) => {
    t.dropColumn('receipt_wanted');
    t.dropColumn('rrn_cipher');
    t.dropColumn('rrn_masked');
  });
}
