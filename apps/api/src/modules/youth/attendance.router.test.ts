import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTION_LABELS, auditChanges } from '@nanum/shared/auditLog';
import { siteToday } from '@nanum/shared/timeZone';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, TEST_ENV, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { toDbDate } from '../../db/values';
import { attendanceSigner } from './attendance.token';
import { insertDivision, insertTestCampaign, insertTestParticipation } from './youth.testkit';

const signer = attendanceSigner(TEST_ENV.SESSION_SECRET as string);
const NOT_SELECTED = { status: 403, message: '이 캠페인에 선발된 참여자만 출석할 수 있습니다.' };
const EXPIRED = { status: 400, message: 'QR 코드의 유효 시간이 지났습니다. 운영진 화면의 새 코드를 다시 스캔해주세요.' };
const INVALID = { status: 400, message: '출석 코드가 올바르지 않습니다. 운영진 화면의 QR 코드나 6자리 코드를 다시 확인해주세요.' };
const CHECKED_OUT = { status: 409, message: '이미 퇴실 처리되었습니다. 시간 정정은 운영진에게 요청해주세요.' };

/** A date `days` from today in Korea. */
const koreanDate = (days: number) => {
  const [year, month, day] = siteToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe.each(testDialects())('QR attendance (%s)', (dialect) => {
  let t: TestApp;
  let divisionId: number;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const pushes: { room: string; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    divisionId = await insertDivision(t.db, '청소년본부');
    const people = {
      operator: { name: '운영자', power: 1, type: 3 },
      head: { name: '본부장', rank: 10 },
      otherHead: { name: '다른본부장', rank: 10 },
      champ: { name: '이다온', type: 2, rank: 2, cardinal: 1 },
      supporter: { name: '김하늘', type: 3 },
      guesser: { name: '추측왕', type: 3 },
    } as const;
    for (const [key, values] of Object.entries(people)) {
      const user = await createTestUser(t.db, values);
      ids[key] = user.id;
      cookies[key] = await loginCookie(t.app, user.email);
    }
    // The head and the members they act on are in one division (a division head acts on their own division's members).
    await t.db('users').whereIn('id', [ids.head, ids.champ, ids.supporter, ids.guesser] as number[]).update({ division_id: divisionId });
    await t.db('users').where({ id: ids.otherHead }).update({ division_id: await insertDivision(t.db, '다른본부') });
    ids.today = await insertTestCampaign(t.db, { name: '오늘의 연탄 나눔', startDate: koreanDate(0), divisionId });
    ids.other = await insertTestCampaign(t.db, { name: '다른 날 캠페인', startDate: koreanDate(0), divisionId });
    ids.nextWeek = await insertTestCampaign(t.db, { name: '다음 주 캠페인', startDate: koreanDate(7), divisionId });
    ids.champToday = await insertTestParticipation(t.db, ids.today, ids.champ as number, 'selected');
    ids.supporterToday = await insertTestParticipation(t.db, ids.today, ids.supporter as number, 'applied');
    ids.operatorToday = await insertTestParticipation(t.db, ids.today, ids.operator as number, 'selected');
    ids.supporterOther = await insertTestParticipation(t.db, ids.other, ids.supporter as number, 'selected');
    ids.champNextWeek = await insertTestParticipation(t.db, ids.nextWeek, ids.champ as number, 'selected');
    ids.guesserToday = await insertTestParticipation(t.db, ids.today, ids.guesser as number, 'selected');
    const recordPush = (room: unknown) => ({ emit: (event: string, payload: unknown) => pushes.push({ room: String(room), event, payload }) });
    vi.spyOn(t.io, 'to').mockImplementation(recordPush as never);
  });
  afterAll(async () => {
    await t.drop();
  });

  const check = (who: string, body: object) => request(t.app).post('/api/youth/attendance/check').set('cookie', cookies[who] as string).send(body);
  const rowOf = (participationId: number) =>
    t.db('participation_attendance').where({ participation_id: participationId }).first('check_in_at', 'check_out_at', 'minutes_served', 'check_in_by', 'correction_reason');
  const tokenOf = (campaignId: number, at = new Date()) => signer.issue('C', campaignId, at).token;

  it('shows the operator screen with a fresh code to the campaign’s managers only', async () => {
    for (const who of ['operator', 'head']) {
      const res = await request(t.app).get(`/api/youth/campaigns/${ids.today}/attendance`).set('cookie', cookies[who] as string);
      expect(res.status).toBe(200);
      expect(res.body.data.campaign).toMatchObject({ id: ids.today, name: '오늘의 연탄 나눔', isToday: true });
      expect(res.body.data.code.token).toMatch(new RegExp(`^NA1\\.C\\.${ids.today}\\.\\d+\\.[A-Za-z0-9_-]{22}$`));
      expect(res.body.data.code.code).toMatch(/^\d{6}$/);
      expect(new Date(res.body.data.code.expiresAt).getTime() - new Date(res.body.data.code.refreshAt).getTime()).toBe(30_000);
      // Selected participants are listed; the applied one is not.
      expect(res.body.data.roster.map((entry: { userName: string }) => entry.userName)).toEqual(['운영자', '이다온', '추측왕']);
    }
    for (const who of ['otherHead', 'champ']) {
      const res = await request(t.app).get(`/api/youth/campaigns/${ids.today}/attendance/code`).set('cookie', cookies[who] as string);
      expect(res.status).toBe(403);
      expect(res.body.data).toBeUndefined();
    }
  });

  it('accepts a code in its own step and the next, and refuses an older one as expired', () => {
    const issuedAt = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
    const token = tokenOf(ids.today as number, issuedAt);
    expect(signer.verify(token, issuedAt)).toEqual({ ok: true, kind: 'C', id: ids.today });
    expect(signer.verify(token, new Date(issuedAt.getTime() + 58_000))).toEqual({ ok: true, kind: 'C', id: ids.today });
    expect(signer.verify(token, new Date(issuedAt.getTime() + 59_000))).toEqual({ ok: false, reason: 'expired' });
    // A code of the future (a clock set ahead) is not accepted early.
    expect(signer.verify(tokenOf(ids.today as number, new Date(issuedAt.getTime() + 30_000)), issuedAt)).toEqual({ ok: false, reason: 'expired' });
    // Another server secret does not sign the same codes.
    expect(attendanceSigner('another-secret-another-secret-another').verify(token, issuedAt)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired code and a code whose campaign was changed, writing nothing', async () => {
    expect((await check('champ', { token: tokenOf(ids.today as number, secondsAgo(61)) })).body).toEqual(EXPIRED);
    // The other campaign's code, replayed with this campaign's number, fails its signature.
    const replayed = tokenOf(ids.other as number).replace(`NA1.C.${ids.other}.`, `NA1.C.${ids.today}.`);
    expect((await check('champ', { token: replayed })).body).toEqual(INVALID);
    expect((await check('champ', { token: 'https://example.com/not-ours' })).body).toEqual(INVALID);
    expect(await rowOf(ids.champToday as number)).toBeUndefined();
  });

  it('refuses members who were not selected for the campaign, whatever code they hold', async () => {
    // Applied but not selected; and a campaign the member never applied to.
    expect((await check('supporter', { token: tokenOf(ids.today as number) })).body).toEqual(NOT_SELECTED);
    expect((await check('champ', { token: tokenOf(ids.other as number) })).body).toEqual(NOT_SELECTED);
    expect(await rowOf(ids.supporterToday as number)).toBeUndefined();
  });

  it('refuses a check-in on a day that is not the campaign’s', async () => {
    const res = await check('champ', { token: tokenOf(ids.nextWeek as number) });
    expect(res.body).toEqual({ status: 409, message: '오늘은 이 캠페인의 활동일이 아닙니다.' });
    expect(await rowOf(ids.champNextWeek as number)).toBeUndefined();
  });

  it('checks in with the previous step’s code, treats a second scan within a minute as the same visit, then checks out with the minutes served', async () => {
    pushes.length = 0;
    const checkIn = await check('champ', { token: tokenOf(ids.today as number, secondsAgo(30)) });
    expect(checkIn.body).toMatchObject({ status: 200, message: '입실했습니다. 활동을 마치면 다시 스캔해 퇴실해주세요.', data: { outcome: 'checkIn', userName: '이다온' } });
    expect(checkIn.body.data.attendance).toMatchObject({ checkOutAt: null, minutesServed: null, scannedByOperator: false });
    // The screen of every manager of the campaign and the member's own pages hear of it.
    const push = pushes.find((entry) => entry.event === 'attendanceUpdate');
    expect(push?.room.split(',')).toEqual(expect.arrayContaining([`user:${ids.operator}`, `user:${ids.head}`, `user:${ids.champ}`]));
    expect(push?.room.split(',')).not.toContain(`user:${ids.otherHead}`);
    expect(push?.payload).toMatchObject({ campaignId: ids.today, entry: { participationId: ids.champToday, userName: '이다온', attendance: { checkOutAt: null } } });

    const again = await check('champ', { token: tokenOf(ids.today as number) });
    expect(again.body).toMatchObject({ status: 200, message: '방금 입실했습니다. 활동을 마치고 퇴실할 때 다시 스캔해주세요.', data: { outcome: 'repeat' } });
    expect((await rowOf(ids.champToday as number))?.check_out_at).toBeNull();

    // 95 minutes later (the check-in moved back), the next scan checks out.
    const checkedInAt = new Date(Date.now() - 95 * 60_000 - 5000);
    await t.db('participation_attendance').where({ participation_id: ids.champToday }).update({ check_in_at: toDbDate(checkedInAt) });
    const checkOut = await check('champ', { token: tokenOf(ids.today as number) });
    expect(checkOut.body).toMatchObject({ status: 200, message: '퇴실했습니다. 활동 시간 1시간 35분(95분)이 기록되었습니다.', data: { outcome: 'checkOut' } });
    expect(await rowOf(ids.champToday as number)).toMatchObject({ minutes_served: 95, check_in_by: null });

    expect((await check('champ', { token: tokenOf(ids.today as number) })).body).toEqual(CHECKED_OUT);
    const mine = await request(t.app).get('/api/youth/attendance').set('cookie', cookies.champ as string);
    expect(mine.body.data.find((item: { participationId: number }) => item.participationId === ids.champToday)).toMatchObject({
      campaignName: '오늘의 연탄 나눔',
      isToday: true,
      attendance: { checkInAt: checkedInAt.toISOString().replace(/\.\d{3}Z$/, '.000Z'), minutesServed: 95 },
    });
    // The managers' list carries the measured minutes, which 참여 확인 starts from.
    const detail = await request(t.app).get(`/api/youth/campaigns/${ids.today}`).set('cookie', cookies.operator as string);
    expect(detail.body.data.participations.find((item: { id: number }) => item.id === ids.champToday)).toMatchObject({ userName: '이다온', attendedMinutes: 95 });
  });

  it('records at most a day for a visit checked out days after its check-in (a camp of several days)', async () => {
    const camper = await createTestUser(t.db, { name: '야영객', type: 3 });
    const participation = await insertTestParticipation(t.db, ids.today as number, camper.id, 'selected');
    const cookie = await loginCookie(t.app, camper.email);
    const scan = () => request(t.app).post('/api/youth/attendance/check').set('cookie', cookie).send({ token: tokenOf(ids.today as number) });
    expect((await scan()).body.data.outcome).toBe('checkIn');
    await t.db('participation_attendance').where({ participation_id: participation }).update({ check_in_at: toDbDate(new Date(Date.now() - 30 * 60 * 60_000)) });
    expect((await scan()).body.data.outcome).toBe('checkOut');
    expect(await rowOf(participation)).toMatchObject({ minutes_served: 1440 });
  });

  it('keeps one check-in when the same code is scanned twice at once', async () => {
    const token = tokenOf(ids.today as number);
    const answers = await Promise.all([check('operator', { token }), check('operator', { token })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.data.outcome).sort()).toEqual(expect.arrayContaining(['checkIn']));
    expect(await t.db('participation_attendance').where({ participation_id: ids.operatorToday })).toHaveLength(1);
    await t.db('participation_attendance').where({ participation_id: ids.operatorToday }).delete();
  });

  it('accepts the 6-digit short code of the current step and limits wrong guesses', async () => {
    const code = signer.issue('C', ids.today as number).code as string;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await check('guesser', { campaignId: ids.today, code: 'abc' })).body).toEqual({ status: 400, message: '운영진 화면에 보이는 6자리 숫자 코드를 입력해주세요.' });
    // The letters and eight wrong guesses: nine failures.
    for (let attempt = 1; attempt <= 8; attempt += 1) expect((await check('guesser', { campaignId: ids.today, code: wrong })).body).toEqual(INVALID);
    expect((await check('guesser', { campaignId: ids.today, code: `${code.slice(0, 3)} ${code.slice(3)}` })).body.data).toMatchObject({ outcome: 'checkIn' });
    // The tenth failure is still answered; after it, even the right code waits.
    expect((await check('guesser', { campaignId: ids.today, code: wrong })).body).toEqual(INVALID);
    const limited = await check('guesser', { campaignId: ids.today, code });
    expect(limited.status).toBe(429);
  });

  it('lets an operator scan a member’s own code, never their own, and only at its own campaign', async () => {
    const memberCode = await request(t.app).get(`/api/youth/attendance/${ids.supporterOther}/code`).set('cookie', cookies.supporter as string);
    expect(memberCode.body.data.token).toMatch(new RegExp(`^NA1\\.P\\.${ids.supporterOther}\\.`));
    expect(memberCode.body.data.code).toBeNull();
    // Someone else's participation has no code for them.
    expect((await request(t.app).get(`/api/youth/attendance/${ids.supporterOther}/code`).set('cookie', cookies.champ as string)).body).toEqual({
      status: 403,
      message: '본인의 참여 기록에 대한 QR 코드만 볼 수 있습니다.',
    });
    const scan = (who: string, campaignId: number, token: string) =>
      request(t.app).post(`/api/youth/campaigns/${campaignId}/attendance/scan`).set('cookie', cookies[who] as string).send({ token });
    expect((await scan('operator', ids.today as number, memberCode.body.data.token)).body).toEqual({ status: 409, message: '다른 캠페인 참여자의 QR 코드입니다.' });
    expect((await scan('otherHead', ids.other as number, memberCode.body.data.token)).status).toBe(403);
    // The campaign's own code is not a member's.
    expect((await scan('operator', ids.other as number, tokenOf(ids.other as number))).body).toEqual(INVALID);
    const scanned = await scan('head', ids.other as number, memberCode.body.data.token);
    expect(scanned.body).toMatchObject({ status: 200, message: '김하늘: 입실했습니다. 활동을 마치면 다시 스캔해 퇴실해주세요.', data: { outcome: 'checkIn', attendance: { scannedByOperator: true } } });
    expect(await rowOf(ids.supporterOther as number)).toMatchObject({ check_in_by: ids.head });

    const ownCode = await request(t.app).get(`/api/youth/attendance/${ids.operatorToday}/code`).set('cookie', cookies.operator as string);
    expect((await scan('operator', ids.today as number, ownCode.body.data.token)).body).toEqual({ status: 403, message: '본인의 참여 기록은 처리할 수 없습니다. 다른 운영진에게 요청해주세요.' });
    expect(await rowOf(ids.operatorToday as number)).toBeUndefined();
  });

  it('lets a manager correct times and minutes with a reason, audited, and the member sees the corrected values', async () => {
    const correct = (who: string, id: number, body: object) => request(t.app).put(`/api/youth/attendance/${id}`).set('cookie', cookies[who] as string).send(body);
    const day = koreanDate(0);
    const body = { checkInAt: `${day}T09:00`, checkOutAt: `${day}T12:30`, minutes: 180, reason: '점심시간 30분 제외' };
    const before = await rowOf(ids.champToday as number);

    expect((await correct('head', ids.champToday as number, { ...body, checkOutAt: `${day}T08:00` })).body).toEqual({ status: 400, message: '퇴실 시각은 입실 시각 이후여야 합니다.' });
    expect((await correct('head', ids.champToday as number, { ...body, minutes: 240 })).body).toEqual({ status: 400, message: '활동 시간은 입실부터 퇴실까지의 시간보다 길 수 없습니다.' });
    expect((await correct('head', ids.champToday as number, { ...body, reason: ' ' })).body).toEqual({ status: 400, message: '정정 사유를 입력해주세요.' });
    expect((await correct('otherHead', ids.champToday as number, body)).status).toBe(403);
    expect((await correct('champ', ids.champToday as number, body)).status).toBe(403);
    expect((await correct('operator', ids.operatorToday as number, body)).body).toEqual({ status: 403, message: '본인의 참여 기록은 처리할 수 없습니다. 다른 운영진에게 요청해주세요.' });
    expect(await rowOf(ids.champToday as number)).toEqual(before);

    const res = await correct('head', ids.champToday as number, body);
    expect(res.body).toMatchObject({ status: 200, message: '출석 기록을 정정했습니다.', data: { minutesServed: 180, correctionReason: '점심시간 30분 제외' } });
    // 09:00 Korean time is 00:00 UTC.
    expect(res.body.data.checkInAt).toBe(`${day}T00:00:00.000Z`);
    expect(res.body.data.checkOutAt).toBe(`${day}T03:30:00.000Z`);

    const audit = await t.db('audit_log').where({ action: 'attendance.correct', target_id: ids.champToday }).first('user_id', 'before_json', 'after_json');
    expect(audit?.user_id).toBe(ids.head);
    expect(JSON.parse(audit?.after_json as string)).toMatchObject({ checkInAt: `${day} 09:00`, checkOutAt: `${day} 12:30`, minutesServed: 180, reason: '점심시간 30분 제외' });
    expect(JSON.parse(audit?.before_json as string)).toMatchObject({ minutesServed: 95 });
    const log = await request(t.app).get('/api/admin/audit').set('cookie', cookies.operator as string);
    const entry = log.body.data.list.find((item: { action: string }) => item.action === 'attendance.correct');
    expect(AUDIT_ACTION_LABELS[entry.action]).toBe('출석 기록 정정');
    expect(auditChanges(entry.before, entry.after)).toEqual(
      expect.arrayContaining([
        { field: 'minutesServed', label: '활동 시간(분)', before: '95', after: '180' },
        { field: 'checkOutAt', label: '퇴실 시각', before: expect.any(String), after: `${day} 12:30` },
      ]),
    );

    const mine = await request(t.app).get('/api/youth/attendance').set('cookie', cookies.champ as string);
    expect(mine.body.data.find((item: { participationId: number }) => item.participationId === ids.champToday).attendance).toMatchObject({
      minutesServed: 180,
      correctionReason: '점심시간 30분 제외',
    });
    const alarms = await t.db('alarms').where({ user_id: ids.champ }).pluck('title');
    expect(alarms).toContain('출석 기록이 정정되었습니다');
  });

  it('refuses corrected times off the campaign’s days, impossible times and a span over a day without minutes, changing nothing', async () => {
    const correct = (id: number, body: object) => request(t.app).put(`/api/youth/attendance/${id}`).set('cookie', cookies.head as string).send(body);
    const [first, last] = [koreanDate(0), koreanDate(2)];
    const campaign = await insertTestCampaign(t.db, { name: '2박 3일 캠프', startDate: first, endDate: last, divisionId });
    const member = await createTestUser(t.db, { name: '캠프 참가자', type: 3 });
    await t.db('users').where({ id: member.id }).update({ division_id: divisionId });
    const id = await insertTestParticipation(t.db, campaign, member.id, 'selected');
    const body = { checkInAt: `${first}T09:00`, checkOutAt: `${first}T18:00`, minutes: null, reason: '정정' };
    const offDays = { status: 400, message: `입실·퇴실 시각은 캠페인 활동일(${first} ~ ${last}) 안이어야 합니다.` };
    const timeInvalid = { status: 400, message: '입실·퇴실 시각을 YYYY-MM-DD HH:MM 형식으로 입력해주세요.' };
    const spanOverMax = { status: 400, message: '입실부터 퇴실까지가 24시간(1440분)을 넘습니다. 시각을 확인하거나 활동 시간을 직접 입력해주세요.' };

    expect((await correct(id, { ...body, checkInAt: '2020-01-01T09:00', checkOutAt: '2020-01-09T18:00' })).body).toEqual(spanOverMax);
    expect((await correct(id, { ...body, checkInAt: '2020-01-01T09:00', checkOutAt: '2020-01-01T18:00' })).body).toEqual(offDays);
    expect((await correct(id, { ...body, checkInAt: '2027-05-01T09:00', checkOutAt: '2027-05-01T18:00', minutes: 480 })).body).toEqual(offDays);
    expect((await correct(id, { ...body, checkInAt: `${koreanDate(-1)}T23:00` })).body).toEqual(offDays);
    expect((await correct(id, { ...body, checkInAt: `${last}T18:00`, checkOutAt: `${koreanDate(3)}T00:30` })).body).toEqual(offDays);
    expect((await correct(id, { ...body, checkOutAt: `${koreanDate(30)}T18:00`, minutes: 60 })).body).toEqual(offDays);
    expect((await correct(id, { ...body, checkInAt: '2026-02-30T09:00' })).body).toEqual(timeInvalid);
    expect((await correct(id, { ...body, checkOutAt: `${first}T24:70` })).body).toEqual(timeInvalid);
    expect((await correct(id, { ...body, checkOutAt: `${first}T25:99` })).body).toEqual(timeInvalid);
    expect((await correct(id, { ...body, checkOutAt: `${koreanDate(1)}T09:01` })).body).toEqual(spanOverMax);
    expect((await correct(id, { ...body, checkOutAt: `${last}T18:00` })).body).toEqual(spanOverMax);
    expect(await rowOf(id)).toBeUndefined();

    // The first to the last minute of the campaign's days, a day exactly, or a longer stay with the minutes written.
    const day = await correct(id, { ...body, checkInAt: `${first}T00:00`, checkOutAt: `${koreanDate(1)}T00:00` });
    expect(day.body).toMatchObject({ status: 200, data: { minutesServed: 1440 } });
    const camp = await correct(id, { ...body, checkOutAt: `${last}T23:59`, minutes: 600 });
    expect(camp.body).toMatchObject({ status: 200, data: { minutesServed: 600 } });
    expect(await rowOf(id)).toMatchObject({ minutes_served: 600, correction_reason: '정정' });
  });

  it('takes two managers’ corrections of members without a record at the same moment, each', async () => {
    // A correction of a member who never scanned makes their record: it must not lock the gap it
    // then inserts into, or two at once deadlocked on MariaDB (one answered 500).
    const day = koreanDate(0);
    const body = { checkInAt: `${day}T09:00`, checkOutAt: `${day}T12:00`, minutes: 180, reason: 'QR 스캔을 잊음' };
    for (const n of [1, 2, 3, 4]) {
      const members = await Promise.all([1, 2].map((m) => createTestUser(t.db, { name: `스캔 누락 ${n}-${m}`, type: 3 })));
      await t.db('users').whereIn('id', members.map((member) => member.id)).update({ division_id: divisionId });
      const [first, second] = (await Promise.all(members.map((member) => insertTestParticipation(t.db, ids.today as number, member.id, 'selected')))) as [number, number];
      const answers = await Promise.all([
        request(t.app).put(`/api/youth/attendance/${first}`).set('cookie', cookies.head as string).send(body),
        request(t.app).put(`/api/youth/attendance/${second}`).set('cookie', cookies.operator as string).send(body),
      ]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      for (const id of [first, second]) expect(await rowOf(id)).toMatchObject({ minutes_served: 180, correction_reason: 'QR 스캔을 잊음' });
    }
  });

  it('refuses a division head the attendance of a member who moved to another division (correction, scanning their code); an operator still corrects', async () => {
    const day = koreanDate(0);
    const mover = await createTestUser(t.db, { name: '이동한 참여자', type: 3 });
    await t.db('users').where({ id: mover.id }).update({ division_id: divisionId });
    const moverCookie = await loginCookie(t.app, mover.email);
    const id = await insertTestParticipation(t.db, ids.today as number, mover.id, 'selected');
    const memberCode = await request(t.app).get(`/api/youth/attendance/${id}/code`).set('cookie', moverCookie);
    await t.db('users').where({ id: mover.id }).update({ division_id: await insertDivision(t.db, '옮겨 간 본부') });
    const outside = { status: 403, message: '소속 본부 회원의 참여 기록만 처리할 수 있습니다. 다른 본부로 옮긴 회원의 기록은 그 본부의 본부장이나 운영진에게 요청해주세요.' };
    const body = { checkInAt: `${day}T09:00`, checkOutAt: `${day}T12:00`, minutes: null, reason: '스캔 누락' };

    expect((await request(t.app).put(`/api/youth/attendance/${id}`).set('cookie', cookies.head as string).send(body)).body).toEqual(outside);
    const scan = await request(t.app).post(`/api/youth/campaigns/${ids.today}/attendance/scan`).set('cookie', cookies.head as string).send({ token: memberCode.body.data.token });
    expect(scan.body).toEqual(outside);
    expect(await rowOf(id)).toBeUndefined();
    expect(await t.db('audit_log').where({ action: 'attendance.correct', target_id: id })).toEqual([]);
    expect((await request(t.app).put(`/api/youth/attendance/${id}`).set('cookie', cookies.operator as string).send(body)).body).toMatchObject({ status: 200, data: { minutesServed: 180 } });
  });

  it('refuses to correct attendance once hours are approved (the record’s own correction applies)', async () => {
    const approved = await insertTestParticipation(t.db, ids.other as number, ids.champ as number, 'approved');
    const res = await request(t.app)
      .put(`/api/youth/attendance/${approved}`)
      .set('cookie', cookies.operator as string)
      .send({ checkInAt: `${koreanDate(0)}T09:00`, checkOutAt: null, minutes: null, reason: '정정' });
    expect(res.body).toEqual({ status: 409, message: '승인 전(선발, 참여 확인) 기록만 출석 시간을 정정할 수 있습니다. 승인된 기록은 참여 기록 정정을 이용해주세요.' });
    expect(await rowOf(approved)).toBeUndefined();
  });
});
