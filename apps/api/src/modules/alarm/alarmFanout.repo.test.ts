import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@nanum/shared/notificationSettings';
import { createTestUser } from '../../test/fixtures';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';
import { saveNotificationSettings } from '../push/notificationSettings.repo';
import { listVisibleAlarms, presentNewAlarm } from './alarm.repo';
import { completeFanout, completePendingFanouts, queueFanout } from './alarmFanout.repo';

describe.each(testDialects())('an alarm to many members, queued before it is sent (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.drop());

  const members = async (n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) ids.push((await createTestUser(t.db, { passwordHash: 'not-a-hash' })).id);
    return ids;
  };
  const rowsTitled = async (title: string) => Number((await t.db('alarms').where({ title }).count({ n: '*' }).first())?.n);

  it('writes every recipient’s alarm at the next start when a crash came between the packet and the rows, once', async () => {
    const ids = await members(3);
    const alarm = { kind: 'broadcast' as const, title: '정기총회 안내', subTitle: '협회', description: '12월 5일 오후 2시', href: '/community/notice/7' };
    // The state a crash right after the live packet leaves: the queued alarm, no rows.
    const queued = await t.db.transaction((trx) => queueFanout(trx, ids, alarm));
    expect(queued.userIds).toEqual(ids);
    expect(await rowsTitled('정기총회 안내')).toBe(0);

    expect(await completePendingFanouts(t.db)).toBe(1);
    // Each member's list shows it as the packet did (its date included), under the row's own id.
    const shown = presentNewAlarm(alarm, queued.createdAt, -1);
    for (const id of ids) {
      const [first] = await listVisibleAlarms(t.db, id);
      expect(first).toEqual({ ...shown, id: first?.id });
    }
    expect(Number((await t.db('alarm_fanouts').count({ n: '*' }).first())?.n)).toBe(0);
    // Finishing again (another start, another instance) writes nothing twice.
    expect(await completePendingFanouts(t.db)).toBe(0);
    expect(await completeFanout(t.db, queued.id)).toBe(false);
    expect(await rowsTitled('정기총회 안내')).toBe(3);
  });

  it('writes the rows once when two instances finish the same queued alarm at the same time', async () => {
    const ids = await members(4);
    const queued = await t.db.transaction((trx) => queueFanout(trx, ids, { kind: 'youth', title: '봉사 일정 변경' }));
    const finished = await Promise.all([completeFanout(t.db, queued.id), completeFanout(t.db, queued.id)]);
    expect(finished.filter(Boolean)).toHaveLength(1);
    expect(await rowsTitled('봉사 일정 변경')).toBe(4);
  });

  it('queues only the members who want the kind in the site, and skips a member deleted before the rows are written', async () => {
    const [wants, turnedOff, leaves] = await members(3);
    await saveNotificationSettings(t.db, turnedOff as number, { ...DEFAULT_NOTIFICATION_SETTINGS, channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, broadcast: { site: false, push: false, email: false } } });
    const queued = await t.db.transaction((trx) => queueFanout(trx, [wants, turnedOff, leaves, wants] as number[], { kind: 'broadcast', title: '송년회 안내' }));
    expect(queued.userIds).toEqual([wants, leaves]);
    await t.db('users').where({ id: leaves }).delete();
    expect(await completeFanout(t.db, queued.id)).toBe(true);
    expect(await t.db('alarms').where({ title: '송년회 안내' }).pluck('user_id')).toEqual([wants]);
  });
});
