import type { Knex } from 'knex';
import { createTable, timestamps } from './helpers/schema';

/** Site content: partners, corporations, pop-ups and who hid them, endorsers, the /member directory. */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'partners', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('image', 255).notNullable();
    t.integer('sort').notNullable().defaultTo(0);
    timestamps(knex, t);
  });

  await createTable(knex, 'corporations', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.text('description').notNullable();
    t.string('link', 500).notNullable().defaultTo('');
    t.integer('sort').notNullable().defaultTo(0);
    t.string('image', 255).notNullable().defaultTo('');
    timestamps(knex, t);
    t.index(['sort']);
  });

  await createTable(knex, 'popup_contents', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.string('link', 500).notNullable().defaultTo('');
    t.string('image', 255).notNullable().defaultTo('');
    t.tinyint('active').notNullable().defaultTo(0);
    t.datetime('start_at').nullable();
    t.datetime('end_at').nullable();
    timestamps(knex, t);
  });

  // "Hide for a week": a member by id, a visitor by a random cookie id.
  await createTable(knex, 'popup_hides', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('visitor_id', 64).nullable();
    t.datetime('hidden_until').notNullable();
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'hidden_until']);
    t.index(['visitor_id', 'hidden_until']);
  });

  await createTable(knex, 'endorsers', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('description', 500).notNullable();
    t.string('image', 255).notNullable();
    t.string('href', 500).notNullable(); // embedded video link
    t.integer('sort').notNullable().defaultTo(0);
    timestamps(knex, t);
  });

  // The /member?page= directory: global, advisory, presidency, committee, director, influencer,
  // ambassador, branch, esg.
  await createTable(knex, 'org_members', (t) => {
    t.increments('id');
    t.string('category', 20).notNullable();
    t.string('name', 50).notNullable();
    t.string('position', 100).notNullable().defaultTo('');
    t.text('description').notNullable();
    t.string('image', 255).nullable();
    t.integer('sort').notNullable().defaultTo(0);
    timestamps(knex, t);
    t.index(['category', 'sort']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['org_members', 'endorsers', 'popup_hides', 'popup_contents', 'corporations', 'partners']) {
    await knex.schema.dropTableIfExists(table);
  }
}
