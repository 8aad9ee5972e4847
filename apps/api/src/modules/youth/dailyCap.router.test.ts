import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

const CAMPAIGN = { description: '겹치는 일정의 캠페인입니다.', place: '서울특별시', hours: 8 };

/**
 * The daily cap across overlapping campaigns (review of 3 December): two campaigns of two days and
 * a one-day campaign on the first of them, all confirmed and approved in full, credit two days of
 * 8 hours, not 40 hours, on the certificate, the ability page and the 1365 export alike.
 */
describe.each(testDialects())('the daily cap over overlapping campaigns (%s)', (dialect) => {
  let t: TestApp;
  let operator = '';
  let champ = '';
  let champId = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    operator = await loginCookie(t.app, (await createTestUser(t.db, { name: '운영자', power: 1 })).email);
    const member = await createTestUser(t.db, { name: '이다온', type: 2, rank: 2, cardinal: 1 });
    champId = member.id;
    await t.db('users').where({ id: champId }).update({ end_of_activity: 1 });
    champ = await loginCookie(t.app, member.email);

    const served = [
      { name: '이틀 캠프 A', startDate: '2026-11-01', endDate: '2026-11-02', minutes: 960 },
      { name: '이틀 캠프 B', startDate: '2026-11-01', endDate: '2026-11-02', minutes: 960 },
      { name: '하루 봉사 C', startDate: '2026-11-01', endDate: '2026-11-01', minutes: 480 },
    ];
    for (const { minutes, ...dates } of served) {
      const created = await request(t.app).post('/api/youth/campaigns').set('cookie', operator).send({ ...CAMPAIGN, ...dates });
      const id = created.body.data.id as number;
      expect((await request(t.app).post(`/api/youth/campaigns/${id}/enroll`).set('cookie', operator).send({ userId: champId })).status).toBe(200);
      const [participation] = (await request(t.app).get(`/api/youth/campaigns/${id}`).set('cookie', operator)).body.data.participations;
      const act = (body: object) => request(t.app).put(`/api/youth/participations/${participation.id}`).set('cookie', operator).send(body);
      for (const body of [{ action: 'select' }, { action: 'attend', minutes }, { action: 'approve' }]) expect((await act(body)).status).toBe(200);
    }
  });
  afterAll(async () => {
    await t.drop();
  });

  it('certifies at most 8 hours for each of the two days', async () => {
    const issued = (await request(t.app).get('/api/user/get/self/certificate').set('cookie', champ)).body;
    const verified = (await request(t.app).get(`/api/certificate/verify/${issued.number}`)).body.data;
    expect(verified.certifies).toMatchObject({ totalMinutes: 960, dailyCapMinutes: 480 });
    expect(verified.certifies.campaigns.map((campaign: { minutes: number }) => campaign.minutes)).toEqual([960, 960, 480]);
  });

  it('shows the same 16 hours on the ability page, in its total and its month', async () => {
    const ability = (await request(t.app).get(`/api/youth/ability/${champId}`).set('cookie', operator)).body.data;
    expect(ability.totals).toMatchObject({ minutes: 960, servedMinutes: 2400, schoolHours: 16, dailyCapMinutes: 480 });
    expect(ability.monthly).toEqual([{ month: '2026-11', minutes: 960 }]);
  });

  it('exports credited minutes that add up to the same 16 hours', async () => {
    const res = await request(t.app).get(`/api/youth/exports/members/${champId}?format=csv`).set('cookie', operator).buffer(true);
    const rows = res.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n').slice(1).map((line) => line.split(','));
    // Columns 9 and 11: 봉사시간(분) as served, 인정시간(분, 1일 한도 적용) after the cap.
    expect(rows.map((row) => [row[3], Number(row[8])])).toEqual([['이틀 캠프 A', 960], ['이틀 캠프 B', 960], ['하루 봉사 C', 480]]);
    expect(rows.reduce((sum, row) => sum + Number(row[10]), 0)).toBe(960);
  });
});
