import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POPUP_HIDE_LIMIT_PER_HOUR } from '@nanum/shared/limits';
import { RATE_LIMITED_MESSAGE } from '@nanum/shared/messages';
import { toDbDate } from '../../db/values';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import type { Viewer } from './popupDisplay.repo';
import { displayFor, hideFor } from './popupDisplay.service';

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

  it('starts and ends on the Korean days the operator picked, at midnight in Seoul', async () => {
    // Shown on 2 December only, stored as the operator's form stores it (popupContent.service.ts).
    await addPopup({ title: '12월 2일 하루', start_at: '2026-12-02 00:00:00', end_at: '2026-12-02 23:59:59' });
    const shownAt = async (instant: string) => (await displayFor(t.db, { userId: null, visitorId: null }, new Date(instant))).isShowPopup;
    expect(await shownAt('2026-12-01T14:59:59Z')).toBe(false); // 23:59:59 on 1 December in Seoul
    expect(await shownAt('2026-12-01T15:00:00Z')).toBe(true); // midnight of 2 December in Seoul, still the 1st in UTC
    expect(await shownAt('2026-12-02T14:59:00Z')).toBe(true); // 23:59 on 2 December in Seoul
    expect(await shownAt('2026-12-02T15:00:00Z')).toBe(false); // midnight of 3 December in Seoul, still the 2nd in UTC
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
    await hideFor(t.db, () => ({ visitorId: 'a'.repeat(32) }), { now });
    expect((await displayFor(t.db, { userId: null, visitorId: 'a'.repeat(32) }, new Date(now.getTime() + 6 * DAY))).isShowPopup).toBe(false);
    expect((await displayFor(t.db, { userId: null, visitorId: 'a'.repeat(32) }, new Date(now.getTime() + 7 * DAY + 1000))).isShowPopup).toBe(true);
  });

  it('takes the first hides of many browsers and members at the same moment, one row each', async () => {
    // On MariaDB the sweep of run-out hides must not lock the table's gaps: the first hides at
    // once (none stored yet) then deadlocked inserting their rows.
    await addPopup({});
    const members = await Promise.all([1, 2, 3, 4].map((n) => createTestUser(t.db, { name: `팝업회원${n}` })));
    const viewers: Viewer[] = [...members.map((user) => ({ userId: user.id })), ...[1, 2, 3, 4].map((n) => ({ visitorId: String(n).repeat(32) }))];
    const outcomes = await Promise.allSettled(viewers.map((viewer) => hideFor(t.db, () => viewer)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(viewers.map(() => 'fulfilled'));
    expect(Number((await t.db('popup_hides').count({ n: '*' }).first())?.n)).toBe(8);
  });

  it('hides the pop-up the viewer was shown, not a newer one an operator published while it was open', async () => {
    const [shownId] = await addPopup({ title: '김장 나눔 안내' });
    const cookie = await loginCookie(t.app, member.email);
    expect((await request(t.app).get('/api/popup/get/display').set('cookie', cookie)).body.data.popup.id).toBe(shownId);
    const [newerId] = await addPopup({ title: '겨울 봉사단 모집' });
    expect((await request(t.app).post('/api/popup/hide').set('cookie', cookie).send({ popupId: shownId })).status).toBe(200);
    // The newer one still shows; once it is taken down, the hidden one does not come back.
    expect((await request(t.app).get('/api/popup/get/display').set('cookie', cookie)).body.data.popup.id).toBe(newerId);
    await t.db('popup_contents').where({ id: newerId }).delete();
    expect((await request(t.app).get('/api/popup/get/display').set('cookie', cookie)).body.data).toEqual({ isShowPopup: false, popup: null });
  });

  it('refuses a hide of no pop-up it knows, in Korean, storing nothing (a visitor: and setting no cookie)', async () => {
    await addPopup({});
    const cookie = await loginCookie(t.app, (await createTestUser(t.db, { name: '팝업잘못' })).email);
    for (const [body, status] of [[{ popupId: 'abc' }, 400], [{ popupId: 0 }, 400], [{ popupId: 1.5 }, 400], [{ popupId: 2 ** 31 }, 400], [['1'], 400], [{ popupId: 999_999 }, 404]] as const) {
      const res = await request(t.app).post('/api/popup/hide').set('cookie', cookie).send(body as object);
      expect([res.status, res.body]).toEqual([status, { status, message: '숨길 팝업이 없습니다.' }]);
    }
    const visitor = await request(t.app).post('/api/popup/hide').send({ popupId: 999_999 });
    expect(visitor.status).toBe(404);
    expect(visitorCookie(visitor)).toBeUndefined();
    expect(await t.db('popup_hides').count({ n: '*' }).first()).toMatchObject({ n: 0 });
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

  it('hides only the pop-up that was shown: one published later shows to those who hid the first', async () => {
    await addPopup({ title: '김장 봉사 모집' });
    const cookie = await loginCookie(t.app, member.email);
    expect((await request(t.app).post('/api/popup/hide').set('cookie', cookie)).status).toBe(200);
    const hidden = await request(t.app).post('/api/popup/hide');
    const browser = (visitorCookie(hidden) as string).split(';')[0] as string;
    for (const viewer of [cookie, browser]) expect((await request(t.app).get('/api/popup/get/display').set('cookie', viewer)).body.data.isShowPopup).toBe(false);

    await addPopup({ title: '긴급: 한파 쉼터 안내' });
    for (const viewer of [cookie, browser]) {
      expect((await request(t.app).get('/api/popup/get/display').set('cookie', viewer)).body.data).toMatchObject({ isShowPopup: true, popup: { title: '긴급: 한파 쉼터 안내' } });
    }
    // Hiding the new one too keeps one row per viewer and pop-up.
    expect((await request(t.app).post('/api/popup/hide').set('cookie', cookie)).status).toBe(200);
    expect((await t.db('popup_hides').where({ user_id: member.id }).count({ n: '*' }).first())?.n).toBe(2);
  });
});

/** Issue 21, finding 4: hides were unlimited for visitors (50 calls without a cookie made 50 rows). */
describe.each(testDialects())('pop-up hides are bounded (%s)', (dialect) => {
  let t: TestApp;
  let member: { id: number; email: string };
  const rows = async () => Number((await t.db('popup_hides').count({ n: '*' }).first())?.n);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    member = await createTestUser(t.db, { name: '팝업한도' });
    await t.db('popup_contents').insert({ title: '챔프단 모집', description: '함께해요', link: '/youth', image: '', active: 1, start_at: null, end_at: null });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('limits visitors without a cookie per address: 50 calls store at most POPUP_HIDE_LIMIT_PER_HOUR rows, the rest answer 429 in Korean', async () => {
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (let i = 0; i < 50; i += 1) {
      const res = await request(t.app).post('/api/popup/hide');
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(POPUP_HIDE_LIMIT_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - POPUP_HIDE_LIMIT_PER_HOUR);
    expect(refused?.body).toEqual({ status: 429, message: RATE_LIMITED_MESSAGE });
    expect(visitorCookie(refused as request.Response)).toBeUndefined();
    expect(await rows()).toBe(POPUP_HIDE_LIMIT_PER_HOUR);
  });

  it('keeps one row per member or browser: a repeated hide moves its end instead of adding a row', async () => {
    await t.db('popup_hides').delete();
    const cookie = await loginCookie(t.app, member.email);
    for (let i = 0; i < 3; i += 1) expect((await request(t.app).post('/api/popup/hide').set('cookie', cookie)).status).toBe(200);
    expect(await t.db('popup_hides').where({ user_id: member.id }).count({ n: '*' }).first()).toMatchObject({ n: 1 });

    const browser = 'nanum_popup_visitor=' + 'b'.repeat(32);
    await hideFor(t.db, () => ({ visitorId: 'b'.repeat(32) }));
    await hideFor(t.db, () => ({ visitorId: 'b'.repeat(32) }));
    expect(await t.db('popup_hides').where({ visitor_id: 'b'.repeat(32) }).count({ n: '*' }).first()).toMatchObject({ n: 1 });
    expect((await request(t.app).get('/api/popup/get/display').set('cookie', browser)).body.data.isShowPopup).toBe(false);
  });

  it('limits a member per account, whatever their address', async () => {
    const other = await createTestUser(t.db, { name: '팝업둘' });
    const cookie = await loginCookie(t.app, other.email);
    const statuses: number[] = [];
    for (let i = 0; i < POPUP_HIDE_LIMIT_PER_HOUR + 2; i += 1) statuses.push((await request(t.app).post('/api/popup/hide').set('cookie', cookie)).status);
    expect(statuses.slice(0, POPUP_HIDE_LIMIT_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(POPUP_HIDE_LIMIT_PER_HOUR)).toEqual([429, 429]);
  });

  it('sweeps hides that ran out when the next hide is stored', async () => {
    await t.db('popup_hides').delete();
    const past = toDbDate(new Date(Date.now() - DAY));
    const popupId = Number((await t.db('popup_contents').first('id'))?.id);
    await t.db('popup_hides').insert([
      { visitor_id: 'c'.repeat(32), popup_id: popupId, hidden_until: past, created_at: past },
      { visitor_id: 'd'.repeat(32), popup_id: popupId, hidden_until: past, created_at: past },
      { user_id: member.id, popup_id: popupId, hidden_until: past, created_at: past },
    ]);
    await hideFor(t.db, () => ({ visitorId: 'e'.repeat(32) }));
    expect(await t.db('popup_hides').pluck('visitor_id')).toEqual(['e'.repeat(32)]);
  });
});
