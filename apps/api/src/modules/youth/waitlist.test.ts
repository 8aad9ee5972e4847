import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findUserById, type UserRow } from '../user/user.repo';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { apply } from './campaign.service';
import { insertTestCampaign } from './youth.testkit';

/** Capacity and the waitlist (issue 27): races, order, promotion and its alarm, on both dialects. */
describe.each(testDialects())('campaign capacity and waitlist (%s)', (dialect) => {
  let t: TestApp;
  const members: UserRow[] = [];
  const cookies: string[] = [];
  let operatorCookie = '';
  const pushes: { room: string; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (let index = 0; index < 20; index += 1) {
      const created = await createTestUser(t.db, { name: `참여자${index + 1}`, type: 2, rank: 1, cardinal: 1 });
      members.push((await findUserById(t.db, created.id)) as UserRow);
      if (index < 3) cookies.push(await loginCookie(t.app, created.email));
    }
    const operator = await createTestUser(t.db, { name: '운영자', power: 1 });
    operatorCookie = await loginCookie(t.app, operator.email);
    const recordPush = (room: unknown) => ({ emit: (event: string, payload: unknown) => pushes.push({ room: String(room), event, payload }) });
    vi.spyOn(t.io, 'to').mockImplementation(recordPush as never);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const statesOf = async (campaignId: number) =>
    (await t.db('campaign_participations').where({ campaign_id: campaignId }).orderBy('id').select('user_id', 'status')).map((row) => ({ userId: Number(row.user_id), status: row.status as string }));

  it('gives exactly 5 places to 20 concurrent applications and puts 15 on the waitlist', async () => {
    const campaignId = await insertTestCampaign(t.db, { startDate: '2099-05-05', capacity: 5 });
    const answers = await Promise.all(members.map((member) => apply(t.db, member, campaignId)));
    expect(answers.filter((state) => state === 'applied')).toHaveLength(5);
    expect(answers.filter((state) => state === 'waiting')).toHaveLength(15);
    const states = await statesOf(campaignId);
    expect(states.filter((row) => row.status === 'applied')).toHaveLength(5);
    expect(states.filter((row) => row.status === 'waiting')).toHaveLength(15);
    // The places went to the first five rows in the order they were written.
    expect(states.slice(0, 5).every((row) => row.status === 'applied')).toBe(true);
  });

  it('shows a full campaign as taking waitlist applications and tells the member their place', async () => {
    const campaignId = await insertTestCampaign(t.db, { startDate: '2099-06-01', capacity: 1 });
    const first = await request(t.app).post(`/api/youth/campaigns/${campaignId}/apply`).set('cookie', cookies[0] as string);
    expect(first.body).toMatchObject({ status: 200, data: { myStatus: 'applied', placesLeft: 0, phase: 'waitlist', myWaitlistPosition: null } });
    const second = await request(t.app).post(`/api/youth/campaigns/${campaignId}/apply`).set('cookie', cookies[1] as string);
    expect(second.body).toMatchObject({
      status: 200,
      message: '정원이 모두 차서 대기자로 등록했습니다. 자리가 나면 순서대로 알려드립니다.',
      data: { myStatus: 'waiting', myWaitlistPosition: 1, waitingCount: 1, placesLeft: 0 },
    });
    const third = await request(t.app).post(`/api/youth/campaigns/${campaignId}/apply`).set('cookie', cookies[2] as string);
    expect(third.body.data).toMatchObject({ myStatus: 'waiting', myWaitlistPosition: 2, waitingCount: 2 });
    const page = await request(t.app).get(`/api/youth/campaigns/${campaignId}`).set('cookie', cookies[2] as string);
    expect(page.body.data).toMatchObject({ myStatus: 'waiting', myWaitlistPosition: 2, capacity: 1 });
  });

  it('promotes the first waiting applicant when a place is withdrawn, and alarms them', async () => {
    const campaignId = await insertTestCampaign(t.db, { name: '해변 정화 활동', startDate: '2099-07-01', capacity: 1 });
    for (const cookie of cookies) await request(t.app).post(`/api/youth/campaigns/${campaignId}/apply`).set('cookie', cookie);
    pushes.length = 0;
    // The last in line withdraws: nobody moves up, nobody is alarmed.
    await request(t.app).delete(`/api/youth/campaigns/${campaignId}/apply`).set('cookie', cookies[2] as string);
    expect(pushes).toEqual([]);
    const withdrawn = await request(t.app).delete(`/api/youth/campaigns/${campaignId}/apply`).set('cookie', cookies[0] as string);
    expect(withdrawn.body).toMatchObject({ status: 200, message: '참여 신청을 취소했습니다.', data: { myStatus: null, placesLeft: 0, waitingCount: 0 } });
    expect(await statesOf(campaignId)).toEqual([{ userId: members[1]?.id, status: 'applied' }]);
    const alarm = await t.db('alarms').where({ user_id: members[1]?.id }).orderBy('id', 'desc').first('title', 'sub_title', 'href');
    expect(alarm).toEqual({ title: '대기 중이던 캠페인에 자리가 났습니다', sub_title: '해변 정화 활동', href: `/youth/campaigns/${campaignId}` });
    expect(pushes.map((push) => push.room)).toEqual([`user:${members[1]?.id}`]);
  });

  it('promotes the next applicant when an operator rejects one holding a place, not when they reject a waiting one', async () => {
    const campaignId = await insertTestCampaign(t.db, { startDate: '2099-08-01', capacity: 1 });
    for (const cookie of cookies) await request(t.app).post(`/api/youth/campaigns/${campaignId}/apply`).set('cookie', cookie);
    const rows = await t.db('campaign_participations').where({ campaign_id: campaignId }).orderBy('id').select('id');
    const rejectWaiting = await request(t.app).put(`/api/youth/participations/${rows[2].id}`).set('cookie', operatorCookie).send({ action: 'reject' });
    expect(rejectWaiting.status).toBe(200);
    expect((await statesOf(campaignId)).map((row) => row.status)).toEqual(['applied', 'waiting', 'rejected']);
    await request(t.app).put(`/api/youth/participations/${rows[0].id}`).set('cookie', operatorCookie).send({ action: 'reject' });
    expect((await statesOf(campaignId)).map((row) => row.status)).toEqual(['rejected', 'applied', 'rejected']);
  });

  it('gives new places to the waitlist when a manager raises the capacity', async () => {
    const campaignId = await insertTestCampaign(t.db, { startDate: '2099-09-01', capacity: 1 });
    for (const cookie of cookies) await request(t.app).post(`/api/youth/campaigns/${campaignId}/apply`).set('cookie', cookie);
    const edit = { name: '정원 늘린 캠페인', description: '설명', place: '서울', startDate: '2099-09-01', endDate: '2099-09-01', hours: 4, capacity: 2 };
    expect((await request(t.app).put(`/api/youth/campaigns/${campaignId}`).set('cookie', operatorCookie).send(edit)).status).toBe(200);
    expect((await statesOf(campaignId)).map((row) => row.status)).toEqual(['applied', 'applied', 'waiting']);
  });

  it('lets a manager enrol a member into a full campaign as waiting, and says so', async () => {
    const campaignId = await insertTestCampaign(t.db, { startDate: '2099-11-01', capacity: 1 });
    await request(t.app).post(`/api/youth/campaigns/${campaignId}/apply`).set('cookie', cookies[0] as string);
    const res = await request(t.app).post(`/api/youth/campaigns/${campaignId}/enroll`).set('cookie', operatorCookie).send({ userId: members[5]?.id });
    expect(res.body).toEqual({ status: 200, message: '정원이 모두 차서 회원을 대기자로 등록했습니다.' });
    expect((await statesOf(campaignId)).map((row) => row.status)).toEqual(['applied', 'waiting']);
  });

  it('refuses a member’s application after the deadline, in Korean, and stores nothing', async () => {
    const campaignId = await insertTestCampaign(t.db, { startDate: '2099-10-01', capacity: 3 });
    await t.db('campaigns').where({ id: campaignId }).update({ apply_deadline: '2020-01-01' });
    const late = await request(t.app).post(`/api/youth/campaigns/${campaignId}/apply`).set('cookie', cookies[0] as string);
    expect(late.body).toEqual({ status: 409, message: '신청 기간이 지났습니다.' });
    expect(await statesOf(campaignId)).toEqual([]);
    const page = await request(t.app).get(`/api/youth/campaigns/${campaignId}`);
    expect(page.body.data).toMatchObject({ phase: 'closed', applyDeadline: '2020-01-01', placesLeft: 3 });
  });
});
