import type { Knex } from 'knex';

/**
 * When an administrator took a member's verification away (certify 1 -> 0). While it is set the
 * member cannot verify the account again by themselves (the join page's completion is for accounts
 * never verified); only an administrator gives it back, which clears it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.datetime('certify_revoked_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('certify_revoked_at');
  });
}
