import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SITE_SETTING_KEYS } from '@nanum/shared/siteContent';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { auditEntries, createAdminActors, type AdminActors } from '../admin/admin.testkit';

describe.each(testDialects())('site settings in the admin area (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;

  const initial = Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, ''])) as Record<(typeof SITE_SETTING_KEYS)[number], string>;
  Object.assign(initial, { organisationName: '(사)나눔', phone: '02-000-0000', email: 'contact@nanum.example', blogUrl: 'https://blog.nanum.example' });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
  });
  beforeEach(async () => {
    await t.db('audit_log').delete();
    await t.db('site_settings').delete();
    // One key is missing on purpose: saving it inserts the row.
    await t.db('site_settings').insert(Object.entries(initial).filter(([key]) => key !== 'kakaoChannelUrl').map(([key, value]) => ({ key, value })));
  });
  afterAll(async () => {
    await t.drop();
  });

  const as = (req: request.Test, cookie: string | null) => (cookie ? req.set('Cookie', cookie) : req);
  const publicSettings = async () => (await request(t.app).get('/api/site/settings')).body.data as Record<string, string>;
  const put = (cookie: string | null, body: unknown) => as(request(t.app).put('/api/admin/site/settings'), cookie).send(body as object);

  it('refuses reads and edits to a visitor, an uncertified user, a member and a hidden operator', async () => {
    for (const { who, cookie, status } of actors.refused) {
      expect((await as(request(t.app).get('/api/admin/site/settings'), cookie)).status, who).toBe(status);
      const res = await put(cookie, { ...initial, organisationName: '탈취' });
      expect(res.status, who).toBe(status);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect(await publicSettings()).toEqual(initial);
  });

  it('shows the settings to operators and a division head, but only an admin may change them', async () => {
    for (const actor of [actors.operator, actors.division]) {
      const read = await request(t.app).get('/api/admin/site/settings').set('Cookie', actor.cookie);
      expect(read.body.data).toEqual({ ...initial, version: expect.stringMatching(/^[0-9a-f]{16}$/) });
      const res = await put(actor.cookie, { ...initial, organisationName: '바뀐 이름' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('사이트 정보는 관리자만 바꿀 수 있습니다.');
    }
    expect(await publicSettings()).toEqual(initial);
  });

  it('saves an admin change, which the public settings answer at once, and records only what changed', async () => {
    const next = { ...initial, organisationName: '(사)나눔 사회공헌협회', phone: '02-123-4567', kakaoChannelUrl: 'https://pf.kakao.com/_nanum', blogUrl: '' };
    const res = await put(actors.admin.cookie, next);
    expect(res.body).toMatchObject({ status: 200, message: '사이트 정보를 저장했습니다.', data: next });
    expect(res.body.data.version).toMatch(/^[0-9a-f]{16}$/);
    expect(await publicSettings()).toEqual(next);
    const [entry, ...rest] = await auditEntries(t.db, 'settings');
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ action: 'settings.update', user_id: actors.admin.id });
    expect(JSON.parse(entry?.before_json ?? 'null')).toEqual({ organisationName: '(사)나눔', phone: '02-000-0000', blogUrl: 'https://blog.nanum.example', kakaoChannelUrl: '' });
    expect(JSON.parse(entry?.after_json ?? 'null')).toEqual({ organisationName: '(사)나눔 사회공헌협회', phone: '02-123-4567', blogUrl: '', kakaoChannelUrl: 'https://pf.kakao.com/_nanum' });
  });

  it('answers bad input in Korean and changes nothing', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['a javascript: blog link', { ...initial, blogUrl: 'javascript:alert(1)' }, '블로그 주소은(는) http:// 또는 https:// 로 시작하는 주소로 입력해주세요.'],
      ['a relative social link', { ...initial, youtubeUrl: '/youtube' }, '유튜브 주소은(는) http:// 또는 https:// 로 시작하는 주소로 입력해주세요.'],
      ['a broken email', { ...initial, email: 'contact at nanum' }, '이메일을(를) 올바른 이메일 주소로 입력해주세요.'],
      ['an over-long address', { ...initial, address: '가'.repeat(301) }, '주소은(는) 300자 이하로 입력해주세요.'],
      ['a missing key', { organisationName: '나눔' }, '사이트 정보 항목이 올바르지 않습니다.'],
      ['an unknown key', { ...initial, secret: 'x' }, '사이트 정보 항목이 올바르지 않습니다.'],
      ['a number for text', { ...initial, phone: 12 }, '사이트 정보 항목이 올바르지 않습니다.'],
      // The giving page's goal and the 연말정산 file's code would otherwise be dropped silently when read.
      ['a goal in words', { ...initial, donationGoalAmount: '1천만원' }, '올해 모금 목표액(원, 숫자만)은(는) 1원 이상의 금액을 숫자로 입력해주세요.'],
      ['a goal of nothing', { ...initial, donationGoalAmount: '0' }, '올해 모금 목표액(원, 숫자만)은(는) 1원 이상의 금액을 숫자로 입력해주세요.'],
      ['a code with a word', { ...initial, donationTaxCode: '41호' }, '기부금 유형 코드(연말정산 간소화 자료, 비우면 40 일반기부금)은(는) 두 자리 숫자로 입력해주세요.'],
    ];
    for (const [what, body, message] of cases) {
      const res = await put(actors.admin.cookie, body);
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toBe(message);
    }
    expect(await publicSettings()).toEqual(initial);
    expect(await auditEntries(t.db, 'settings')).toEqual([]);
  });

  it('takes a goal written with commas and 원, and a two-digit code', async () => {
    const current = await publicSettings();
    const res = await put(actors.admin.cookie, { ...current, donationGoalAmount: '10,000,000원', donationTaxCode: '41' });
    expect(res.status).toBe(200);
    expect(await publicSettings()).toMatchObject({ donationGoalAmount: '10,000,000원', donationTaxCode: '41' });
  });

  it('refuses a save from a form loaded before another admin saved, and writes nothing over theirs', async () => {
    const loaded = async () => (await request(t.app).get('/api/admin/site/settings').set('Cookie', actors.admin.cookie)).body.data as Record<string, string>;
    // Two admins open the form; the first changes the phone, the second (still showing the old phone) the email.
    const first = await loaded();
    const second = await loaded();
    expect(second.version).toBe(first.version);
    const saved = await put(actors.admin.cookie, { ...first, phone: '02-123-4567' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).not.toBe(first.version);
    const stale = await put(actors.admin.cookie, { ...second, email: 'help@nanum.example' });
    expect(stale.body).toEqual({ status: 409, message: '다른 운영진이 먼저 수정했습니다. 새로고침해 바뀐 내용을 확인한 뒤 다시 저장해주세요.' });
    expect(await publicSettings()).toEqual({ ...initial, phone: '02-123-4567' });
    expect(await auditEntries(t.db, 'settings')).toHaveLength(1);
    // Reloaded, the form holds the first admin's phone and saves over it no more.
    const again = await put(actors.admin.cookie, { ...(await loaded()), email: 'help@nanum.example' });
    expect(again.status).toBe(200);
    expect(await publicSettings()).toEqual({ ...initial, phone: '02-123-4567', email: 'help@nanum.example' });
    // A version that was never loaded is refused the same way.
    expect((await put(actors.admin.cookie, { ...initial, version: 'not-a-version' })).body).toEqual({ status: 400, message: '다른 운영진이 먼저 수정했습니다. 새로고침해 바뀐 내용을 확인한 뒤 다시 저장해주세요.' });
  });
});
