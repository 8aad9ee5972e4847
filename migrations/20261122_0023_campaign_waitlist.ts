import type { Knex } from 'knex';

/**
 * Campaign pages, capacity and waitlists (issue 27).
 *
 * campaigns: the activity's start and end times ('HH:MM', Korean time; null for campaigns written
 * before, which show their dates only) and the last day applications are taken ('YYYY-MM-DD',
 * Korean calendar; null means until the activity starts).
 *
 * campaign_participations: 'waiting' is a new value of status (the column holds 10 characters), for
 * applications beyond capacity, in the order of their id; reminded_at marks the day-before reminder
 * alarm as sent, so a restart or a second instance never sends it twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('campaigns', (t) => {
    t.string('start_time', 5).nullable();
    t.string('end_time', 5).nullable();
    t.string('apply_deadline', 10).nullable();
  });
  await knex.schema.alterTable('campaign_participations', (t) => {
    t.datetime('reminded_at').nullable();
    t.index(['campaign_id', 'status'], 'campaign_participations_campaign_status');
  });
}

/** Back to no waitlist: waiting applications are dropped (they never held a place). */
export async function down(knex: Knex): Promise<void> {
  await knex('campaign_participations').where({ status: 'waiting' }).delete();
  await knex.schema.alterTable('campaign_participations', (t) => {
    t.dropIndex(['campaign_id', 'status'], 'campaign_participations_campaign_status');
    t.dropColumn('reminded_at');
  });
  await knex.schema.alterTable('campaigns', (t) => {
    t.dropColumn('apply_deadline');
    t.dropColumn('end_time');
    t.dropColumn('start_time');
  });
}
