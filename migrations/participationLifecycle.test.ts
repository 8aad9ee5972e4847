import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDb, testDialects, type TestDb } from '../apps/api/src/test/testDb';
import { insertedId } from '../apps/api/src/db/values';
import { migrationSource } from './index';

const LIFECYCLE = '20261122_0017_participation_lifecycle';

/** Every migration before the lifecycle one. */
const before: Knex.MigrationSource<string> = {
  ...migrationSource,
  getMigrations: async () => (await migrationSource.getMigrations([])).filter((name) => name < LIFECYCLE),
};
/** Every migration up to the lifecycle one (what comes after it stays out of its up and down). */
const through: Knex.MigrationSource<string> = {
  ...migrationSource,
  getMigrations: async () => (await migrationSource.getMigrations([])).filter((name) => name <= LIFECYCLE),
};

describe.each(testDialects())('migration 0017, the participation lifecycle (%s)', (dialect) => {
  let t: TestDb;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestDb(dialect, { migrate: false });
    await t.db.migrate.latest({ migrationSource: before });
    const user = insertedId(await t.db('users').insert({ email: 'champ@nanum.example', name: '이다온' }));
    const campaign = (name: string) => t.db('campaigns').insert({ name, description: '설명', start_date: '2026-03-01', end_date: '2026-03-01', credit_minutes: 240 });
    const first = insertedId(await campaign('연탄 나눔'));
    const second = insertedId(await campaign('김장 나눔'));
    ids.approved = insertedId(await t.db('campaign_participations').insert({ campaign_id: first, user_id: user, status: 'approved', credit_minutes: 240 }));
    ids.pending = insertedId(await t.db('campaign_participations').insert({ campaign_id: second, user_id: user, status: 'pending' }));
    const snapshot = JSON.stringify({ campaigns: [{ name: '연탄 나눔', place: '', startDate: '2026-03-01', endDate: '2026-03-01', minutes: 240 }] });
    ids.certificate = insertedId(
      await t.db('certificates').insert({ number: 'NANUM-2026-0000000001', user_id: user, snapshot, fingerprint: 'f', file_name: 'a.pdf', issued_at: '2026-04-01 00:00:00' }),
    );
    await t.db.migrate.latest({ migrationSource: through });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('turns pending rows into applied and keeps the others', async () => {
    expect(await t.db('campaign_participations').where({ id: ids.pending }).first('status')).toEqual({ status: 'applied' });
    expect(await t.db('campaign_participations').where({ id: ids.approved }).first('status')).toEqual({ status: 'approved' });
  });

  it('links a certificate issued before to the approved rows its snapshot shows, without a digest', async () => {
    expect(await t.db('certificate_participations').select('certificate_id', 'participation_id')).toEqual([{ certificate_id: ids.certificate, participation_id: ids.approved }]);
    expect(await t.db('certificates').where({ id: ids.certificate }).first('ledger_digest', 'revoke_cause')).toEqual({ ledger_digest: null, revoke_cause: null });
  });

  it('goes back down: open states become pending again and the new table goes', async () => {
    await t.db('campaign_participations').where({ id: ids.approved }).update({ status: 'cancelled' });
    await t.db.migrate.down({ migrationSource: through });
    expect(await t.db.schema.hasTable('certificate_participations')).toBe(false);
    expect(await t.db('campaign_participations').orderBy('id').pluck('status')).toEqual(['rejected', 'pending']);
  });
});
