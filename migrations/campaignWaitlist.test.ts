import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../apps/api/src/test/testDb';
import { insertedId } from '../apps/api/src/db/values';
import * as campaignWaitlist from './20261122_0023_campaign_waitlist';

/** 20261122_0023_campaign_waitlist: down, then up again, on both dialects. */
describe.each(testDialects())('migration 0023 campaign_waitlist (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('drops waiting applications and the new columns on the way down, keeping the rest, and adds them back', async () => {
    const userId = insertedId(await t.db('users').insert({ email: 'wait@nanum.example', email_key: 'wait@nanum.example', name: '대기' }));
    const otherId = insertedId(await t.db('users').insert({ email: 'held@nanum.example', email_key: 'held@nanum.example', name: '신청' }));
    const campaignId = insertedId(
      await t.db('campaigns').insert({ name: '캠페인', description: '설명', start_date: '2099-01-01', end_date: '2099-01-01', start_time: '10:00', end_time: '12:00', apply_deadline: '2098-12-30', capacity: 1 }),
    );
    await t.db('campaign_participations').insert([
      { campaign_id: campaignId, user_id: otherId, status: 'applied', credit_minutes: 0 },
      { campaign_id: campaignId, user_id: userId, status: 'waiting', credit_minutes: 0 },
    ]);
    await campaignWaitlist.down(t.db);
    expect(await t.db.schema.hasColumn('campaigns', 'start_time')).toBe(false);
    expect(await t.db.schema.hasColumn('campaign_participations', 'reminded_at')).toBe(false);
    expect(await t.db('campaign_participations').select('user_id', 'status')).toEqual([{ user_id: otherId, status: 'applied' }]);
    await campaignWaitlist.up(t.db);
    expect(await t.db('campaigns').where({ id: campaignId }).first('start_time', 'end_time', 'apply_deadline')).toEqual({ start_time: null, end_time: null, apply_deadline: null });
    expect(await t.db('campaign_participations').first('reminded_at')).toEqual({ reminded_at: null });
  });
});
