import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';
import { ALARM_LIST_LIMIT, insertAlarms, listVisibleAlarms, listVisibleAlarmsOfUsers } from './alarm.repo';

describe.each(testDialects())('many users’ alarm lists at once (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.drop());

  it('answers each user exactly the list they would read alone: newest first, hidden ones out, at most the limit', async () => {
    const busy = await createTestUser(t.db);
    const quiet = await createTestUser(t.db);
    const empty = await createTestUser(t.db);
    for (let n = 1; n <= ALARM_LIST_LIMIT + 5; n += 1) await insertAlarms(t.db, [busy.id], { title: `알림 ${n}` });
    await insertAlarms(t.db, [quiet.id, busy.id], { title: '정기총회 안내' });
    await insertAlarms(t.db, [quiet.id], { title: '지운 알림' });
    await t.db('alarms').where({ user_id: quiet.id, title: '지운 알림' }).update({ hidden: 1 });

    const lists = await listVisibleAlarmsOfUsers(t.db, [busy.id, quiet.id, empty.id]);
    expect(lists.get(busy.id)).toHaveLength(ALARM_LIST_LIMIT);
    expect(lists.get(busy.id)?.[0]?.title).toBe('정기총회 안내');
    expect(lists.get(quiet.id)?.map((alarm) => alarm.title)).toEqual(['정기총회 안내']);
    expect(lists.get(empty.id)).toEqual([]);
    for (const user of [busy, quiet, empty]) expect(lists.get(user.id)).toEqual(await listVisibleAlarms(t.db, user.id));
  });
});
