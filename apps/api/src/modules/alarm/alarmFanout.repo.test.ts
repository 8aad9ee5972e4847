import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@nanum/shared/notificationSettings';
import { createTestUser } from '../../test/fixtures';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';
import { registerDevice } from '../push/device.repo';
import { membersWithSettings, saveNotificationSettings } from '../push/notificationSettings.repo';
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
    const queued = await queueFanout(t.db, ids, alarm);
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
    const queued = await queueFanout(t.db, ids, { kind: 'youth', title: '봉사 일정 변경' });
    const finished = await Promise.all([completeFanout(t.db, queued.id), completeFanout(t.db, queued.id)]);
    expect(finished.filter(Boolean)).toHaveLength(1);
    expect(await rowsTitled('봉사 일정 변경')).toBe(4);
  });

  // A broadcast reads its members' settings with them (membersWithSettings);
  // other callers give the ids, and the settings are read by them. Both route alike.
  it.each([['by ids'], ['with the audience’s settings']])('queues only the members who want the kind in the site, writes the pushes of those who want them with the rows, and skips a member deleted before the rows are written (%s)', async (how) => {
    const [wants, turnedOff, leaves, phone, outsider] = (await members(5)) as [number, number, number, number, number];
    const title = `송년회 안내 ${how}`;
    await saveNotificationSettings(t.db, turnedOff, { ...DEFAULT_NOTIFICATION_SETTINGS, channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, broadcast: { site: false, push: false, email: false } } });
    await registerDevice(t.db, phone, { token: `token-${how}`, platform: 'android', sessionKey: 'test' });
    // Not a recipient, though in the audience read: neither queued nor pushed.
    await registerDevice(t.db, outsider, { token: `outsider-${how}`, platform: 'android', sessionKey: 'test' });
    const recipients = [wants, turnedOff, leaves, phone, wants];
    const chosen = how === 'by ids' ? undefined : (await membersWithSettings(t.db, t.db('users').whereIn('users.id', [wants, turnedOff, leaves, phone, outsider]))).chosen;
    const queued = await queueFanout(t.db, recipients, { kind: 'broadcast', title }, chosen);
    expect(queued.userIds).toEqual([wants, leaves, phone]);
    // The pushes wait with the rows, after the packet.
    expect(await t.db('push_outbox').where({ title }).pluck('user_id')).toEqual([]);
    await t.db('users').where({ id: leaves }).delete();
    expect(await completeFanout(t.db, queued.id)).toBe(true);
    expect((await t.db('alarms').where({ title }).orderBy('user_id').pluck('user_id')).map(Number)).toEqual([wants, phone].sort((a, b) => a - b));
    expect((await t.db('push_outbox').where({ title }).pluck('user_id')).map(Number)).toEqual([phone]);
  });

  it('holds the push of a promotional alarm queued at night until 08:00, also when a crash left it for the next start', async () => {
    const [agreed, nightOwl, refused] = (await members(3)) as [number, number, number];
    for (const id of [agreed, nightOwl, refused]) await registerDevice(t.db, id, { token: `promo-${id}`, platform: 'ios', sessionKey: 'test' });
    await saveNotificationSettings(t.db, agreed, { ...DEFAULT_NOTIFICATION_SETTINGS, promotionalConsent: true });
    await saveNotificationSettings(t.db, nightOwl, { ...DEFAULT_NOTIFICATION_SETTINGS, promotionalConsent: true, nightConsent: true });
    const title = '(광고) 후원의 밤';
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T14:30:00Z') }); // 23:30 in Seoul
    const queued = await queueFanout(t.db, [agreed, nightOwl, refused], { kind: 'broadcast', promotional: true, title, href: '/support' }).finally(() => vi.useRealTimers());
    expect(queued.userIds).toEqual([agreed, nightOwl]);
    // Finished at the next start, in the morning: still not before 08:00 of the night it was sent in.
    expect(await completePendingFanouts(t.db)).toBe(1);
    const rows = (await t.db('push_outbox').where({ title }).orderBy('user_id').select('user_id', 'next_attempt_at', 'hold_at_night')) as { user_id: number; next_attempt_at: string | Date; hold_at_night: number | boolean }[];
    const at = (value: string | Date) => new Date(typeof value === 'string' ? `${value.replace(' ', 'T')}Z` : value).toISOString();
    expect(rows.map((row) => [Number(row.user_id), at(row.next_attempt_at), Boolean(row.hold_at_night)])).toEqual([
      [agreed, '2026-11-26T23:00:00.000Z', true],
      [nightOwl, '2026-11-26T14:30:00.000Z', false],
    ]);
  });
});
