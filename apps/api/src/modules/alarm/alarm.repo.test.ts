import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';
import { ALARM_LIST_LIMIT, insertAlarms, listVisibleAlarms, presentNewAlarm, writeAlarmRows } from './alarm.repo';

describe.each(testDialects())('alarm rows (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.drop());

  it('lists a user’s alarms newest first, hidden ones out, at most the limit', async () => {
    const busy = await createTestUser(t.db);
    for (let n = 1; n <= ALARM_LIST_LIMIT + 5; n += 1) await insertAlarms(t.db, [busy.id], { kind: 'broadcast', title: `알림 ${n}` });
    await insertAlarms(t.db, [busy.id], { kind: 'broadcast', title: '지운 알림' });
    await t.db('alarms').where({ user_id: busy.id, title: '지운 알림' }).update({ hidden: 1 });
    const list = await listVisibleAlarms(t.db, busy.id);
    expect(list).toHaveLength(ALARM_LIST_LIMIT);
    expect(list[0]?.title).toBe(`알림 ${ALARM_LIST_LIMIT + 5}`);
  });

  it('writes one alarm for many users (more than one INSERT) exactly as presentNewAlarm shows it, each row with its own id', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 1005; n += 1) ids.push((await createTestUser(t.db, { passwordHash: 'not-a-hash' })).id);
    const alarm = { kind: 'broadcast' as const, title: '정기총회 안내', subTitle: '협회', description: '5월 1일', href: '/community/notice/1' };
    // A repeated id is written once.
    const { createdAt } = await insertAlarms(t.db, [...ids, ids[0] as number], alarm);
    const shown = presentNewAlarm(alarm, createdAt, -1);
    const ownIds = new Set<number>();
    for (const id of [ids[0], ids[999], ids[1004]] as number[]) {
      const list = await listVisibleAlarms(t.db, id);
      expect(list[0]).toEqual({ ...shown, id: list[0]?.id });
      ownIds.add(list[0]?.id as number);
    }
    expect(ownIds.size).toBe(3);
    expect(Number((await t.db('alarms').where({ title: '정기총회 안내' }).count({ n: '*' }).first())?.n)).toBe(1005);
  });

  it('lets other work run between its INSERTs (after a broadcast’s packet: the sockets’ pending writes)', async () => {
    const ids = (await t.db('users').orderBy('id').limit(1001).pluck('id')).map(Number);
    while (ids.length < 1001) ids.push((await createTestUser(t.db, { passwordHash: 'not-a-hash' })).id);
    const countRows = async () => Number((await t.db('alarms').where({ title: '송년회 안내' }).count({ n: '*' }).first())?.n);
    let counted: Promise<number> | undefined;
    setImmediate(() => (counted = countRows()));
    await writeAlarmRows(t.db, ids, { kind: 'broadcast', title: '송년회 안내' }, '2026-12-01 09:00:00');
    // The other work ran before the last row was written (SQLite: after the first 1,000).
    expect(counted).toBeDefined();
    expect(await counted).toBeLessThan(1001);
    expect(await countRows()).toBe(1001);
  });
});
