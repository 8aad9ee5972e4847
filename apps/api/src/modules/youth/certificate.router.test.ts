import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { insertApprovedCampaigns, insertDivision, insertTeam, insertTestCampaign, insertTestParticipation } from './youth.testkit';

const NOT_ALLOWED = '활동 확인서는 활동을 마친 청소년 챔프단원만 발급받을 수 있습니다.';

/** Downloads a PDF answer as bytes. */
function pdfOf(call: request.Test): Promise<request.Response> {
  return call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

describe.each(testDialects())('activity certificates (%s)', (dialect) => {
  let t: TestApp;
  let champId: number;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const divisionId = await insertDivision(t.db, '청소년본부');
    const teamId = await insertTeam(t.db, divisionId, '1팀 환경');
    const people = {
      champ: { name: '이다온', type: 2, rank: 2, cardinal: 1 },
      activeChamp: { name: '김하늘', type: 2, rank: 2, cardinal: 2 },
      supporter: { name: '서포터', type: 3, rank: 2, cardinal: 1 },
      noActivity: { name: '새내기', type: 2, rank: 1, cardinal: 3 },
      other: { name: '다른단원', type: 2, rank: 2, cardinal: 1 },
      operator: { name: '운영자', power: 1 },
      admin: { name: '관리자', power: 2 },
      head: { name: '본부장', rank: 10 },
      otherHead: { name: '다른본부장', rank: 10 },
    } as const;
    for (const [key, values] of Object.entries(people)) {
      const user = await createTestUser(t.db, values);
      if (key === 'champ') champId = user.id;
      ids[key] = user.id;
      if (key !== 'activeChamp') await t.db('users').where({ id: user.id }).update({ end_of_activity: 1 });
      cookies[key] = await loginCookie(t.app, user.email);
    }
    await t.db('users').where({ id: champId }).update({ team_id: teamId, division_id: divisionId, birthday: '2009-03-14' });
    await t.db('users').where({ id: ids.head }).update({ division_id: divisionId });
    await t.db('users').where({ id: ids.otherHead }).update({ division_id: await insertDivision(t.db, '나눔사업본부') });
    await insertApprovedCampaigns(t.db, champId, 3, '2025-03');
    const pending = await insertTestCampaign(t.db, { name: '대기 중 캠페인' });
    await insertTestParticipation(t.db, pending, champId, 'attended');
  });
  afterAll(async () => {
    await t.drop();
  });

  const issue = (who: string) => request(t.app).get('/api/user/get/self/certificate').set('cookie', cookies[who] as string);
  const verify = (number: string) => request(t.app).get(`/api/certificate/verify/${number}`);
  let number = '';

  it.each([
    ['a type 2 member still active (no endOfActivity)', 'activeChamp', 403, NOT_ALLOWED],
    ['a supporter (type 3) with endOfActivity', 'supporter', 403, NOT_ALLOWED],
    ['an operator', 'operator', 403, NOT_ALLOWED],
    ['a finished type 2 member with no approved campaign', 'noActivity', 409, '승인된 봉사활동이 없어 활동 확인서를 발급할 수 없습니다.'],
  ])('refuses %s in Korean and stores nothing', async (_who, who, status, message) => {
    const res = await issue(who);
    expect(res.body).toEqual({ status, message });
    expect(await t.db('certificates').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('refuses a visitor', async () => {
    expect((await request(t.app).get('/api/user/get/self/certificate')).body).toEqual({ status: 401, message: '로그인이 필요합니다. 로그인 후 다시 시도해주세요.' });
  });

  it('issues nothing for a link from another site (the issue is a GET, SPEC section 7)', async () => {
    const countOf = async (table: string) => Number((await t.db(table).count({ n: '*' }).first())?.n ?? 0);
    const before = { certificates: await countOf('certificates'), audit: await countOf('audit_log') };
    const res = await issue('champ').set('sec-fetch-site', 'cross-site').set('sec-fetch-mode', 'navigate');
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect({ certificates: await countOf('certificates'), audit: await countOf('audit_log') }).toEqual(before);
  });

  it('issues a one-page Korean PDF with the member, each approved campaign and the total', async () => {
    const res = await issue('champ');
    expect(res.body).toMatchObject({ status: 200, message: '활동 확인서를 발급했습니다.' });
    number = res.body.number;
    expect(number).toMatch(/^NANUM-\d{4}-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(res.body.data).toBe(`/api/youth/certificates/${number}/file`);

    const file = await pdfOf(request(t.app).get(res.body.data).set('cookie', cookies.champ as string));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const pdfPath = path.join(t.dataDir, 'downloaded.pdf');
    fs.writeFileSync(pdfPath, file.body as Buffer);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    for (const expected of ['봉사활동 확인서', '이다온', '2009-03-14', '1기', '청소년본부 1팀 환경', '총 12시간', '합계 3회', '나눔 사회공헌협회', number, `http://nanum.test/certificate/verify/${number}`]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('대기 중 캠페인');
    expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
  });

  it('lets the owner and the member’s managers download it, nobody else', async () => {
    const path_ = `/api/youth/certificates/${number}/file`;
    const other = await request(t.app).get(path_).set('cookie', cookies.other as string);
    expect(other.body).toEqual({ status: 403, message: '권한이 없습니다.' });
    expect((await request(t.app).get(path_).set('cookie', cookies.otherHead as string)).status).toBe(403);
    expect((await request(t.app).get(path_)).status).toBe(401);
    for (const who of ['admin', 'operator', 'head']) {
      const file = await pdfOf(request(t.app).get(path_).set('cookie', cookies[who] as string));
      expect(file.status).toBe(200);
      expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('answers the same certificate while nothing changed, and a new number after new activity', async () => {
    const again = await issue('champ');
    expect(again.body).toMatchObject({ number, message: '최근에 발급한 활동 확인서를 다시 엽니다.' });
    await insertApprovedCampaigns(t.db, champId, 1, '2026-06');
    const renewed = await issue('champ');
    expect(renewed.body.message).toBe('활동 확인서를 발급했습니다.');
    expect(renewed.body.number).not.toBe(number);
    expect((await verify(renewed.body.number)).body.data.certifies.totalMinutes).toBe(16 * 60);
  });

  it('verifies a genuine number publicly with the name masked and no birthday', async () => {
    const res = await verify(number);
    expect(res.body.data).toMatchObject({
      state: 'genuine',
      number,
      revokedAt: null,
      certifies: { maskedName: '이*온', cardinal: 1, teamName: '1팀 환경', divisionName: '청소년본부', totalMinutes: 720 },
    });
    expect(res.body.data.certifies.campaigns).toHaveLength(3);
    expect(JSON.stringify(res.body)).not.toMatch(/이다온|2009-03-14/);
  });

  it('answers unknown for a number never issued and for garbage', async () => {
    expect((await verify('NANUM-2026-0000000000')).body.data).toEqual({ state: 'unknown', number: 'NANUM-2026-0000000000' });
    expect((await verify('..%2F..%2Fetc')).body.data.state).toBe('unknown');
  });

  const revokeBy = (who: string | null, body: unknown, number_ = number) => {
    const call = request(t.app).put(`/api/youth/certificates/${number_}/revoke`).send(body as object);
    return who ? call.set('cookie', cookies[who] as string) : call;
  };

  it('refuses a revocation by anyone but the member’s managers, or without a reason, in Korean, changing nothing', async () => {
    const reason = { reason: '활동 기록 정정' };
    expect((await revokeBy(null, reason)).status).toBe(401);
    expect((await revokeBy('champ', reason)).body).toEqual({ status: 403, message: '권한이 없습니다.' });
    expect((await revokeBy('otherHead', reason)).body).toEqual({ status: 403, message: '소속 본부의 회원만 관리할 수 있습니다.' });
    expect((await revokeBy('operator', {})).body).toEqual({ status: 400, message: '폐기 사유를 입력해주세요.' });
    expect((await revokeBy('operator', { reason: '   ' })).body).toEqual({ status: 400, message: '폐기 사유를 입력해주세요.' });
    expect((await revokeBy('operator', { reason: '가'.repeat(201) })).body).toEqual({ status: 400, message: '폐기 사유는 200자 이하로 입력해주세요.' });
    expect((await verify(number)).body.data).toMatchObject({ state: 'genuine', revokeReason: null });
    expect(await t.db('audit_log').where({ action: 'certificate.revoke' })).toEqual([]);
  });

  it('lets a division head revoke their member’s certificate with a reason; the page then says revoked and why', async () => {
    const byHead = await revokeBy('head', { reason: ' 활동 기록 정정에 따른 재발급 ' });
    expect(byHead.body).toMatchObject({ status: 200, message: '활동 확인서를 폐기했습니다.', data: { state: 'revoked', revokeReason: '활동 기록 정정에 따른 재발급' } });
    const verified = (await verify(number)).body.data;
    expect(verified.state).toBe('revoked');
    expect(verified.revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const [entry] = await t.db('audit_log').where({ action: 'certificate.revoke' });
    expect(entry).toMatchObject({ action: 'certificate.revoke', user_id: ids.head });
    const twice = await revokeBy('admin', { reason: '중복' });
    expect(twice.body).toEqual({ status: 409, message: '이미 폐기된 활동 확인서입니다.' });
    const unknown = await revokeBy('admin', { reason: '없음' }, 'NANUM-2026-0000000000');
    expect(unknown.body).toEqual({ status: 404, message: '활동 확인서를 찾을 수 없습니다.' });
  });

  it('lists a member’s certificates for their managers only', async () => {
    const listBy = (who: string, userId = champId) => request(t.app).get(`/api/youth/certificates/user/${userId}`).set('cookie', cookies[who] as string);
    for (const who of ['admin', 'operator', 'head']) {
      const list = (await listBy(who)).body.data;
      expect(list.map((c: { revokedAt: string | null; revokeReason: string | null }) => [c.revokedAt === null, c.revokeReason])).toEqual([
        [true, null],
        [false, '활동 기록 정정에 따른 재발급'],
      ]);
      expect(list[1]).toMatchObject({ number, totalMinutes: 720, campaigns: 3, path: `/api/youth/certificates/${number}/file` });
    }
    expect((await listBy('champ')).status).toBe(403);
    expect((await listBy('otherHead')).body).toEqual({ status: 403, message: '소속 본부의 회원만 관리할 수 있습니다.' });
    expect((await listBy('admin', 99999)).body).toEqual({ status: 404, message: '회원을 찾을 수 없습니다.' });
  });

  it('keeps a superior’s and one’s own certificate out of a manager’s reach (nobody acts on an equal or a superior)', async () => {
    // A youth champ who became an operator, in the division head's division.
    const champOperator = await createTestUser(t.db, { name: '운영단원', type: 2, rank: 2, cardinal: 1, power: 1 });
    await t.db('users').where({ id: champOperator.id }).update({ end_of_activity: 1, division_id: (await t.db('users').where({ id: ids.head }).first()).division_id });
    await insertApprovedCampaigns(t.db, champOperator.id, 1, '2025-05');
    cookies.champOperator = await loginCookie(t.app, champOperator.email);
    const own = (await issue('champOperator')).body.number as string;
    expect(own).toMatch(/^NANUM-/);

    const superior = { status: 403, message: '자신과 같거나 높은 권한의 회원은 관리할 수 없습니다.' };
    expect((await request(t.app).get(`/api/youth/certificates/user/${champOperator.id}`).set('cookie', cookies.head as string)).body).toEqual(superior);
    expect((await request(t.app).get(`/api/youth/certificates/${own}/file`).set('cookie', cookies.head as string)).body).toEqual({ status: 403, message: '권한이 없습니다.' });
    expect((await revokeBy('head', { reason: '본부장의 폐기' }, own)).body).toEqual(superior);
    expect((await revokeBy('operator', { reason: '동료의 폐기' }, own)).body).toEqual(superior);
    expect((await revokeBy('champOperator', { reason: '스스로 폐기' }, own)).body).toEqual({ status: 403, message: '자신의 활동 확인서는 관리할 수 없습니다.' });
    expect((await verify(own)).body.data.state).toBe('genuine');
    expect(await t.db('audit_log').where({ action: 'certificate.revoke', target_id: (await t.db('certificates').where({ number: own }).first()).id })).toEqual([]);

    // The owner still opens it, and the admin still revokes it.
    expect((await pdfOf(request(t.app).get(`/api/youth/certificates/${own}/file`).set('cookie', cookies.champOperator as string))).status).toBe(200);
    expect((await revokeBy('admin', { reason: '관리자의 폐기' }, own)).body).toMatchObject({ status: 200, data: { state: 'revoked' } });
  });

  it('answers one certificate to requests sent at the same moment', async () => {
    const twin = await createTestUser(t.db, { name: '동시요청', type: 2, rank: 2, cardinal: 1 });
    await t.db('users').where({ id: twin.id }).update({ end_of_activity: 1 });
    await insertApprovedCampaigns(t.db, twin.id, 2, '2025-07');
    cookies.twin = await loginCookie(t.app, twin.email);
    const answers = await Promise.all([issue('twin'), issue('twin'), issue('twin')]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => res.body.number)).size).toBe(1);
    expect(await t.db('certificates').where({ user_id: twin.id }).count({ n: '*' }).first()).toMatchObject({ n: 1 });
    expect(answers.filter((res) => res.body.message === '활동 확인서를 발급했습니다.')).toHaveLength(1);
  });
});
