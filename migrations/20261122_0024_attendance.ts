import type { Knex } from 'knex';
import { createTable, timestamps } from './helpers/schema';

/**
 * QR attendance at the event (issue 27): one row per participation that checked in. The raw times
 * (server time, UTC) of check-in and check-out and the minutes served between them, kept exactly;
 * who scanned when an operator scanned the member's own QR (null when the member scanned the
 * campaign's); and the last correction by a manager, with its reason. The participation's state
 * stays its lifecycle's own (campaign_participations.status): a manager confirms attendance
 * after the end, starting from these minutes.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'participation_attendance', (t) => {
    t.integer('participation_id').unsigned().notNullable().primary().references('id').inTable('campaign_participations').onDelete('CASCADE');
    t.datetime('check_in_at').notNullable();
    t.datetime('check_out_at').nullable();
    t.integer('minutes_served').unsigned().nullable();
    t.integer('check_in_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('check_out_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('corrected_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('corrected_at').nullable();
    t.string('correction_reason', 200).nullable();
    timestamps(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('participation_attendance');
}
