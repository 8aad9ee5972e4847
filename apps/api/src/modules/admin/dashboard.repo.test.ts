import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';
import { signupsPerMonth } from './dashboard.repo';

describe.each(testDialects())('dashboard sign-ups per Korean month (%s)', (dialect) => {
  let t: TestDb;

  /** A member who signed up at `createdAt` (stored UTC text, as the app writes it). */
  async function signedUpAt(createdAt: string): Promise<void> {
    const { id } = await createTestUser(t.db);
    await t.db('users').where({ id }).update({ created_at: createdAt });
  }

  beforeAll(async () => {
    t = await createTestDb(dialect);
    await signedUpAt('2026-12-31 15:30:00'); // 00:30 on 1 January 2027 in Seoul
    await signedUpAt('2026-12-31 14:30:00'); // 23:30 on 31 December 2026 in Seoul
    await signedUpAt('2026-01-31 15:00:00'); // midnight of 1 February 2026 in Seoul: the first month shown
    await signedUpAt('2026-01-31 14:59:59'); // 31 January 2026 in Seoul: before the twelve months
  });
  afterAll(async () => {
    await t.drop();
  });

  it('counts each sign-up in the month it was in Korea, not in UTC', async () => {
    // 09:00 on 10 January 2027 in Seoul.
    const signups = await signupsPerMonth(t.db, new Date('2027-01-10T00:00:00Z'), 12);
    expect(signups.map((entry) => entry.month)).toEqual([
      '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01',
    ]);
    expect(signups.filter((entry) => entry.count > 0)).toEqual([
      { month: '2026-02', count: 1 },
      { month: '2026-12', count: 1 },
      { month: '2027-01', count: 1 },
    ]);
  });

  it('starts a new month at midnight in Seoul (15:00 UTC the day before)', async () => {
    // 23:59 on 31 December in Seoul: January has not begun, so December is the last month (the
    // sign-up of 00:30 on 1 January is in no month shown).
    const before = await signupsPerMonth(t.db, new Date('2026-12-31T14:59:00Z'), 2);
    expect(before).toEqual([{ month: '2026-11', count: 0 }, { month: '2026-12', count: 1 }]);
    // 00:00 on 1 January in Seoul, still 31 December in UTC.
    const after = await signupsPerMonth(t.db, new Date('2026-12-31T15:00:00Z'), 2);
    expect(after).toEqual([{ month: '2026-12', count: 1 }, { month: '2027-01', count: 1 }]);
  });
});
