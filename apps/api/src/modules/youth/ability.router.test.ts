import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { insertApprovedCampaigns, insertDivision, insertTeam, insertTestCampaign, insertTestParticipation } from './youth.testkit';

const ABILITY_REFUSAL = '활동 기록은 운영진과 활동 중인 청소년 챔프단원(기수와 등급이 있는 회원)만 볼 수 있습니다.';

describe.each(testDialects())('ability page (%s)', (dialect) => {
  let t: TestApp;
  let target: number;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const divisionId = await insertDivision(t.db, '청소년본부');
    const teamId = await insertTeam(t.db, divisionId, '1팀 환경');
    target = (await createTestUser(t.db, { name: '이다온', type: 2, rank: 2, cardinal: 1 })).id;
    await t.db('users').where({ id: target }).update({ team_id: teamId, division_id: divisionId, mbti: 13, birthday: '2009-03-14', number: '010-1234-5678', address: '서울특별시 노원구', university: '나눔고', department: '2학년' });
    const viewers = {
      uncertified: { certify: false, type: 2, rank: 2, cardinal: 1 },
      member: { type: 0 },
      champNoRank: { type: 2, rank: 0, cardinal: 1 },
      champNoCohort: { type: 2, rank: 2, cardinal: 0 },
      champ: { type: 2, rank: 1, cardinal: 2 },
      supporter: { type: 3, rank: 2, cardinal: 1 },
      operator: { power: 1 },
      admin: { power: 2 },
    } as const;
    for (const [key, values] of Object.entries(viewers)) {
      const user = await createTestUser(t.db, values);
      cookies[key] = await loginCookie(t.app, user.email);
    }
  });
  afterAll(async () => {
    await t.drop();
  });

  const ability = (cookie?: string) => {
    const call = request(t.app).get(`/api/youth/ability/${target}`);
    return cookie ? call.set('cookie', cookie) : call;
  };

  it.each([
    ['a visitor', undefined, 401, '로그인이 필요합니다. 로그인 후 다시 시도해주세요.'],
    ['an uncertified member', 'uncertified', 403, '회원 인증 후 이용할 수 있습니다. 인증을 먼저 완료해주세요.'],
    ['a plain member', 'member', 403, ABILITY_REFUSAL],
    ['a type 2 member without a rank', 'champNoRank', 403, ABILITY_REFUSAL],
    ['a type 2 member without a cohort', 'champNoCohort', 403, ABILITY_REFUSAL],
    ['a supporter (type 3) with rank and cohort', 'supporter', 403, ABILITY_REFUSAL],
  ])('refuses %s with a clear Korean message', async (_who, viewer, status, message) => {
    const res = await ability(viewer ? cookies[viewer] : undefined);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ status, message });
  });

  it.each([['a type 2 member with rank and cohort', 'champ'], ['an operator', 'operator'], ['an admin', 'admin']])('shows %s the member card and never private values', async (_who, viewer) => {
    const res = await ability(cookies[viewer]);
    expect(res.status).toBe(200);
    expect(res.body.data.member).toEqual({
      id: target, name: '이다온', image: null, gender: 0, cardinal: 1, rank: 2, type: 2, mbti: 13, teamName: '1팀 환경', teamImage: null, divisionName: '청소년본부',
    });
    const text = JSON.stringify(res.body);
    for (const secret of ['2009-03-14', '010-1234-5678', '노원구', '나눔고', '@nanum.example']) expect(text).not.toContain(secret);
  });

  it('counts approved participation of ended activities only, with totals and hours per month', async () => {
    const approved = await insertTestCampaign(t.db, { name: '연탄 나눔', startDate: '2026-01-10', creditMinutes: 240 });
    const pending = await insertTestCampaign(t.db, { name: '대기 중 캠페인', startDate: '2026-02-10' });
    const rejected = await insertTestCampaign(t.db, { name: '반려된 캠페인', startDate: '2026-02-11' });
    const cancelled = await insertTestCampaign(t.db, { name: '취소된 캠페인', startDate: '2026-02-12' });
    // Approved, but the campaign was moved to next year: it counts once the activity has ended.
    const notEnded = await insertTestCampaign(t.db, { name: '아직 끝나지 않은 캠페인', startDate: `${new Date().getUTCFullYear() + 1}-02-13` });
    await insertTestParticipation(t.db, approved, target, 'approved', 90);
    await insertTestParticipation(t.db, pending, target, 'attended');
    await insertTestParticipation(t.db, rejected, target, 'rejected');
    await insertTestParticipation(t.db, cancelled, target, 'cancelled');
    await insertTestParticipation(t.db, notEnded, target, 'approved');
    const { data } = (await ability(cookies.champ)).body;
    expect(data.campaigns).toEqual([{ name: '연탄 나눔', place: '서울특별시', startDate: '2026-01-10', endDate: '2026-01-10', minutes: 90 }]);
    expect(data.totals).toEqual({ campaigns: 1, minutes: 90, servedMinutes: 90, schoolHours: 1, dailyCapMinutes: 480 });
    expect(data.monthly).toEqual([{ month: '2026-01', minutes: 90 }]);
    expect(data.trophy).toEqual({ tier: 'none', previousThreshold: 0, next: { tier: 'bronze', remaining: 13, threshold: 14 } });
    const profile = await request(t.app).get(`/api/user/get/${target}`).set('cookie', cookies.member as string);
    expect(profile.body.data.campaignList).toHaveLength(1);
  });

  it('counts a day up to the daily cap, gives school records whole hours, and keeps empty months on the axis', async () => {
    const morning = await insertTestCampaign(t.db, { name: '오전 활동', startDate: '2026-04-04' });
    const afternoon = await insertTestCampaign(t.db, { name: '오후 활동', startDate: '2026-04-04' });
    await insertTestParticipation(t.db, morning, target, 'approved', 300);
    await insertTestParticipation(t.db, afternoon, target, 'approved', 275);
    const { data } = (await ability(cookies.champ)).body;
    // 90 (January) + 300 + 180 of 275 (4 April: 8 hours at most) = 570 minutes; school records take 9 hours.
    expect(data.totals).toEqual({ campaigns: 3, minutes: 570, servedMinutes: 665, schoolHours: 9, dailyCapMinutes: 480 });
    expect(data.monthly).toEqual([
      { month: '2026-01', minutes: 90 },
      { month: '2026-02', minutes: 0 },
      { month: '2026-03', minutes: 0 },
      { month: '2026-04', minutes: 480 },
    ]);
  });

  it('answers 404 in Korean for a member that does not exist', async () => {
    const res = await request(t.app).get('/api/youth/ability/999999').set('cookie', cookies.operator as string);
    expect(res.body).toEqual({ status: 404, message: '회원을 찾을 수 없습니다.' });
  });
});

describe.each(testDialects())('trophy tiers on the ability page (%s)', (dialect) => {
  let t: TestApp;
  let operatorCookie: string;
  let memberId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const operator = await createTestUser(t.db, { power: 1 });
    operatorCookie = await loginCookie(t.app, operator.email);
    memberId = (await createTestUser(t.db, { type: 2, rank: 1, cardinal: 1 })).id;
  });
  afterAll(async () => {
    await t.drop();
  });

  it('changes tier exactly at 14, 18, 24 and 30 approved campaigns, and unapproved ones never count', async () => {
    const seen: [number, string, number | null][] = [];
    let count = 0;
    for (const target of [13, 14, 17, 18, 23, 24, 29, 30]) {
      await insertApprovedCampaigns(t.db, memberId, target - count, '2020-01');
      count = target;
      const pendingCampaign = await insertTestCampaign(t.db);
      await insertTestParticipation(t.db, pendingCampaign, memberId, 'attended');
      const { trophy, totals } = (await request(t.app).get(`/api/youth/ability/${memberId}`).set('cookie', operatorCookie)).body.data;
      expect(totals.campaigns).toBe(target);
      seen.push([target, trophy.tier, trophy.next?.remaining ?? null]);
    }
    expect(seen).toEqual([
      [13, 'none', 1], [14, 'bronze', 4], [17, 'bronze', 1], [18, 'silver', 6], [23, 'silver', 1], [24, 'gold', 6], [29, 'gold', 1], [30, 'platinum', null],
    ]);
  });
});
