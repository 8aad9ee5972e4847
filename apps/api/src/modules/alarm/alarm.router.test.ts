import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { toDbDate } from '../../db/values';
import { insertAlarms, listVisibleAlarms } from './alarm.repo';

const UNKNOWN = '확인되지 않은 오류입니다.';

describe.each(testDialects())('notifications API (%s)', (dialect) => {
  let t: TestApp;
  let owner: { id: number; email: string };
  let other: { id: number; email: string };
  let admin: { id: number; email: string };
  let uncertified: { id: number; email: string };
  let ownerCookie: string;
  let otherCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await createTestUser(t.db, { name: '알림주인' });
    other = await createTestUser(t.db, { name: '다른회원' });
    admin = await createTestUser(t.db, { name: '관리자', power: 2 });
    uncertified = await createTestUser(t.db, { certify: false });
    [ownerCookie, otherCookie, adminCookie] = await Promise.all([loginCookie(t.app, owner.email), loginCookie(t.app, other.email), loginCookie(t.app, admin.email)]);
  });
  afterAll(async () => {
    await t.drop();
  });

  /** The owner's three alarms, oldest first: 댓글 (read), 답글 and 공지 (both unread). */
  beforeEach(async () => {
    await t.db('alarms').where({ user_id: owner.id }).delete();
    await insertAlarms(t.db, [owner.id], { kind: 'broadcast', title: '댓글', href: '/community/notice/1' });
    await t.db('alarms').where({ user_id: owner.id }).update({ view: 1 });
    await insertAlarms(t.db, [owner.id], { kind: 'broadcast', title: '답글', subTitle: '봉사 노하우' });
    await insertAlarms(t.db, [owner.id], { kind: 'broadcast', title: '공지', description: '정기총회 안내' });
  });

  const ids = async () => Object.fromEntries((await listVisibleAlarms(t.db, owner.id)).map((alarm) => [alarm.title, alarm.id]));
  const stateOf = async () =>
    Object.fromEntries((await t.db('alarms').where({ user_id: owner.id }).select('title', 'view', 'hidden')).map((row) => [row.title, [Number(row.view), Number(row.hidden)]]));

  it('lists the owner’s alarms with stable ids, newest first', async () => {
    const res = await request(t.app).get(`/api/alarm/get/${owner.id}`).set('cookie', ownerCookie);
    expect(res.status).toBe(200);
    expect(res.body.data.map((alarm: { title: string }) => alarm.title)).toEqual(['공지', '답글', '댓글']);
    expect(res.body.data[0]).toMatchObject({ title: '공지', description: '정기총회 안내', view: 0, hidden: 0 });
    expect(res.body.data[0].id).toEqual(expect.any(Number));
    expect(res.body.data[0].date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
  });

  it('refuses a visitor, an unverified member and another member, and lets an admin read', async () => {
    expect((await request(t.app).get(`/api/alarm/get/${owner.id}`)).status).toBe(401);
    const unverified = await request(t.app).get(`/api/alarm/get/${uncertified.id}`).set('cookie', await loginCookie(t.app, uncertified.email));
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe('회원 인증 후 이용할 수 있습니다. 인증을 먼저 완료해주세요.');
    const snoop = await request(t.app).get(`/api/alarm/get/${owner.id}`).set('cookie', otherCookie);
    expect(snoop.status).toBe(403);
    expect(snoop.body).toEqual({ status: 403, message: '권한이 없습니다.' });
    const byAdmin = await request(t.app).get(`/api/alarm/get/${owner.id}`).set('cookie', adminCookie);
    expect(byAdmin.body.data).toHaveLength(3);
  });

  it('marks one alarm read by its id and answers the new list', async () => {
    const { 답글: reply } = await ids();
    const res = await request(t.app).put('/api/alarm/view').set('cookie', ownerCookie).send({ id: owner.id, index: reply });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('알람을 읽음 처리했습니다.');
    expect(res.body.data.find((alarm: { title: string }) => alarm.title === '답글').view).toBe(1);
    expect(await stateOf()).toEqual({ 댓글: [1, 0], 답글: [1, 0], 공지: [0, 0] });
  });

  it('marks all read', async () => {
    const res = await request(t.app).put('/api/alarm/view').set('cookie', ownerCookie).send({ id: owner.id, index: 'ALL' });
    expect(res.body.message).toBe('모든 알람을 읽음 처리했습니다.');
    expect(await stateOf()).toEqual({ 댓글: [1, 0], 답글: [1, 0], 공지: [1, 0] });
  });

  it('counts every unread alarm for the badge, though the list carries only the newest 50', async () => {
    await t.db('alarms').insert(Array.from({ length: 55 }, (_, i) => ({ user_id: owner.id, title: `알림 ${i}`, description: '', kind: 'broadcast', created_at: toDbDate(new Date(Date.UTC(2020, 0, 1, 0, i))) })));
    const listed = await request(t.app).get(`/api/alarm/get/${owner.id}`).set('cookie', ownerCookie);
    expect(listed.body.data).toHaveLength(50);
    expect(listed.body.unread).toBe(57);
    const self = await request(t.app).get('/api/user/get/self/information').set('cookie', ownerCookie);
    expect(self.body.data.alarm).toHaveLength(50);
    expect(self.body.data.alarmUnread).toBe(57);
    const read = await request(t.app).put('/api/alarm/view').set('cookie', ownerCookie).send({ id: owner.id, index: (await ids())['공지'] });
    expect(read.body.unread).toBe(56);
    const removed = await request(t.app).delete('/api/alarm/delete').set('cookie', ownerCookie).send({ id: owner.id, index: 'ALL', mode: 'READ' });
    expect(removed.body.unread).toBe(56);
    const all = await request(t.app).put('/api/alarm/view').set('cookie', ownerCookie).send({ id: owner.id, index: 'ALL' });
    expect(all.body.unread).toBe(0);
  });

  it('deletes one alarm, the read ones, or all of them (hidden, kept in the database)', async () => {
    const { 공지: notice } = await ids();
    let res = await request(t.app).delete('/api/alarm/delete').set('cookie', ownerCookie).send({ id: owner.id, index: notice });
    expect(res.body.message).toBe('알람을 삭제했습니다.');
    expect(await stateOf()).toEqual({ 댓글: [1, 0], 답글: [0, 0], 공지: [0, 1] });

    res = await request(t.app).delete('/api/alarm/delete').set('cookie', ownerCookie).send({ id: owner.id, index: 'ALL', mode: 'READ' });
    expect(res.body.message).toBe('읽은 알람을 삭제했습니다.');
    expect(res.body.data.map((alarm: { title: string }) => alarm.title)).toEqual(['답글']);
    expect(await stateOf()).toEqual({ 댓글: [1, 1], 답글: [0, 0], 공지: [0, 1] });

    res = await request(t.app).delete('/api/alarm/delete').set('cookie', ownerCookie).send({ id: owner.id, index: 'ALL' });
    expect(res.body).toMatchObject({ status: 200, message: '모든 알람을 삭제했습니다.', data: [] });
    expect(await stateOf()).toEqual({ 댓글: [1, 1], 답글: [0, 1], 공지: [0, 1] });
  });

  it('never lets another member mark or delete someone else’s alarms, by user id or by alarm id', async () => {
    const { 공지: notice } = await ids();
    const before = await stateOf();
    const attempts = [
      request(t.app).put('/api/alarm/view').set('cookie', otherCookie).send({ id: owner.id, index: 'ALL' }),
      request(t.app).delete('/api/alarm/delete').set('cookie', otherCookie).send({ id: owner.id, index: 'ALL' }),
      request(t.app).delete('/api/alarm/delete').set('cookie', otherCookie).send({ id: owner.id, index: notice }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    // Their own user id with the owner's alarm id: no such alarm of theirs.
    const sideways = await request(t.app).put('/api/alarm/view').set('cookie', otherCookie).send({ id: other.id, index: notice });
    expect(sideways.status).toBe(404);
    expect(sideways.body.message).toBe('알람을 찾을 수 없습니다.');
    const deleteSideways = await request(t.app).delete('/api/alarm/delete').set('cookie', otherCookie).send({ id: other.id, index: notice });
    expect(deleteSideways.status).toBe(404);
    expect(await stateOf()).toEqual(before);
  });

  it('refuses malformed bodies with the unknown-error message and changes nothing', async () => {
    const before = await stateOf();
    const bodies: unknown[] = [
      {},
      { id: owner.id },
      { id: String(owner.id), index: 'ALL' },
      { id: owner.id, index: 'all' },
      { id: owner.id, index: -1 },
      { id: owner.id, index: 1.5 },
      { id: owner.id, index: [1] },
      { id: [owner.id], index: 'ALL' },
      { id: { $gt: 0 }, index: 'ALL' },
      [owner.id, 'ALL'],
    ];
    for (const body of bodies) {
      const res = await request(t.app).put('/api/alarm/view').set('cookie', ownerCookie).send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(UNKNOWN);
    }
    const badMode = await request(t.app).delete('/api/alarm/delete').set('cookie', ownerCookie).send({ id: owner.id, index: 'ALL', mode: 'UNREAD' });
    expect(badMode.status).toBe(400);
    for (const path of ['abc', '0', '-3', '1.5']) {
      expect((await request(t.app).get(`/api/alarm/get/${path}`).set('cookie', ownerCookie)).status).toBe(400);
    }
    expect(await stateOf()).toEqual(before);
  });
});
