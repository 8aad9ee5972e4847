import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { insertDivision, insertTeam, insertTestCampaign, insertTestParticipation } from './youth.testkit';

const OPEN = { gender: 'members', mbti: 'members', affiliation: 'members', cohort: 'members', activity: 'members' } as const;
const CLOSED = { gender: 'private', mbti: 'private', affiliation: 'private', cohort: 'private', activity: 'private' } as const;

/** The ability page follows the owner's 공개 범위 exactly as their profile (GET /api/user/get/{id}) does. */
describe.each(testDialects())('the ability page and the owner’s 공개 범위 (%s)', (dialect) => {
  let t: TestApp;
  let owner: number;
  const cookies: Record<'owner' | 'member' | 'operator' | 'admin', string> = { owner: '', member: '', operator: '', admin: '' };
  const fullCard = () => ({
    id: owner, name: '최챔프', image: null, gender: 2, cardinal: 1, rank: 2, type: 2, mbti: 13, teamName: '1팀 환경', teamImage: null, divisionName: '청소년본부',
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const divisionId = await insertDivision(t.db, '청소년본부');
    const teamId = await insertTeam(t.db, divisionId, '1팀 환경');
    const user = await createTestUser(t.db, { name: '최챔프', type: 2, rank: 2, cardinal: 1 });
    owner = user.id;
    await t.db('users').where({ id: owner }).update({ team_id: teamId, division_id: divisionId, mbti: 13, gender: 2 });
    const campaign = await insertTestCampaign(t.db, { name: '연탄 나눔', startDate: '2026-01-10' });
    await insertTestParticipation(t.db, campaign, owner, 'approved', 90);
    cookies.owner = await loginCookie(t.app, user.email);
    cookies.member = await loginCookie(t.app, (await createTestUser(t.db, { type: 2, rank: 1, cardinal: 2 })).email);
    cookies.operator = await loginCookie(t.app, (await createTestUser(t.db, { power: 1 })).email);
    cookies.admin = await loginCookie(t.app, (await createTestUser(t.db, { power: 2 })).email);
  });
  afterAll(async () => {
    await t.drop();
  });

  const choose = async (visibility: Record<keyof typeof OPEN, 'members' | 'private'>) => {
    expect((await request(t.app).put('/api/user/profile/visibility').set('cookie', cookies.owner).send({ visibility })).status).toBe(200);
  };
  const ability = async (viewer: keyof typeof cookies) => {
    const res = await request(t.app).get(`/api/youth/ability/${owner}`).set('cookie', cookies[viewer]);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('shows another member none of what the owner keeps 비공개, as the profile masks it, naming it in `masked`', async () => {
    await choose(CLOSED);
    const data = await ability('member');
    expect(data.member).toEqual({ id: owner, name: '최챔프', image: null, gender: 0, cardinal: 0, rank: 0, type: 0, mbti: 0, teamName: null, teamImage: null, divisionName: null });
    expect([...data.masked].sort()).toEqual(['campaigns', 'cardinal', 'divisionName', 'gender', 'mbti', 'rank', 'teamImage', 'teamName', 'type']);
    expect(data.campaigns).toEqual([]);
    expect(data.monthly).toEqual([]);
    expect(data.totals).toEqual({ campaigns: 0, minutes: 0, servedMinutes: 0, schoolHours: 0, dailyCapMinutes: 480 });
    expect(data.trophy).toMatchObject({ tier: 'none', previousThreshold: 0 });
    const text = JSON.stringify(data);
    for (const secret of ['연탄 나눔', '서울특별시', '1팀 환경', '청소년본부']) expect(text).not.toContain(secret);
    // The same values as the profile shows the same viewer.
    const profile = (await request(t.app).get(`/api/user/get/${owner}`).set('cookie', cookies.member)).body.data;
    for (const field of ['gender', 'cardinal', 'rank', 'type', 'mbti', 'teamName', 'teamImage', 'divisionName'] as const) expect(data.member[field], field).toEqual(profile[field]);
  });

  it.each([['the owner', 'owner'], ['an operator', 'operator'], ['an admin', 'admin']] as const)('shows %s everything, masking nothing', async (_who, viewer) => {
    await choose(CLOSED);
    const data = await ability(viewer);
    expect(data.member).toEqual(fullCard());
    expect(data.masked).toEqual([]);
    expect(data.campaigns).toEqual([{ name: '연탄 나눔', place: '서울특별시', startDate: '2026-01-10', endDate: '2026-01-10', minutes: 90 }]);
    expect(data.totals.campaigns).toBe(1);
  });

  it('closes each group on its own: the activity alone, or gender and MBTI alone', async () => {
    await choose({ ...OPEN, activity: 'private' });
    const quiet = await ability('member');
    expect(quiet.member).toEqual(fullCard());
    expect(quiet.masked).toEqual(['campaigns']);
    expect([quiet.campaigns, quiet.monthly, quiet.totals.campaigns]).toEqual([[], [], 0]);

    await choose({ ...OPEN, gender: 'private', mbti: 'private' });
    const open = await ability('member');
    expect(open.member).toEqual({ ...fullCard(), gender: 0, mbti: 0 });
    expect(open.masked).toEqual(['gender', 'mbti']);
    expect(open.campaigns).toHaveLength(1);
    expect(open.monthly).toEqual([{ month: '2026-01', minutes: 90 }]);

    await choose(OPEN);
    expect(await ability('member')).toMatchObject({ member: fullCard(), masked: [], totals: { campaigns: 1, minutes: 90 } });
  });
});
