import type { Knex } from 'knex';

/**
 * Monthly charges claimed (issue 29): every instance runs the hourly charge job, so a due pledge
 * is first claimed with a lease (claimed_by, claimed_until) by a conditional UPDATE that repeats
 * "active, due, not under a live lease"; only the runner whose UPDATE took charges it. A lease
 * that runs out (the runner died mid-charge) makes the pledge claimable again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donation_pledges', (t) => {
    t.string('claimed_by', 64).nullable();
    t.datetime('claimed_until').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donation_pledges', (t) => {
    t.dropColumn('claimed_by');
    t.dropColumn('claimed_until');
  });
}
