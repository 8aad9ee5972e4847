import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbDate } from '../../db/values';
import { createTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { pruneAlarms } from './alarmRetention';

describe.each(testDialects())('alarm retention (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('removes deleted alarms after 30 days and every alarm after a year, keeping the rest, in batches', async () => {
    const member = await createTestUser(t.db);
    const now = new Date('2026-12-02T03:00:00Z');
    const daysAgo = (days: number) => toDbDate(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
    const alarm = (title: string, days: number, hidden = 0, view = 0) => ({ user_id: member.id, title, description: '', kind: 'broadcast', hidden, view, created_at: daysAgo(days) });
    await t.db('alarms').insert([alarm('어제 알림', 1), alarm('지운 지 며칠', 10, 1), alarm('지운 지 오래', 40, 1), alarm('반년 전 읽음', 180, 0, 1), alarm('작년 알림', 400), alarm('작년 읽음', 366, 0, 1)]);
    // More old ones than one batch: all go.
    await t.db.batchInsert('alarms', Array.from({ length: 1203 }, (_, i) => alarm(`오래된 공지 ${i}`, 500 + (i % 7))), 500);

    expect(await pruneAlarms(t.db, now)).toBe(1206);
    const left = await t.db('alarms').where({ user_id: member.id }).orderBy('id').pluck('title');
    expect(left).toEqual(['어제 알림', '지운 지 며칠', '반년 전 읽음']);
    expect(await pruneAlarms(t.db, now)).toBe(0);
  });
});
