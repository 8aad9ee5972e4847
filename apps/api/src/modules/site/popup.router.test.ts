import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toDbDate } from '../../db/values';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { displayFor, hideFor } from './popup.service';

const DAY = 86_400_000;
const when = (days: number) => toDbDate(new Date(Date.now() + days * DAY));

function visitorCookie(res: request.Response): string | undefined {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('nanum_popup_visitor='));
}

describe.each(testDialects())('pop-up display and hide for a week (%s)', (dialect) => {
  let t: TestApp;
  let member: { id: number; email: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    member = await createTestUser(t.db, { name: '팝업회원' });
  });
  beforeEach(async () => {
    await t.db('popup_hides').delete();
    await t.db('popup_contents').delete();
  });
  afterAll(async () => {
    await t.drop();
  });

  const addPopup = (row: Record<string, unknown>) =>
    t.db('popup_contents').insert({ title: '챔프단 모집', description: '함께해요', link: '/youth', image: '', active: 1, start_at: null, end_at: null, ...row });

  it('shows the active pop-up within its dates, and nothing when none is active or in range', async () => {
    const none = await request(t.app).get('/api/popup/get/display');
    expect(none.body).toEqual({ status: 200, data: { isShowPopup: false, popup: null } });

    await addPopup({ title: '지난 팝업', start_at: when(-30), end_at: when(-1) });
    await addPopup({ title: '꺼진 팝업', active: 0 });
    await addPopup({ title: '다음 주 팝업', start_at: when(7) });
    expect((await request(t.app).get('/api/popup/get/display')).body.data.isShowPopup).toBe(false);

    await addPopup({ title: '챔프단 3기 모집', start_at: when(-1), end_at: when(5) });
    const res = await request(t.app).get('/api/popup/get/display');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual({ isShowPopup: true, popup: { id: expect.any(Number), title: '챔프단 3기 모집', image: null, link: '/youth', description: '함께해요' } });
  });

  it('hides it for a visitor by a cookie of their browser only, for 7 days', async () => {
    await addPopup({});
    const hide = await request(t.app).post('/api/popup/hide');
    expect(hide.status).toBe(200);
    expect(hide.body).toEqual({ status: 200, message: '일주일 동안 팝업을 보지 않습니다.' });
    const cookie = visitorCookie(hide) as string;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);

    const again = await request(t.app).get('/api/popup/get/display').set('cookie', cookie.split(';')[0] as string);
    expect(again.body.data).toEqual({ isShowPopup: false, popup: null });
    expect((await request(t.app).get('/api/popup/get/display')).body.data.isShowPopup).toBe(true);

    const row = await t.db('popup_hides').first();
    const days = (Date.parse(`${String(row.hidden_until).replace(' ', 'T')}Z`) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('hides it for a member’s account, in any browser they log in with', async () => {
    await addPopup({});
    const first = await loginCookie(t.app, member.email);
    expect((await request(t.app).post('/api/popup/hide').set('cookie', first)).status).toBe(200);
    const second = await loginCookie(t.app, member.email);
    expect((await request(t.app).get('/api/popup/get/display').set('cookie', second)).body.data.isShowPopup).toBe(false);
    expect(await t.db('popup_hides').where({ user_id: member.id }).count({ n: '*' }).first()).toMatchObject({ n: 1 });
  });

  it('keeps it hidden after a visitor who hid it logs in, in that browser only', async () => {
    await addPopup({});
    const hide = await request(t.app).post('/api/popup/hide');
    const browser = (visitorCookie(hide) as string).split(';')[0] as string;
    const session = await loginCookie(t.app, member.email);
    expect((await request(t.app).get('/api/popup/get/display').set('cookie', `${session}; ${browser}`)).body.data.isShowPopup).toBe(false);
    expect((await request(t.app).get('/api/popup/get/display').set('cookie', session)).body.data.isShowPopup).toBe(true);
  });

  it('shows it again once the week is over', async () => {
    await addPopup({});
    const now = new Date();
    await hideFor(t.db, () => ({ visitorId: 'a'.repeat(32) }), now);
    expect((await displayFor(t.db, { userId: null, visitorId: 'a'.repeat(32) }, new Date(now.getTime() + 6 * DAY))).isShowPopup).toBe(false);
    expect((await displayFor(t.db, { userId: null, visitorId: 'a'.repeat(32) }, new Date(now.getTime() + 7 * DAY + 1000))).isShowPopup).toBe(true);
  });

  it('refuses to hide when there is no pop-up, in Korean, storing nothing and setting no cookie', async () => {
    const res = await request(t.app).post('/api/popup/hide');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: '숨길 팝업이 없습니다.' });
    expect(visitorCookie(res)).toBeUndefined();
    expect(await t.db('popup_hides').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('ignores a forged visitor cookie and gives the browser a fresh id', async () => {
    await addPopup({});
    const res = await request(t.app).post('/api/popup/hide').set('cookie', "nanum_popup_visitor=' OR 1=1 --");
    expect(res.status).toBe(200);
    expect(visitorCookie(res)).toMatch(/^nanum_popup_visitor=[a-f0-9]{32};/);
    expect((await t.db('popup_hides').first()).visitor_id).toMatch(/^[a-f0-9]{32}$/);
  });

  it('refuses a hide sent from another site', async () => {
    await addPopup({});
    const res = await request(t.app).post('/api/popup/hide').set('origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(await t.db('popup_hides').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });
});
