import type { Knex } from 'knex';

/**
 * Why a certificate was revoked: written by the operator or division head who revokes it and shown
 * on the public verification page beside the date.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('certificates', (t) => {
    t.string('revoke_reason', 200).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('certificates', (t) => {
    t.dropColumn('revoke_reason');
  });
}
