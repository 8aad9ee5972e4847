import type { Knex } from 'knex';
import { createTable, timestamps } from './helpers/schema';

/**
 * Notification settings (issue 26): one row per member who changed them (none: the defaults of
 * packages/shared/src/notificationSettings.ts), the channels per kind as JSON text, the promotional
 * and night-time consents with when they were given, and the email digest (on/off, the Korean day
 * of the last one sent, so that one instance sends it once). alarms.kind says which kind an alarm
 * is (null for alarms written before), so the digest takes the kinds the member wants by email.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'notification_settings', (t) => {
    t.integer('user_id').unsigned().notNullable().primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('channels').notNullable();
    t.datetime('promotional_consent_at').nullable();
    t.datetime('night_consent_at').nullable();
    t.boolean('digest').notNullable().defaultTo(false);
    t.string('digest_sent_on', 10).nullable();
    timestamps(knex, t);
    t.index(['digest'], 'notification_settings_digest');
  });
  await knex.schema.alterTable('alarms', (t) => {
    t.string('kind', 20).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alarms', (t) => {
    t.dropColumn('kind');
  });
  await knex.schema.dropTable('notification_settings');
}
