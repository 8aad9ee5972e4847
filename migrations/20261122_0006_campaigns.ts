import type { Knex } from 'knex';
import { createTable, timestamps } from './helpers/schema';

/**
 * Youth volunteer campaigns and participation: pending -> approved | rejected by an operator, with
 * the credited time in minutes. Only approved participation counts (a user's campaignList).
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'campaigns', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.text('description').notNullable();
    t.string('place', 200).notNullable().defaultTo('');
    t.string('start_date', 10).notNullable(); // YYYY-MM-DD
    t.string('end_date', 10).notNullable();
    t.integer('credit_minutes').unsigned().notNullable().defaultTo(0);
    t.integer('capacity').unsigned().nullable();
    t.integer('division_id').unsigned().nullable().references('id').inTable('divisions').onDelete('SET NULL');
    t.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    timestamps(knex, t);
    t.index(['start_date']);
    t.index(['division_id']);
  });

  await createTable(knex, 'campaign_participations', (t) => {
    t.increments('id');
    t.integer('campaign_id').unsigned().notNullable().references('id').inTable('campaigns').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 10).notNullable().defaultTo('pending'); // pending | approved | rejected
    t.integer('credit_minutes').unsigned().notNullable().defaultTo(0);
    t.integer('decided_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('decided_at').nullable();
    timestamps(knex, t);
    t.unique(['campaign_id', 'user_id']);
    t.index(['user_id', 'status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('campaign_participations');
  await knex.schema.dropTableIfExists('campaigns');
}
