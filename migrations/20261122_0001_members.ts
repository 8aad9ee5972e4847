import type { Knex } from 'knex';
import { createTable, timestamps } from './helpers/schema';

/** Members: divisions, teams, users, their social identities, and login sessions. */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'divisions', (t) => {
    t.increments('id');
    t.string('name', 50).notNullable().unique();
    t.integer('sort').notNullable().defaultTo(0);
    timestamps(knex, t);
  });

  await createTable(knex, 'teams', (t) => {
    t.increments('id');
    t.integer('division_id').unsigned().nullable().references('id').inTable('divisions').onDelete('SET NULL');
    t.string('name', 50).notNullable();
    t.string('image', 255).nullable();
    t.integer('sort').notNullable().defaultTo(0);
    timestamps(knex, t);
    t.unique(['division_id', 'name']);
  });

  await createTable(knex, 'users', (t) => {
    t.increments('id');
    t.string('email', 100).notNullable().unique();
    t.string('password_hash', 100).nullable(); // null for accounts that only log in socially
    t.string('name', 50).notNullable();
    t.tinyint('passport').notNullable().defaultTo(0); // 0 no social login; otherwise the provider code
    t.string('birthday', 10).nullable(); // YYYY-MM-DD
    t.string('number', 20).nullable();
    t.string('address', 255).nullable();
    t.string('university', 20).nullable();
    t.string('department', 20).nullable();
    t.tinyint('gender').notNullable().defaultTo(0);
    t.string('image', 255).nullable();
    t.string('avatar', 255).nullable();
    t.tinyint('mbti').notNullable().defaultTo(0);
    t.tinyint('type').notNullable().defaultTo(0);
    t.tinyint('rank').notNullable().defaultTo(0);
    t.integer('cardinal').notNullable().defaultTo(0);
    t.tinyint('power').notNullable().defaultTo(0);
    t.tinyint('certify').notNullable().defaultTo(0);
    t.tinyint('hidden').notNullable().defaultTo(0);
    t.tinyint('end_of_activity').notNullable().defaultTo(0);
    t.integer('division_id').unsigned().nullable().references('id').inTable('divisions').onDelete('SET NULL');
    t.integer('team_id').unsigned().nullable().references('id').inTable('teams').onDelete('SET NULL');
    t.datetime('last_login_at').nullable();
    timestamps(knex, t);
    t.index(['type', 'cardinal']);
    t.index(['power']);
    t.index(['division_id']);
    t.index(['team_id']);
  });

  await createTable(knex, 'social_identities', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('provider', 20).notNullable();
    t.string('provider_user_id', 191).notNullable();
    t.string('email', 100).nullable();
    timestamps(knex, t);
    t.unique(['provider', 'provider_user_id']);
    t.unique(['user_id', 'provider']);
  });

  // Shape expected by express-session knex stores (sid, sess, expired).
  await createTable(knex, 'sessions', (t) => {
    t.string('sid', 255).primary();
    t.text('sess', 'mediumtext').notNullable();
    t.datetime('expired').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['sessions', 'social_identities', 'users', 'teams', 'divisions']) {
    await knex.schema.dropTableIfExists(table);
  }
}
