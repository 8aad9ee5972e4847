import type { Knex } from 'knex';
import { createTable } from './helpers/schema';

/**
 * Accounts: a session version per user (raising it ends every session of that user, whatever
 * the session store), guardian consent for members under 14, email verification codes and
 * password reset tokens (only hashes are stored; both expire and are single-use).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('session_version').notNullable().defaultTo(0);
    t.tinyint('email_verified').notNullable().defaultTo(0);
    t.string('guardian_name', 50).nullable();
    t.string('guardian_number', 20).nullable();
    t.datetime('terms_agreed_at').nullable();
  });

  await createTable(knex, 'email_codes', (t) => {
    t.increments('id');
    t.string('email', 100).notNullable();
    t.string('purpose', 20).notNullable(); // join | link
    t.string('code_hash', 128).notNullable();
    t.tinyint('attempts').notNullable().defaultTo(0);
    t.datetime('expires_at').notNullable();
    t.datetime('verified_at').nullable();
    t.datetime('consumed_at').nullable();
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['email', 'purpose', 'created_at']);
  });

  await createTable(knex, 'password_reset_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('token_hash', 128).notNullable().unique();
    t.datetime('expires_at').notNullable();
    t.datetime('used_at').nullable();
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('password_reset_tokens');
  await knex.schema.dropTableIfExists('email_codes');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('terms_agreed_at');
    t.dropColumn('guardian_number');
    t.dropColumn('guardian_name');
    t.dropColumn('email_verified');
    t.dropColumn('session_version');
  });
}
