import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteToday } from '@nanum/shared/timeZone';
import { toDbDate } from '../../db/values';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { insertDivision, insertTestCampaign, insertTestParticipation } from './youth.testkit';

/** A date `days` from today in Korea (negative: in the past). */
const koreanDate = (days: number) => {
  const [year, month, day] = siteToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

const campaign = { name: '겨울 연탄 나눔', description: '어르신 댁에 연탄을 전달합니다.', place: '노원구 중계동', startDate: '2099-12-01', endDate: '2099-12-01', hours: 4, capacity: 2 };

describe.each(testDialects())('campaigns and participation (%s)', (dialect) => {
  let t: TestApp;
  let division1: number;
  let division2: number;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const pushes: { room: string; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    division1 = await insertDivision(t.db, '청소년본부');
    division2 = await insertDivision(t.db, '나눔사업본부');
    const people = {
      operator: { name: '운영자', power: 1 },
      head: { name: '본부장', rank: 10 },
      otherHead: { name: '다른본부장', rank: 10 },
      champ: { name: '이다온', type: 2, rank: 2, cardinal: 1 },
      supporter: { name: '서포터', type: 3 },
      outsider: { name: '일반회원', type: 0 },
      champ2: { name: '김하늘', type: 2, rank: 1, cardinal: 2 },
    } as const;
    for (const [key, values] of Object.entries(people)) {
      const user = await createTestUser(t.db, values);
      ids[key] = user.id;
      cookies[key] = await loginCookie(t.app, user.email);
    }
    await t.db('users').whereIn('id', [ids.head, ids.champ, ids.champ2] as number[]).update({ division_id: division1 });
    await t.db('users').where({ id: ids.otherHead }).update({ division_id: division2 });
    // Records what the alarm service pushes to users' rooms (no socket clients in this test).
    const recordPush = (room: unknown) => ({ emit: (event: string, payload: unknown) => pushes.push({ room: String(room), event, payload }) });
    vi.spyOn(t.io, 'to').mockImplementation(recordPush as never);
  });
  afterAll(async () => {
    await t.drop();
  });

  const countCampaigns = async () => Number((await t.db('campaigns').count({ n: '*' }).first())?.n);

  it('lets an operator create a campaign in any division and answers it', async () => {
    const res = await request(t.app).post('/api/youth/campaigns').set('cookie', cookies.operator as string).send({ ...campaign, divisionId: division2 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('캠페인을 등록했습니다.');
    expect(res.body.data).toMatchObject({ name: '겨울 연탄 나눔', hours: 4, capacity: 2, divisionId: division2, divisionName: '나눔사업본부', canManage: true, approvedCount: 0 });
  });

  it('puts a division head’s campaign in their own division whatever the body says', async () => {
    const res = await request(t.app).post('/api/youth/campaigns').set('cookie', cookies.head as string).send({ ...campaign, name: '본부 캠페인', divisionId: division2 });
    expect(res.body.data).toMatchObject({ divisionId: division1, canManage: true });
    ids.headCampaign = res.body.data.id;
  });

  it('refuses a member and a visitor', async () => {
    const before = await countCampaigns();
    const member = await request(t.app).post('/api/youth/campaigns').set('cookie', cookies.champ as string).send(campaign);
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('권한이 없습니다.');
    expect((await request(t.app).post('/api/youth/campaigns').send(campaign)).status).toBe(401);
    expect(await countCampaigns()).toBe(before);
  });

  it.each([
    [{ hours: -1 }, '인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.'],
    [{ hours: '4' }, '인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.'],
    [{ endDate: '2099-11-30' }, '종료일은 시작일과 같거나 그 이후여야 합니다.'],
    [{ name: '가'.repeat(101) }, '캠페인 이름은 100자 이하로 입력해주세요.'],
    [{ description: 42 }, '캠페인 소개를 입력해주세요.'],
    [{ createdBy: 1 }, '확인되지 않은 오류입니다.'],
    [{ divisionId: 99999 }, '본부를 찾을 수 없습니다.'],
  ])('refuses bad input %j in Korean and stores nothing', async (change, message) => {
    const before = await countCampaigns();
    const res = await request(t.app).post('/api/youth/campaigns').set('cookie', cookies.operator as string).send({ ...campaign, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countCampaigns()).toBe(before);
  });

  it('lets a division head edit only their division’s campaigns', async () => {
    const own = await request(t.app).put(`/api/youth/campaigns/${ids.headCampaign}`).set('cookie', cookies.head as string).send({ ...campaign, name: '본부 캠페인 (수정)' });
    expect(own.body).toMatchObject({ status: 200, message: '캠페인을 수정했습니다.', data: { name: '본부 캠페인 (수정)' } });
    const other = await request(t.app).put(`/api/youth/campaigns/${ids.headCampaign}`).set('cookie', cookies.otherHead as string).send({ ...campaign, name: '남의 캠페인' });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('이 캠페인을 관리할 권한이 없습니다.');
    expect((await t.db('campaigns').where({ id: ids.headCampaign }).first('name')).name).toBe('본부 캠페인 (수정)');
  });

  it('reads a campaign’s id only as written in digits', async () => {
    const id = ids.headCampaign as number;
    expect((await request(t.app).get(`/api/youth/campaigns/${id}`)).status).toBe(200);
    for (const alias of [`${id}.0`, `${id}e0`, `%20${id}`, `0${id}`]) {
      expect((await request(t.app).get(`/api/youth/campaigns/${alias}`)).body).toEqual({ status: 400, message: '확인되지 않은 오류입니다.' });
    }
  });

  it('refuses an edit naming a division that does not exist, changing nothing', async () => {
    const res = await request(t.app).put(`/api/youth/campaigns/${ids.headCampaign}`).set('cookie', cookies.operator as string).send({ ...campaign, name: '없는 본부로', divisionId: 99999 });
    expect(res.body).toEqual({ status: 400, message: '본부를 찾을 수 없습니다.' });
    expect(await t.db('campaigns').where({ id: ids.headCampaign }).first('name', 'division_id')).toMatchObject({ name: '본부 캠페인 (수정)', division_id: division1 });
  });

  it('lets types 2, 3 and 4 apply once, refuses others, and puts applications beyond the capacity on the waitlist', async () => {
    const id = ids.headCampaign as number;
    const applied = await request(t.app).post(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.champ as string);
    expect(applied.body).toMatchObject({ status: 200, message: '참여 신청을 완료했습니다. 운영진의 선발을 기다려주세요.', data: { myStatus: 'applied', pendingCount: 1 } });
    const twice = await request(t.app).post(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.champ as string);
    expect(twice.body).toEqual({ status: 409, message: '이미 신청한 캠페인입니다.' });
    const outsider = await request(t.app).post(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.outsider as string);
    expect(outsider.body).toEqual({ status: 403, message: '청소년 챔프단, 서포터즈, KSCV 회원만 캠페인에 참여할 수 있습니다.' });
    expect((await request(t.app).post(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.supporter as string)).status).toBe(200);
    const full = await request(t.app).post(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.champ2 as string);
    expect(full.body).toMatchObject({ status: 200, message: '정원이 모두 차서 대기자로 등록했습니다. 자리가 나면 순서대로 알려드립니다.', data: { myStatus: 'waiting', myWaitlistPosition: 1 } });
    expect(await t.db('campaign_participations').where({ campaign_id: id, status: 'applied' }).count({ n: '*' }).first()).toMatchObject({ n: 2 });
  });

  it('lets a member withdraw while applied or selected, but never once attendance is confirmed or approved', async () => {
    const id = await insertTestCampaign(t.db, { startDate: '2099-01-01' });
    await request(t.app).post(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.champ2 as string);
    const withdrawn = await request(t.app).delete(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.champ2 as string);
    expect(withdrawn.body).toMatchObject({ status: 200, message: '참여 신청을 취소했습니다.', data: { myStatus: null, pendingCount: 0 } });
    await insertTestParticipation(t.db, id, ids.champ2 as number, 'selected');
    expect((await request(t.app).delete(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.champ2 as string)).body.message).toBe('참여 신청을 취소했습니다.');
    for (const status of ['attended', 'approved'] as const) {
      await t.db('campaign_participations').where({ campaign_id: id }).delete();
      await insertTestParticipation(t.db, id, ids.champ2 as number, status);
      const kept = await request(t.app).delete(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.champ2 as string);
      expect(kept.body).toEqual({ status: 409, message: '대기, 신청 또는 선발 상태의 참여만 취소할 수 있습니다.' });
      expect((await t.db('campaign_participations').where({ campaign_id: id }).first('status')).status).toBe(status);
    }
  });

  it('refuses applications to a campaign that has ended', async () => {
    const past = await insertTestCampaign(t.db, { startDate: '2020-01-01' });
    const res = await request(t.app).post(`/api/youth/campaigns/${past}/apply`).set('cookie', cookies.champ2 as string);
    expect(res.body).toEqual({ status: 409, message: '이미 종료된 캠페인에는 신청할 수 없습니다.' });
  });

  it('shows the queue of participations in progress to the campaign’s managers only, with public values only', async () => {
    const queue = await request(t.app).get('/api/youth/participations/pending').set('cookie', cookies.head as string);
    expect(queue.body.data.map((p: { userName: string }) => p.userName)).toEqual(['이다온', '서포터']);
    expect(Object.keys(queue.body.data[0]).sort()).toEqual([
      'appliedAt', 'attendedMinutes', 'campaignDivisionId', 'campaignEndDate', 'campaignEndTime', 'campaignHours', 'campaignId', 'campaignName', 'campaignStartDate', 'campaignStartTime',
      'cohort', 'hours', 'id', 'reason', 'status', 'teamName', 'userDivisionId', 'userId', 'userName',
    ]);
    const other = await request(t.app).get('/api/youth/participations/pending').set('cookie', cookies.otherHead as string);
    expect(other.body.data).toEqual([]);
    expect((await request(t.app).get('/api/youth/participations/pending').set('cookie', cookies.champ as string)).status).toBe(403);
  });

  it('selects before the event, refuses attendance and approval until it has ended, then credits the confirmed hours and tells the member live', async () => {
    const [applied] = (await request(t.app).get('/api/youth/participations/pending').set('cookie', cookies.head as string)).body.data;
    const act = (who: string, body: object) => request(t.app).put(`/api/youth/participations/${applied.id}`).set('cookie', cookies[who] as string).send(body);
    expect((await act('otherHead', { action: 'select' })).body).toEqual({ status: 403, message: '이 캠페인을 관리할 권한이 없습니다.' });
    expect((await act('head', { action: 'approve' })).body).toEqual({ status: 409, message: '참여 기록의 현재 상태에서는 할 수 없는 처리입니다. 목록을 새로 고쳐 확인해주세요.' });
    expect((await act('head', { action: 'select' })).body).toMatchObject({ status: 200, message: '참여자로 선발했습니다.', data: { status: 'selected' } });
    // The campaign is on 2099-12-01: nothing is confirmed or credited before it ends.
    expect((await act('head', { action: 'attend', minutes: 210 })).body).toEqual({ status: 409, message: '활동이 끝난 뒤에 확인할 수 있습니다.' });
    expect((await act('head', { action: 'attend', minutes: -30 })).body.message).toBe('인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.');
    expect((await t.db('campaign_participations').where({ id: applied.id }).first('status', 'credit_minutes'))).toEqual({ status: 'selected', credit_minutes: 0 });

    await t.db('campaigns').where({ id: ids.headCampaign }).update({ start_date: '2026-10-01', end_date: '2026-10-01' });
    expect((await act('head', { action: 'attend', minutes: 210 })).body).toMatchObject({ message: '참여 시간을 확인했습니다.', data: { status: 'attended', hours: 3.5 } });
    pushes.length = 0;
    const res = await act('head', { action: 'approve' });
    expect(res.body).toMatchObject({ status: 200, message: '참여를 승인했습니다.', data: { status: 'approved', hours: 3.5, userName: '이다온' } });
    const again = await act('head', { action: 'reject' });
    expect(again.body).toEqual({ status: 409, message: '참여 기록의 현재 상태에서는 할 수 없는 처리입니다. 목록을 새로 고쳐 확인해주세요.' });

    const alarms = (await request(t.app).get(`/api/alarm/get/${ids.champ}`).set('cookie', cookies.champ as string)).body.data;
    expect(alarms[0]).toMatchObject({ title: '캠페인 참여가 승인되었습니다', subTitle: '본부 캠페인 (수정)', description: '인정 시간 3시간 30분', view: 0 });
    // The alarm, then the member's new campaignList, so their profile and ability page change live.
    expect(pushes).toEqual([
      { room: `user:${ids.champ}`, event: 'alarmListUpdate', payload: expect.objectContaining({ alarmContent: expect.objectContaining({ title: '캠페인 참여가 승인되었습니다' }) }) },
      { room: `user:${ids.champ}`, event: 'campaignListUpdate', payload: { campaignList: [{ name: '본부 캠페인 (수정)', startDate: '2026-10-01', endDate: '2026-10-01' }] } },
    ]);

    const self = await request(t.app).get('/api/user/get/self/information').set('cookie', cookies.champ as string);
    expect(self.body.data.campaignList).toEqual([{ name: '본부 캠페인 (수정)', startDate: '2026-10-01', endDate: '2026-10-01' }]);
  });

  it('rejects with no hours and tells the member; the place goes to the first waiting applicant, who is told too', async () => {
    const [pending] = (await request(t.app).get('/api/youth/participations/pending').set('cookie', cookies.operator as string)).body.data;
    pushes.length = 0;
    const res = await request(t.app).put(`/api/youth/participations/${pending.id}`).set('cookie', cookies.operator as string).send({ action: 'reject' });
    expect(res.body).toMatchObject({ message: '참여를 반려했습니다.', data: { status: 'rejected', hours: 0 } });
    // A rejection leaves the campaignList as it was: only the alarms are pushed.
    expect(pushes.map((push) => [push.room, push.event])).toEqual([
      [`user:${ids.champ2}`, 'alarmListUpdate'],
      [`user:${ids.supporter}`, 'alarmListUpdate'],
    ]);
    expect((await t.db('campaign_participations').where({ campaign_id: pending.campaignId, user_id: ids.champ2 }).first('status')).status).toBe('applied');
    const alarms = (await request(t.app).get(`/api/alarm/get/${ids.supporter}`).set('cookie', cookies.supporter as string)).body.data;
    expect(alarms[0].title).toBe('캠페인 참여가 반려되었습니다');
  });

  it('lets a manager enrol members of their division, applied until selected', async () => {
    const id = await insertTestCampaign(t.db, { divisionId: division1, startDate: '2020-05-01' });
    const res = await request(t.app).post(`/api/youth/campaigns/${id}/enroll`).set('cookie', cookies.head as string).send({ userId: ids.champ2 });
    expect(res.body).toEqual({ status: 200, message: '회원을 참여 신청 명단에 등록했습니다.' });
    const outsider = await request(t.app).post(`/api/youth/campaigns/${id}/enroll`).set('cookie', cookies.head as string).send({ userId: ids.outsider });
    expect(outsider.body.message).toBe('청소년 챔프단, 서포터즈, KSCV 회원만 참여자로 등록할 수 있습니다.');
    const detail = await request(t.app).get(`/api/youth/campaigns/${id}`).set('cookie', cookies.head as string);
    expect(detail.body.data.participations).toEqual([expect.objectContaining({ userName: '김하늘', status: 'applied' })]);
    const asMember = await request(t.app).get(`/api/youth/campaigns/${id}`).set('cookie', cookies.champ as string);
    expect(asMember.body.data).toMatchObject({ canManage: false, participations: [] });
  });

  it('finds the members a manager may enrol: operators every participant, division heads their own division’s', async () => {
    const find = (who: string, query = '') => request(t.app).get(`/api/youth/members${query}`).set('cookie', cookies[who] as string);
    const names = (res: request.Response) => res.body.data.list.map((member: { name: string }) => member.name);
    const byOperator = await find('operator');
    expect(names(byOperator)).toEqual(['김하늘', '서포터', '이다온']);
    expect(byOperator.body.data).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(byOperator.body.data.list[2]).toEqual({
      id: ids.champ,
      name: '이다온',
      email: expect.stringContaining('@'),
      type: 2,
      typeLabel: '청소년 챔프단',
      cardinal: 1,
      teamName: null,
      divisionName: '청소년본부',
    });
    expect(names(await find('operator', '?keyword=%ED%95%98%EB%8A%98'))).toEqual(['김하늘']);
    expect(names(await find('operator', '?keyword=%25'))).toEqual([]);
    const byHead = await find('head');
    expect(names(byHead)).toEqual(['김하늘', '이다온']);
    // A division head sees no whole email, and cannot find members by one.
    const champEmail = byOperator.body.data.list[2].email as string;
    expect(byHead.body.data.list[1].email).toMatch(/^.{1,2}\*\*\*@/);
    expect(names(await find('head', `?keyword=${encodeURIComponent(champEmail)}`))).toEqual([]);
    expect(names(await find('operator', `?keyword=${encodeURIComponent(champEmail)}`))).toEqual(['이다온']);
    expect(names(await find('otherHead'))).toEqual([]);
    expect((await find('operator', `?keyword=${'가'.repeat(51)}`)).body).toEqual({ status: 400, message: '검색어는 50자 이하로 입력해주세요.' });
    expect((await find('champ')).body).toEqual({ status: 403, message: '권한이 없습니다.' });
    expect((await request(t.app).get('/api/youth/members')).status).toBe(401);
  });

  it('refuses a division head enrolling a member of another division, changing nothing', async () => {
    const id = await insertTestCampaign(t.db, { divisionId: division1, startDate: '2020-06-01' });
    // Their own campaign: the refusal is about the member, not the campaign.
    const res = await request(t.app).post(`/api/youth/campaigns/${id}/enroll`).set('cookie', cookies.head as string).send({ userId: ids.supporter });
    expect(res.body).toEqual({ status: 403, message: '소속 본부의 회원만 관리할 수 있습니다.' });
    const byOther = await request(t.app).post(`/api/youth/campaigns/${id}/enroll`).set('cookie', cookies.otherHead as string).send({ userId: ids.champ2 });
    expect(byOther.body).toEqual({ status: 403, message: '이 캠페인을 관리할 권한이 없습니다.' });
    expect(await t.db('campaign_participations').where({ campaign_id: id })).toEqual([]);
  });

  it('refuses to enrol a member who is no longer verified (withdrawn, or revoked by an admin), changing nothing', async () => {
    const id = await insertTestCampaign(t.db, { divisionId: division1, startDate: '2020-06-02' });
    const gone = await createTestUser(t.db, { name: '떠난단원', type: 2, rank: 2, cardinal: 1, certify: false });
    const res = await request(t.app).post(`/api/youth/campaigns/${id}/enroll`).set('cookie', cookies.operator as string).send({ userId: gone.id });
    expect(res.body).toEqual({ status: 400, message: '인증된 회원만 참여자로 등록할 수 있습니다. 탈퇴했거나 인증이 취소된 회원입니다.' });
    expect(await t.db('campaign_participations').where({ campaign_id: id })).toEqual([]);
  });

  it('deletes a campaign while members apply to it at the same moment, in turn', async () => {
    // Applications take the campaign's row before their participation rows; the deletion must take
    // it first too, or the two deadlocked on MariaDB (an answer 500).
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const id = await insertTestCampaign(t.db, { divisionId: division1, startDate: '2099-06-01', name: `삭제와 신청 ${n}` });
      await insertTestParticipation(t.db, id, ids.champ2 as number, 'applied');
      const [deleted, ...applied] = await Promise.all([
        request(t.app).delete(`/api/youth/campaigns/${id}`).set('cookie', cookies.head as string),
        request(t.app).post(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.champ as string),
        request(t.app).post(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.supporter as string),
      ]);
      expect(deleted.status).toBe(200);
      // Each application came before the deletion (and went with it) or after it (no campaign).
      for (const res of applied) expect([200, 404]).toContain(res.status);
      expect(await t.db('campaign_participations').where({ campaign_id: id })).toEqual([]);
      expect(await t.db('campaigns').where({ id })).toEqual([]);
    }
  });

  it('keeps campaigns with confirmed, approved or cancelled participation and deletes others', async () => {
    const kept = await request(t.app).delete(`/api/youth/campaigns/${ids.headCampaign}`).set('cookie', cookies.head as string);
    expect(kept.body).toEqual({ status: 409, message: '출석, 참여 확인이나 승인 기록이 있는 캠페인은 삭제할 수 없습니다.' });
    for (const status of ['attended', 'cancelled'] as const) {
      const recorded = await insertTestCampaign(t.db, { divisionId: division1 });
      await insertTestParticipation(t.db, recorded, ids.champ2 as number, status);
      expect((await request(t.app).delete(`/api/youth/campaigns/${recorded}`).set('cookie', cookies.head as string)).status).toBe(409);
    }
    // A selected member's check-in is a record too: deleting the campaign would have taken it along.
    const checkedIn = await insertTestCampaign(t.db, { divisionId: division1, startDate: koreanDate(0) });
    const present = await insertTestParticipation(t.db, checkedIn, ids.champ2 as number, 'selected');
    await t.db('participation_attendance').insert({ participation_id: present, check_in_at: toDbDate(new Date()) });
    expect((await request(t.app).delete(`/api/youth/campaigns/${checkedIn}`).set('cookie', cookies.head as string)).body).toEqual(kept.body);
    expect(await t.db('participation_attendance').where({ participation_id: present }).first('participation_id')).toEqual({ participation_id: present });
    const spare = await insertTestCampaign(t.db, { divisionId: division1 });
    await insertTestParticipation(t.db, spare, ids.champ2 as number, 'selected');
    const gone = await request(t.app).delete(`/api/youth/campaigns/${spare}`).set('cookie', cookies.head as string);
    expect(gone.body).toEqual({ status: 200, message: '캠페인을 삭제했습니다.' });
    expect((await request(t.app).get(`/api/youth/campaigns/${spare}`)).body).toEqual({ status: 404, message: '캠페인을 찾을 수 없습니다.' });
  });

  it('refuses a withdrawal once the activity has started or attendance is recorded, keeping the record and its attendance', async () => {
    const withdraw = (id: number) => request(t.app).delete(`/api/youth/campaigns/${id}/apply`).set('cookie', cookies.champ2 as string);
    const STARTED = { status: 409, message: '활동이 시작된 캠페인은 참여 신청을 취소할 수 없습니다. 참여하지 못하게 되었다면 운영진에게 알려주세요.' };
    const ATTENDED = { status: 409, message: '출석 기록이 있는 참여는 취소할 수 없습니다. 기록을 고쳐야 한다면 운영진에게 알려주세요.' };

    // A past activity whose attendance a manager corrected (audited): withdrawing would have deleted both.
    const past = await insertTestCampaign(t.db, { divisionId: division1, startDate: koreanDate(-3) });
    const selected = await insertTestParticipation(t.db, past, ids.champ2 as number, 'selected');
    const day = koreanDate(-3);
    const corrected = await request(t.app).put(`/api/youth/attendance/${selected}`).set('cookie', cookies.head as string).send({ checkInAt: `${day}T10:00`, checkOutAt: `${day}T14:00`, minutes: null, reason: '출석부로 확인' });
    expect(corrected.status).toBe(200);
    expect((await withdraw(past)).body).toEqual(ATTENDED);
    expect(await t.db('campaign_participations').where({ id: selected }).first('status')).toEqual({ status: 'selected' });
    expect(await t.db('participation_attendance').where({ participation_id: selected }).first('minutes_served')).toEqual({ minutes_served: 240 });

    // From the first day on (today included), without attendance; an application to a later campaign with attendance neither.
    for (const [startDate, status, refusal] of [[koreanDate(-3), 'applied', STARTED], [koreanDate(0), 'selected', STARTED], [koreanDate(5), 'selected', ATTENDED]] as const) {
      const id = await insertTestCampaign(t.db, { divisionId: division1, startDate, endDate: koreanDate(6) });
      const participation = await insertTestParticipation(t.db, id, ids.champ2 as number, status);
      if (refusal === ATTENDED) await t.db('participation_attendance').insert({ participation_id: participation, check_in_at: toDbDate(new Date()) });
      expect((await withdraw(id)).body).toEqual(refusal);
      expect(await t.db('campaign_participations').where({ id: participation }).first('status')).toEqual({ status });
    }

    // Leaving the waitlist stays open: a waiting application holds neither a place nor a record.
    const started = await insertTestCampaign(t.db, { divisionId: division1, startDate: koreanDate(0) });
    await insertTestParticipation(t.db, started, ids.champ2 as number, 'waiting');
    expect((await withdraw(started)).body).toMatchObject({ status: 200, message: '참여 신청을 취소했습니다.' });
  });

  it('records the enrolment of a member and the deletion of a campaign in the audit log, and no refused deletion', async () => {
    const entries = (action: string, targetId: number) => t.db('audit_log').where({ action, target_id: targetId }).select('user_id', 'target_type', 'before_json', 'after_json');
    const id = await insertTestCampaign(t.db, { divisionId: division1, startDate: '2099-07-01', name: '지울 캠페인' });
    expect((await request(t.app).post(`/api/youth/campaigns/${id}/enroll`).set('cookie', cookies.head as string).send({ userId: ids.champ2 })).status).toBe(200);
    const { id: participation } = await t.db('campaign_participations').where({ campaign_id: id, user_id: ids.champ2 }).first('id');
    const [enrolment] = await entries('participation.enroll', participation);
    expect(enrolment).toMatchObject({ user_id: ids.head, target_type: 'participation', before_json: null });
    expect(JSON.parse(enrolment.after_json)).toEqual({ campaignId: id, userId: ids.champ2, status: 'applied' });

    expect((await request(t.app).delete(`/api/youth/campaigns/${id}`).set('cookie', cookies.head as string)).body).toEqual({ status: 200, message: '캠페인을 삭제했습니다.' });
    const [deletion] = await entries('campaign.delete', id);
    expect(deletion).toMatchObject({ user_id: ids.head, target_type: 'campaign', after_json: null });
    expect(JSON.parse(deletion.before_json)).toMatchObject({ name: '지울 캠페인', startDate: '2099-07-01', divisionId: division1 });

    const kept = await insertTestCampaign(t.db, { divisionId: division1 });
    await insertTestParticipation(t.db, kept, ids.champ2 as number, 'approved');
    expect((await request(t.app).delete(`/api/youth/campaigns/${kept}`).set('cookie', cookies.head as string)).status).toBe(409);
    expect((await request(t.app).delete(`/api/youth/campaigns/${kept}`).set('cookie', cookies.otherHead as string)).status).toBe(403);
    expect(await entries('campaign.delete', kept)).toEqual([]);
  });

  it('lists campaigns for visitors with counts and no state of their own', async () => {
    const res = await request(t.app).get('/api/youth/campaigns');
    const own = res.body.data.find((c: { id: number }) => c.id === ids.headCampaign);
    expect(own).toMatchObject({ approvedCount: 1, pendingCount: 1, waitingCount: 0, myStatus: null, myWaitlistPosition: null, canManage: false });
  });

  it('lists divisions and teams', async () => {
    expect((await request(t.app).get('/api/youth/divisions')).body.data.map((d: { name: string }) => d.name)).toEqual(['청소년본부', '나눔사업본부']);
    expect((await request(t.app).get('/api/youth/teams')).body.data).toEqual([]);
  });
});
