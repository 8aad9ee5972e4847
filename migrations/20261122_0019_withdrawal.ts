import type { Knex } from 'knex';

/**
 * Withdrawal (회원 탈퇴, issue 23): when a member withdrew. The row stays (issued certificates and
 * activity records point at it) with every personal field erased; withdrawn_at marks it so that
 * no login, reset or lookup treats it as a member again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.datetime('withdrawn_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('withdrawn_at');
  });
}
