import type { Knex } from 'knex';
import { longText } from './helpers/schema';

/**
 * Reports keep what was reported, and a member may report again once their report is handled.
 * - `reported_title` and `reported_content`: the post's title and HTML, or the comment's text (no
 *   title), as they were when the target received its first open report (the report that opened
 *   the round holds the copy; the reports after it in the round none). Moderators compare it with
 *   what the author has made of it since. It is the author's writing: withdrawal's erasure
 *   (eraseMember) takes it with their posts and comments.
 * - `pending`: 1 while the report awaits a decision, NULL once handled. The unique key on the
 *   reporter, the target and `pending` allows one open report per reporter and target (NULLs never
 *   collide), where (reporter, target) refused a second report for good, even after a decision.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reports', (t) => {
    t.string('reported_title', 200).nullable();
    longText(t, 'reported_content').nullable();
    t.tinyint('pending').nullable().defaultTo(1);
  });
  await knex('reports').whereNot({ handled: 0 }).update({ pending: null });
  // The new key first: MariaDB keeps an index on reporter_id for its foreign key at every step.
  await knex.schema.alterTable('reports', (t) => {
    t.unique(['reporter_id', 'target_type', 'target_id', 'pending'], { indexName: 'reports_open_once' });
  });
  await knex.schema.alterTable('reports', (t) => {
    t.dropUnique(['reporter_id', 'target_type', 'target_id']);
  });
}

/** Back to one report per reporter and target: the latest of each stays. */
export async function down(knex: Knex): Promise<void> {
  const latest = knex('reports').max({ id: 'id' }).groupBy('reporter_id', 'target_type', 'target_id');
  const keep = ((await latest) as { id: unknown }[]).map((row) => Number(row.id));
  const extra = (await knex('reports').pluck('id')).map(Number).filter((id) => !keep.includes(id));
  if (extra.length) await knex('reports').whereIn('id', extra).delete();
  await knex.schema.alterTable('reports', (t) => {
    t.unique(['reporter_id', 'target_type', 'target_id']);
  });
  await knex.schema.alterTable('reports', (t) => {
    t.dropUnique(['reporter_id', 'target_type', 'target_id', 'pending'], 'reports_open_once');
    t.dropColumn('reported_title');
    t.dropColumn('reported_content');
    t.dropColumn('pending');
  });
}
