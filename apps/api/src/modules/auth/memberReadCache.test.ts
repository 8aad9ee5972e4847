import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { toDbDate } from '../../db/values';
import { testDialects } from '../../test/testDb';
import { createActors, type Actor } from '../community/community.testkit';

/**
 * A member's reads through the read cache (http/readCache.ts): the session's user row, the self
 * information's alarms and campaigns, and the alarm list come from the cache between writes, and
 * every write through the API (an admin's change of the member, a new alarm) shows on the next
 * request.
 */
describe.each(testDialects())('member reads through the read cache (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createActors(t);
  });
  afterAll(async () => {
    await t.drop();
  });

  const self = async (cookie: string) => (await request(t.app).get('/api/user/get/self/information').set('cookie', cookie)).body.data;
  const alarms = async (actor: Actor) => (await request(t.app).get(`/api/alarm/get/${actor.id}`).set('cookie', actor.cookie)).body.data as { title: string }[];
  const alarmRow = (userId: number, title: string) => ({ user_id: userId, title, sub_title: '', description: '', href: '', view: 0, hidden: 0, created_at: toDbDate() });

  it('serves the user, the self information and the alarm list from the cache until a write', async () => {
    expect((await self(a.member.cookie)).name).toBe('김나눔');
    expect((await alarms(a.member)).map((alarm) => alarm.title)).not.toContain('몰래 넣은 알림');
    // Changed behind the app's back: not seen while nothing is written through the API.
    await t.db('users').where({ id: a.member.id }).update({ name: '몰래바꾼이름' });
    await t.db('alarms').insert(alarmRow(a.member.id, '몰래 넣은 알림'));
    const cached = await self(a.member.cookie);
    expect(cached.name).toBe('김나눔');
    expect(cached.alarm.map((alarm: { title: string }) => alarm.title)).not.toContain('몰래 넣은 알림');
    expect((await alarms(a.member)).map((alarm) => alarm.title)).not.toContain('몰래 넣은 알림');

    // Any write through the API (here someone else's) empties the cache.
    expect((await request(t.app).put('/api/alarm/view').set('cookie', a.other.cookie).send({ id: a.other.id, index: 'ALL' })).status).toBeLessThan(500);
    const fresh = await self(a.member.cookie);
    expect(fresh.name).toBe('몰래바꾼이름');
    expect(fresh.alarm.map((alarm: { title: string }) => alarm.title)).toContain('몰래 넣은 알림');
    expect((await alarms(a.member)).map((alarm) => alarm.title)).toContain('몰래 넣은 알림');
  });

  it("applies an admin's change of a member on the member's next request", async () => {
    expect((await self(a.other.cookie)).power).toBe(0);
    const promoted = await request(t.app).put('/api/admin/user').set('cookie', a.admin.cookie).send({ id: a.other.id, power: 1 });
    expect(promoted.status).toBe(200);
    expect((await self(a.other.cookie)).power).toBe(1);
    // Taken back: the member's next request is a member's again, not an operator's from the cache.
    expect((await request(t.app).put('/api/admin/user').set('cookie', a.admin.cookie).send({ id: a.other.id, power: 0 })).status).toBe(200);
    expect((await self(a.other.cookie)).power).toBe(0);
    expect((await request(t.app).get('/api/admin/dashboard').set('cookie', a.other.cookie)).status).toBe(403);
  });
});
