import type { Knex } from 'knex';
import { createTable, timestamps } from './helpers/schema';

/**
 * App push (issue 26). push_devices: the FCM registration tokens of members' app installs, a token
 * belonging to one member at a time (the last to register it). push_outbox: one row per alarm and
 * device, written in the transaction that writes the alarm and drained by the push worker: a
 * worker claims a row with a lease (claimed_by, claimed_until) by a conditional UPDATE, sends it,
 * then marks it sent; a lease that runs out without that (a crash) makes the row claimable again.
 * Deleting the device deletes its rows.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'push_devices', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('token', 512).notNullable();
    t.string('platform', 16).notNullable();
    timestamps(knex, t);
    t.unique(['token'], { indexName: 'push_devices_token_unique' });
    t.index(['user_id'], 'push_devices_user');
  });
  await createTable(knex, 'push_outbox', (t) => {
    t.bigIncrements('id');
    t.integer('device_id').unsigned().notNullable().references('id').inTable('push_devices').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 20).notNullable();
    t.string('title', 200).notNullable();
    t.string('body', 500).notNullable().defaultTo('');
    t.string('link', 500).notNullable().defaultTo('');
    // pending -> sent | failed (attempts used up, or FCM refused the message itself)
    t.string('state', 10).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.datetime('next_attempt_at').notNullable().defaultTo(knex.fn.now());
    t.string('claimed_by', 64).nullable();
    t.datetime('claimed_until').nullable();
    t.datetime('sent_at').nullable();
    t.string('last_error', 200).nullable();
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['state', 'next_attempt_at'], 'push_outbox_due');
    t.index(['user_id'], 'push_outbox_user');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_outbox');
  await knex.schema.dropTable('push_devices');
}
