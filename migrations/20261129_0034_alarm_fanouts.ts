import type { Knex } from 'knex';
import { createTable, longText } from './helpers/schema';

/**
 * An alarm on its way to many members (a broadcast, a reminder to a campaign's participants): one
 * row with the alarm and its recipients' ids (JSON), written before the one live packet is sent;
 * every recipient's alarm row is written after the packet, in one transaction that deletes this
 * row. A row left here by a crash between the two is finished when the app starts again.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'alarm_fanouts', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.string('sub_title', 200).notNullable().defaultTo('');
    t.text('description').notNullable();
    t.string('href', 500).notNullable().defaultTo('');
    t.string('query', 500).nullable();
    t.string('kind', 20).nullable();
    longText(t, 'user_ids').notNullable();
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('alarm_fanouts');
}
