import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteToday } from '@nanum/shared/timeZone';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { insertApprovedCampaigns, insertDivision, insertTestCampaign, insertTestParticipation } from './youth.testkit';

const NOT_ENDED = { status: 409, message: '활동이 끝난 뒤에 확인할 수 있습니다.' };
const OWN = { status: 403, message: '본인의 참여 기록은 처리할 수 없습니다. 다른 운영진에게 요청해주세요.' };
const OUTSIDE = { status: 403, message: '소속 본부 회원의 참여 기록만 처리할 수 있습니다. 다른 본부로 옮긴 회원의 기록은 그 본부의 본부장이나 운영진에게 요청해주세요.' };

/** A date `days` from today in Korea (negative: in the past). */
const koreanDate = (days: number) => {
  const [year, month, day] = siteToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** Each step a manager takes on a participation, the state it starts from and what it sends. */
const EVERY_STEP = [
  ['select', 'applied', {}],
  ['attend', 'selected', { minutes: 240 }],
  ['approve', 'attended', {}],
  ['reject', 'applied', {}],
  ['correct', 'approved', { minutes: 60, reason: '시간 정정' }],
  ['cancel', 'approved', { reason: '중복 등록' }],
] as const;

describe.each(testDialects())('the participation lifecycle (%s)', (dialect) => {
  let t: TestApp;
  let divisionId: number;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    divisionId = await insertDivision(t.db, '청소년본부');
    const people = {
      // An operator and a division head who also take part in campaigns (types 3 and 2).
      operator: { name: '운영서포터', power: 1, type: 3 },
      head: { name: '본부장단원', rank: 10, type: 2, cardinal: 1 },
      otherOperator: { name: '다른운영자', power: 1 },
      champ: { name: '이다온', type: 2, rank: 2, cardinal: 1 },
    } as const;
    for (const [key, values] of Object.entries(people)) {
      const user = await createTestUser(t.db, values);
      ids[key] = user.id;
      cookies[key] = await loginCookie(t.app, user.email);
    }
    // The head acts on the members of their own division (the operator who takes part is one).
    await t.db('users').whereIn('id', [ids.head, ids.champ, ids.operator] as number[]).update({ division_id: divisionId });
    await t.db('users').where({ id: ids.champ }).update({ end_of_activity: 1 });
  });
  afterAll(async () => {
    await t.drop();
  });

  const act = (who: string, id: number, body: object) => request(t.app).put(`/api/youth/participations/${id}`).set('cookie', cookies[who] as string).send(body);
  const rowOf = (id: number) => t.db('campaign_participations').where({ id }).first('status', 'credit_minutes');
  const auditOf = (id: number) => t.db('audit_log').where({ target_type: 'participation', target_id: id }).orderBy('id').select('action', 'user_id', 'before_json', 'after_json');
  const verify = async (number: string) => (await request(t.app).get(`/api/certificate/verify/${number}`)).body.data;
  const issue = async () => (await request(t.app).get('/api/user/get/self/certificate').set('cookie', cookies.champ as string)).body;

  it('refuses confirmation and approval of a campaign next month, and of one that ends today, changing nothing', async () => {
    for (const endDate of [koreanDate(30), koreanDate(0)]) {
      const campaign = await insertTestCampaign(t.db, { startDate: endDate, endDate, divisionId });
      const selected = await insertTestParticipation(t.db, campaign, ids.champ as number, 'selected');
      const attended = await insertTestParticipation(t.db, campaign, ids.operator as number, 'attended');
      expect((await act('otherOperator', selected, { action: 'attend', minutes: 240 })).body).toEqual(NOT_ENDED);
      expect((await act('head', attended, { action: 'approve' })).body).toEqual(NOT_ENDED);
      expect(await rowOf(selected)).toEqual({ status: 'selected', credit_minutes: 0 });
      expect(await rowOf(attended)).toEqual({ status: 'attended', credit_minutes: 240 });
      expect(await auditOf(attended)).toEqual([]);
    }
  });

  it.each(EVERY_STEP)('refuses an operator and a division head to %s their own %s record', async (action, status, extra) => {
    const campaign = await insertTestCampaign(t.db, { startDate: koreanDate(-3), divisionId });
    for (const who of ['operator', 'head']) {
      const own = await insertTestParticipation(t.db, campaign, ids[who] as number, status);
      const before = await rowOf(own);
      expect((await act(who, own, { action, ...extra })).body).toEqual(OWN);
      expect(await rowOf(own)).toEqual(before);
      expect(await auditOf(own)).toEqual([]);
    }
  });

  it('takes a record through select, attend and approve after the end, auditing each step with before and after', async () => {
    const campaign = await insertTestCampaign(t.db, { name: '가을 플로깅', startDate: koreanDate(-10), divisionId, creditMinutes: 180 });
    const id = await insertTestParticipation(t.db, campaign, ids.champ as number, 'applied');
    expect((await act('operator', id, { action: 'select' })).body.data.status).toBe('selected');
    expect((await act('head', id, { action: 'attend', minutes: 150 })).body.data).toMatchObject({ status: 'attended', hours: 2.5 });
    expect((await act('otherOperator', id, { action: 'approve' })).body).toMatchObject({ message: '참여를 승인했습니다.', data: { status: 'approved', hours: 2.5 } });
    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.user_id])).toEqual([
      ['participation.select', ids.operator],
      ['participation.attend', ids.head],
      ['participation.approve', ids.otherOperator],
    ]);
    expect(entries.map((entry) => [JSON.parse(entry.before_json).status, JSON.parse(entry.after_json).status])).toEqual([
      ['applied', 'selected'],
      ['selected', 'attended'],
      ['attended', 'approved'],
    ]);
    expect(JSON.parse(entries[1]?.after_json)).toMatchObject({ userId: ids.champ, minutes: 150 });
    const rejected = await insertTestParticipation(t.db, campaign, ids.operator as number, 'selected');
    expect((await act('head', rejected, { action: 'reject' })).body.data).toMatchObject({ status: 'rejected', hours: 0 });
    expect((await auditOf(rejected)).map((entry) => entry.action)).toEqual(['participation.reject']);
  });

  it('refuses confirmed or corrected minutes longer than the activity (its scheduled times, else 24 hours a day), changing nothing', async () => {
    const morning = await insertTestCampaign(t.db, { name: '오전 두 시간 봉사', startDate: koreanDate(-4), divisionId, creditMinutes: 120 });
    await t.db('campaigns').where({ id: morning }).update({ start_time: '10:00', end_time: '12:00' });
    const member = (await createTestUser(t.db, { name: '시간단원', type: 2, rank: 2, cardinal: 1 })).id;
    await t.db('users').where({ id: member }).update({ division_id: divisionId });
    const id = await insertTestParticipation(t.db, morning, member, 'selected');
    const tooLong = { status: 400, message: '인정 시간은 활동 시간(최대 2시간)보다 길 수 없습니다.' };
    for (const minutes of [6000, 150]) expect((await act('head', id, { action: 'attend', minutes })).body).toEqual(tooLong);
    expect(await rowOf(id)).toEqual({ status: 'selected', credit_minutes: 0 });
    expect((await act('head', id, { action: 'attend', minutes: 120 })).body.data).toMatchObject({ status: 'attended', hours: 2 });
    expect((await act('otherOperator', id, { action: 'approve' })).status).toBe(200);
    expect((await act('head', id, { action: 'correct', minutes: 6000, reason: '오타' })).body).toEqual(tooLong);
    expect(await rowOf(id)).toEqual({ status: 'approved', credit_minutes: 120 });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['participation.attend', 'participation.approve']);
    // A correction to the minutes already credited changes nothing: refused, so no certificate is revoked for it.
    expect((await act('head', id, { action: 'correct', minutes: 120, reason: '확인' })).body).toEqual({ status: 400, message: '인정 시간이 지금과 같습니다. 정정할 시간을 입력해주세요.' });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['participation.attend', 'participation.approve']);
    expect((await act('head', id, { action: 'correct', minutes: 90, reason: '출석부 확인 결과 1시간 30분' })).body.data).toMatchObject({ status: 'approved', hours: 1.5 });

    const datesOnly = await insertTestCampaign(t.db, { name: '하루 종일 봉사', startDate: koreanDate(-4), divisionId });
    const whole = await insertTestParticipation(t.db, datesOnly, member, 'selected');
    expect((await act('head', whole, { action: 'attend', minutes: 1470 })).body).toEqual({ status: 400, message: '인정 시간은 활동 시간(최대 24시간)보다 길 수 없습니다.' });
    expect((await act('head', whole, { action: 'attend', minutes: 1440 })).status).toBe(200);
  });

  it('counts only approved records of ended activities on a certificate, and audits the issue', async () => {
    const attendedOnly = await insertTestCampaign(t.db, { name: '참여 확인만 된 캠페인', startDate: koreanDate(-5) });
    await insertTestParticipation(t.db, attendedOnly, ids.champ as number, 'attended');
    const moved = await insertTestCampaign(t.db, { name: '다음 달로 옮긴 캠페인', startDate: koreanDate(30) });
    await insertTestParticipation(t.db, moved, ids.champ as number, 'approved');
    const issued = await issue();
    expect(issued.message).toBe('활동 확인서를 발급했습니다.');
    const verified = await verify(issued.number);
    expect(verified).toMatchObject({ state: 'genuine', revokedAt: null, certifies: { totalMinutes: 150 } });
    expect(verified.certifies.campaigns.map((campaign: { name: string }) => campaign.name)).toEqual(['가을 플로깅']);
    const [entry] = await t.db('audit_log').where({ action: 'certificate.issue' });
    expect(entry).toMatchObject({ user_id: ids.champ, target_type: 'certificate' });
    expect(JSON.parse(entry.after_json)).toMatchObject({ number: issued.number, totalMinutes: 150, ledgerDigest: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('corrects an approved record only with a reason; the correction revokes the certificate showing it, and the next one has a new number', async () => {
    const old = (await issue()).number;
    const [id] = (await t.db('campaign_participations').where({ user_id: ids.champ, status: 'approved', credit_minutes: 150 }).pluck('id')) as number[];
    expect((await act('head', id as number, { action: 'correct', minutes: 120 })).body).toEqual({ status: 400, message: '정정 또는 취소 사유를 입력해주세요.' });
    expect((await act('head', id as number, { action: 'correct', minutes: 120, reason: '가'.repeat(201) })).body).toEqual({ status: 400, message: '사유는 200자 이하로 입력해주세요.' });
    expect(await rowOf(id as number)).toEqual({ status: 'approved', credit_minutes: 150 });
    expect((await verify(old)).state).toBe('genuine');

    const res = await act('head', id as number, { action: 'correct', minutes: 120, reason: '출석부 확인 결과 2시간 참여' });
    expect(res.body).toMatchObject({ status: 200, message: '승인된 참여 기록을 정정했습니다.', data: { status: 'approved', hours: 2, reason: '출석부 확인 결과 2시간 참여' } });
    const verified = await verify(old);
    expect(verified).toMatchObject({ state: 'corrected', revokeReason: '출석부 확인 결과 2시간 참여', certifies: { totalMinutes: 150 } });
    expect(verified.revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await t.db('certificates').where({ number: old }).first('revoked_by', 'revoke_cause')).toEqual({ revoked_by: ids.head, revoke_cause: 'correction' });
    const [correction] = (await auditOf(id as number)).filter((entry) => entry.action === 'participation.correct');
    expect([JSON.parse(correction?.before_json).minutes, JSON.parse(correction?.after_json)]).toEqual([150, expect.objectContaining({ minutes: 120, reason: '출석부 확인 결과 2시간 참여', revokedCertificates: [old] })]);
    const [revocation] = await t.db('audit_log').where({ action: 'certificate.revoke' });
    expect(revocation).toMatchObject({ user_id: ids.head, target_type: 'certificate' });
    expect(JSON.parse(revocation.after_json)).toMatchObject({ number: old, reason: '출석부 확인 결과 2시간 참여', cause: 'correction' });
    const alarms = (await request(t.app).get(`/api/alarm/get/${ids.champ}`).set('cookie', cookies.champ as string)).body.data;
    expect(alarms[0]).toMatchObject({ title: '캠페인 참여 기록이 정정되었습니다', description: '인정 시간 2시간 · 사유: 출석부 확인 결과 2시간 참여' });

    const renewed = await issue();
    expect(renewed.message).toBe('활동 확인서를 발급했습니다.');
    expect(renewed.number).not.toBe(old);
    expect(await verify(renewed.number)).toMatchObject({ state: 'genuine', certifies: { totalMinutes: 120 } });
  });

  it('cancels an approved record with a reason: it stops counting and its certificate says corrected', async () => {
    const number = (await issue()).number;
    const [id] = (await t.db('campaign_participations').where({ user_id: ids.champ, status: 'approved', credit_minutes: 120 }).pluck('id')) as number[];
    expect((await act('otherOperator', id as number, { action: 'cancel', reason: '활동 사진과 명단 불일치' })).body).toMatchObject({ message: '승인된 참여 기록을 취소했습니다.', data: { status: 'cancelled' } });
    expect(await verify(number)).toMatchObject({ state: 'corrected', revokeReason: '활동 사진과 명단 불일치' });
    expect((await act('otherOperator', id as number, { action: 'correct', minutes: 60, reason: '다시' })).body.status).toBe(409);
    expect((await issue()).message).toBe('승인된 봉사활동이 없어 활동 확인서를 발급할 수 없습니다.');
  });

  it('says corrected when the rows a certificate names change behind it (their digest no longer matches)', async () => {
    const campaign = await insertTestCampaign(t.db, { name: '겨울 연탄 나눔', startDate: koreanDate(-20) });
    await insertTestParticipation(t.db, campaign, ids.champ as number, 'approved');
    const number = (await issue()).number;
    expect((await verify(number)).state).toBe('genuine');
    await t.db('campaigns').where({ id: campaign }).update({ name: '이름을 바꾼 캠페인', updated_at: '2099-01-01 00:00:00' });
    expect(await verify(number)).toMatchObject({ state: 'corrected', revokedAt: '2099-01-01T00:00:00.000Z', revokeReason: '확인서 발급 후 활동 기록이 변경되었습니다.' });
    const list = (await request(t.app).get(`/api/youth/certificates/user/${ids.champ}`).set('cookie', cookies.otherOperator as string)).body.data;
    expect(list[0]).toMatchObject({ number, state: 'corrected' });
  });
  it('sends a trophy alarm when an approval reaches a tier (the 14th campaign: 브론즈), and none for the 15th', async () => {
    const member = await createTestUser(t.db, { name: '트로피단원', type: 2, rank: 2, cardinal: 1 });
    await t.db('users').where({ id: member.id }).update({ division_id: divisionId });
    await insertApprovedCampaigns(t.db, member.id, 13);
    const trophies = () => t.db('alarms').where({ user_id: member.id }).where('title', 'like', '%트로피%').select('title', 'description', 'href');
    for (const name of ['열네 번째 캠페인', '열다섯 번째 캠페인']) {
      const campaign = await insertTestCampaign(t.db, { name, startDate: koreanDate(-5), divisionId });
      const id = await insertTestParticipation(t.db, campaign, member.id, 'attended');
      expect((await act('operator', id, { action: 'approve' })).status).toBe(200);
    }
    expect(await trophies()).toEqual([{ title: '브론즈 트로피를 달성했습니다', description: '캠페인 참여 14회를 달성해 브론즈 트로피를 받았어요. 축하합니다!', href: `/youth/ability/${member.id}` }]);
  });

  it('refuses a division head every step on a member who moved to another division since applying, changing nothing; an operator still acts', async () => {
    const mover = await createTestUser(t.db, { name: '이동단원', type: 2, rank: 2, cardinal: 1 });
    await t.db('users').where({ id: mover.id }).update({ division_id: divisionId, end_of_activity: 1 });
    const moverCookie = await loginCookie(t.app, mover.email);
    const steps = EVERY_STEP;
    const records: number[] = [];
    for (const [, status] of steps) records.push(await insertTestParticipation(t.db, await insertTestCampaign(t.db, { startDate: koreanDate(-3), divisionId }), mover.id, status));
    const number = (await request(t.app).get('/api/user/get/self/certificate').set('cookie', moverCookie)).body.number as string;
    expect((await verify(number)).state).toBe('genuine');
    await t.db('users').where({ id: mover.id }).update({ division_id: await insertDivision(t.db, '옮겨 간 본부') });

    for (const [index, [action, , extra]] of steps.entries()) {
      const id = records[index] as number;
      const before = await rowOf(id);
      expect((await act('head', id, { action, ...extra })).body, action).toEqual(OUTSIDE);
      expect(await rowOf(id)).toEqual(before);
      expect(await auditOf(id)).toEqual([]);
    }
    // The correction did not revoke the member's certificate; an operator's does.
    expect((await verify(number)).state).toBe('genuine');
    expect((await act('otherOperator', records[4] as number, { action: 'correct', minutes: 60, reason: '시간 정정' })).status).toBe(200);
    expect((await verify(number)).state).toBe('corrected');
  });
});
