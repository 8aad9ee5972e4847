import type { Knex } from 'knex';

/**
 * Each member chooses which parts of their profile other members see (회원 공개 / 비공개 per
 * group, packages/shared/src/profileVisibility.ts), stored as JSON text; null means never chosen
 * (every group open to members, as before). Visitors who are not logged in see only name and picture.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('profile_visibility', 255).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('profile_visibility');
  });
}
