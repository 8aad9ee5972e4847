import type { Knex } from 'knex';
import { createTable } from './helpers/schema';

/**
 * The participation lifecycle (applied -> selected -> attended -> approved; rejected; an approved
 * record corrected or cancelled with a reason) and certificates that cannot lie.
 *
 * campaign_participations: who selected and when, who confirmed attendance and when, who last
 * corrected or cancelled an approved record, when and why. 'pending' rows become 'applied' (the
 * column's old default 'pending' stays: every insert names its state, and changing a default
 * would rebuild the table on SQLite).
 *
 * certificates: ledger_digest, the sha256 of the ledger rows a certificate shows (null for those
 * issued before, whose rows are linked below from their snapshot), and revoke_cause ('manual' by a
 * manager, 'correction' when a record it shows was corrected or cancelled).
 * certificate_participations: which participation rows each certificate shows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('campaign_participations', (t) => {
    t.integer('selected_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('selected_at').nullable();
    t.integer('attended_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('attended_at').nullable();
    t.integer('revised_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('revised_at').nullable();
    t.string('revise_reason', 200).nullable();
  });
  await knex('campaign_participations').where({ status: 'pending' }).update({ status: 'applied' });

  await knex.schema.alterTable('certificates', (t) => {
    t.string('ledger_digest', 64).nullable();
    t.string('revoke_cause', 16).nullable();
  });
  await createTable(knex, 'certificate_participations', (t) => {
    t.integer('certificate_id').unsigned().notNullable().references('id').inTable('certificates').onDelete('CASCADE');
    t.integer('participation_id').unsigned().notNullable().references('id').inTable('campaign_participations').onDelete('CASCADE');
    t.primary(['certificate_id', 'participation_id']);
    t.index(['participation_id'], 'certificate_participations_participation');
  });
  await linkIssuedCertificates(knex);
}

/** Links each certificate issued before this migration to the approved rows its snapshot shows (same campaign name and dates). */
async function linkIssuedCertificates(knex: Knex): Promise<void> {
  const certificates: { id: number; user_id: number; snapshot: string }[] = await knex('certificates').select('id', 'user_id', 'snapshot');
  for (const certificate of certificates) {
    const snapshot = JSON.parse(certificate.snapshot) as { campaigns?: { name: string; startDate: string; endDate: string }[] };
    const ids = new Set<number>();
    for (const campaign of snapshot.campaigns ?? []) {
      const row = await knex('campaign_participations as p')
        .join('campaigns as c', 'c.id', 'p.campaign_id')
        .where({ 'p.user_id': certificate.user_id, 'p.status': 'approved', 'c.name': campaign.name, 'c.start_date': campaign.startDate, 'c.end_date': campaign.endDate })
        .first('p.id');
      if (row) ids.add(Number(row.id));
    }
    if (ids.size > 0) await knex('certificate_participations').insert([...ids].map((id) => ({ certificate_id: certificate.id, participation_id: id })));
  }
}

/** Back to pending/approved/rejected: every open state becomes pending, a cancelled record rejected. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('certificate_participations');
  await knex.schema.alterTable('certificates', (t) => {
    t.dropColumn('revoke_cause');
    t.dropColumn('ledger_digest');
  });
  await knex('campaign_participations').whereIn('status', ['applied', 'selected', 'attended']).update({ status: 'pending', credit_minutes: 0 });
  await knex('campaign_participations').where({ status: 'cancelled' }).update({ status: 'rejected', credit_minutes: 0 });
  await knex.schema.alterTable('campaign_participations', (t) => {
    t.dropForeign(['selected_by']);
    t.dropForeign(['attended_by']);
    t.dropForeign(['revised_by']);
    t.dropColumn('selected_by');
    t.dropColumn('selected_at');
    t.dropColumn('attended_by');
    t.dropColumn('attended_at');
    t.dropColumn('revised_by');
    t.dropColumn('revised_at');
    t.dropColumn('revise_reason');
  });
}
