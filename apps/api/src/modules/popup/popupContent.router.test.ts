import fs from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { popupStates } from '@nanum/shared/popupStates';
import { siteToday } from '@nanum/shared/timeZone';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { auditEntries, createAdminActors, pngImage, type AdminActors } from '../admin/admin.testkit';

describe.each(testDialects())('pop-up contents in the admin area (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
  });
  beforeEach(async () => {
    await t.db('audit_log').delete();
    await t.db('popup_hides').delete();
    await t.db('popup_contents').delete();
    await fs.rm(path.join(t.config.uploadDir, 'popup'), { recursive: true, force: true });
  });
  afterAll(async () => {
    await t.drop();
  });

  const as = (req: request.Test, cookie: string | null) => (cookie ? req.set('Cookie', cookie) : req);
  const draft = async (cookie = actors.operator.cookie) => (await request(t.app).post('/api/popup/post/content').set('Cookie', cookie)).body.data as { id: number };
  const put = (cookie: string | null, fields: Record<string, string>, image?: Buffer, fileName = 'popup.png') => {
    const req = as(request(t.app).put('/api/popup/put/content'), cookie);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return image ? req.attach('image', image, fileName) : req;
  };
  const display = async () => (await request(t.app).get('/api/popup/get/display')).body.data;
  const rows = () => t.db('popup_contents').select('id', 'title', 'description', 'link', 'image', 'active').orderBy('id');

  it('refuses every call to a visitor, an uncertified user, a member and a hidden operator, and changes nothing', async () => {
    const { id } = await draft();
    for (const { who, cookie, status } of actors.refused) {
      const answers = [
        await as(request(t.app).get('/api/popup/get/content/all'), cookie),
        await as(request(t.app).get('/api/popup/get/content'), cookie),
        await as(request(t.app).post('/api/popup/post/content'), cookie),
        await put(cookie, { id: String(id), title: '탈취', active: '1' }),
        await as(request(t.app).delete('/api/popup/del/content'), cookie).send({ id }),
        await as(request(t.app).put('/api/popup/put/status'), cookie),
      ];
      for (const res of answers) {
        expect(res.status, who).toBe(status);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
    }
    expect((await rows()).map((row) => [row.title, row.active])).toEqual([['새 팝업', 0]]);
  });

  it('lets an operator make a draft, fill it in with an image, activate it, and visitors then see it', async () => {
    const created = await request(t.app).post('/api/popup/post/content').set('Cookie', actors.operator.cookie);
    expect(created.body).toEqual({ status: 200, message: '새 팝업을 만들었습니다.', data: { id: expect.any(Number), title: '새 팝업', description: '', link: '', image: null, active: false, startDate: null, endDate: null, version: expect.stringMatching(/^[0-9a-f]{16}$/) } });
    expect((await display()).isShowPopup).toBe(false);

    const id = String(created.body.data.id);
    const filled = await put(actors.division.cookie, { id, title: '청소년 챔프단 모집', description: '12월 31일까지 신청하세요', link: 'https://nanum.example/youth', active: '0', startDate: '2020-01-01', endDate: '2099-12-31' }, await pngImage(1600, 900));
    expect(filled.status).toBe(200);
    expect(filled.body.data).toEqual({ id: Number(id), title: '청소년 챔프단 모집', description: '12월 31일까지 신청하세요', link: 'https://nanum.example/youth', image: expect.stringMatching(/^\/api\/files\/popup\/[a-f0-9]{32}\.webp$/), active: false, startDate: '2020-01-01', endDate: '2099-12-31', version: expect.stringMatching(/^[0-9a-f]{16}$/) });

    const on = await request(t.app).put('/api/popup/put/status').set('Cookie', actors.operator.cookie);
    expect(on.body).toMatchObject({ status: 200, message: '팝업을 노출합니다.', data: { active: true } });
    expect(await display()).toEqual({ isShowPopup: true, popup: { id: Number(id), title: '청소년 챔프단 모집', image: filled.body.data.image, link: 'https://nanum.example/youth', description: '12월 31일까지 신청하세요' } });
    expect((await request(t.app).get(filled.body.data.image)).headers['content-type']).toBe('image/webp');

    const current = await request(t.app).get('/api/popup/get/content').set('Cookie', actors.admin.cookie);
    expect(current.body.data).toMatchObject({ id: Number(id), active: true });

    const off = await request(t.app).put('/api/popup/put/status').set('Cookie', actors.operator.cookie).send({ id: Number(id) });
    expect(off.body).toMatchObject({ message: '팝업을 숨겼습니다.', data: { active: false } });
    expect((await display()).isShowPopup).toBe(false);

    const all = await request(t.app).get('/api/popup/get/content/all').set('Cookie', actors.operator.cookie);
    expect(all.body.data).toHaveLength(1);
    const removed = await request(t.app).delete('/api/popup/del/content').set('Cookie', actors.operator.cookie).send({ id: Number(id) });
    expect(removed.body).toEqual({ status: 200, message: '팝업을 삭제했습니다.' });
    expect(await rows()).toEqual([]);
    expect((await request(t.app).get(filled.body.data.image)).status).toBe(404);
  });

  it('never shows a pop-up with nothing in it: a new draft cannot be switched on over the real one', async () => {
    const { id: real } = await draft();
    await put(actors.operator.cookie, { id: String(real), title: '챔프단 모집', description: '함께해요', active: '1' });
    const { id } = await draft(actors.division.cookie);
    const on = await request(t.app).put('/api/popup/put/status').set('Cookie', actors.division.cookie).send({ id });
    expect(on.status).toBe(409);
    expect(on.body.message).toBe('제목과 내용을 입력해 저장한 뒤 노출해주세요.');
    const saved = await put(actors.division.cookie, { id: String(id), title: '새 팝업', description: '  ', active: '1' });
    expect(saved.status).toBe(409);
    expect((await rows()).find((row) => Number(row.id) === id)).toMatchObject({ active: 0 });
    expect((await display()).popup.title).toBe('챔프단 모집');
    // A title of its own is something to show.
    expect((await put(actors.division.cookie, { id: String(id), title: '연말 인사', active: '1' })).status).toBe(200);
    expect((await display()).popup.title).toBe('연말 인사');
  });

  it('refuses a save from a form loaded before someone else changed the pop-up, its text or its switch, and writes nothing over it', async () => {
    const CONFLICT = { status: 409, message: '다른 운영진이 먼저 수정했습니다. 새로고침해 바뀐 내용을 확인한 뒤 다시 저장해주세요.' };
    const { id } = await draft();
    const loaded = async () => ((await request(t.app).get('/api/popup/get/content/all').set('Cookie', actors.operator.cookie)).body.data as Array<{ id: number; version: string }>).find((popup) => popup.id === id)!;
    // Two operators open the form; the first saves a new text.
    const first = await loaded();
    const second = await loaded();
    const saved = await put(actors.operator.cookie, { id: String(id), title: '겨울 캠프 모집', description: '1월 10일까지', active: '0', version: first.version });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).not.toBe(first.version);
    // The second, still showing the draft, saves a title of its own: refused, the first's text stays.
    expect((await put(actors.division.cookie, { id: String(id), title: '다른 제목', active: '0', version: second.version })).body).toEqual(CONFLICT);
    expect((await rows()).map((row) => [row.title, row.description])).toEqual([['겨울 캠프 모집', '1월 10일까지']]);
    // Switched on from the list meanwhile: a form loaded before that would switch it off again.
    const before = await loaded();
    expect((await request(t.app).put('/api/popup/put/status').set('Cookie', actors.admin.cookie).send({ id })).body.data).toMatchObject({ active: true, version: expect.not.stringMatching(before.version) });
    expect((await put(actors.operator.cookie, { id: String(id), title: '겨울 캠프 모집', description: '1월 10일까지', active: '0', version: before.version })).body).toEqual(CONFLICT);
    expect((await rows())[0]).toMatchObject({ active: 1 });
    expect((await auditEntries(t.db, 'popup')).map((entry) => entry.action).sort()).toEqual(['popup.create', 'popup.status', 'popup.update']);
    // Reloaded, the form saves.
    expect((await put(actors.operator.cookie, { id: String(id), title: '겨울 캠프 모집', description: '1월 15일까지', active: '1', version: (await loaded()).version })).status).toBe(200);
  });

  it('drops a pop-up’s picture when asked, and its file with it; a new picture wins over the request', async () => {
    const { id } = await draft();
    const withImage = await put(actors.operator.cookie, { id: String(id), title: '사진 팝업', active: '0' }, await pngImage(800, 450));
    const image = withImage.body.data.image as string;
    expect((await request(t.app).get(image)).status).toBe(200);
    const kept = await put(actors.operator.cookie, { id: String(id), title: '사진 팝업', active: '0', removeImage: '0' });
    expect(kept.body.data.image).toBe(image);
    const removed = await put(actors.operator.cookie, { id: String(id), title: '글만 있는 팝업', active: '0', removeImage: '1' });
    expect(removed.body.data.image).toBeNull();
    expect((await request(t.app).get(image)).status).toBe(404);
    const replaced = await put(actors.operator.cookie, { id: String(id), title: '새 사진', active: '0', removeImage: '1' }, await pngImage(800, 450));
    expect(replaced.body.data.image).toMatch(/^\/api\/files\/popup\//);
  });

  it('activating through the update form shows it at once; dates outside today keep it hidden', async () => {
    const { id } = await draft();
    await put(actors.operator.cookie, { id: String(id), title: '다음 달 행사', active: '1', startDate: '2099-01-01' });
    expect((await display()).isShowPopup).toBe(false);
    await put(actors.operator.cookie, { id: String(id), title: '이번 행사', active: '1' });
    expect((await display()).popup.title).toBe('이번 행사');
  });

  it('the admin list names as 노출 중 exactly the pop-up visitors are shown; an older one waits, a future one is scheduled', async () => {
    const older = await draft();
    const newer = await draft();
    const future = await draft();
    await put(actors.operator.cookie, { id: String(older.id), title: '먼저 만든 팝업', active: '1' });
    await put(actors.operator.cookie, { id: String(newer.id), title: '나중 팝업', active: '1' });
    await put(actors.operator.cookie, { id: String(future.id), title: '다음 해 팝업', active: '1', startDate: '2099-01-01' });
    const list = (await request(t.app).get('/api/popup/get/content/all').set('Cookie', actors.operator.cookie)).body.data;
    const states = popupStates(list, siteToday());
    expect(Object.fromEntries(states)).toEqual({ [older.id]: 'waiting', [newer.id]: 'shown', [future.id]: 'scheduled' });
    expect((await display()).popup.id).toBe(newer.id);
    await request(t.app).put('/api/popup/put/status').set('Cookie', actors.operator.cookie).send({ id: newer.id });
    expect((await display()).popup.id).toBe(older.id);
  });

  it('takes a path on this site as the link, as operators type it, and shows it', async () => {
    const { id } = await draft();
    const res = await put(actors.operator.cookie, { id: String(id), title: '청소년 봉사단 모집', link: '/youth', active: '1' });
    expect(res.status).toBe(200);
    expect((await display()).popup).toMatchObject({ title: '청소년 봉사단 모집', link: '/youth' });
  });

  it('answers malformed forms with a clear Korean message and changes nothing', async () => {
    const { id } = await draft();
    await put(actors.operator.cookie, { id: String(id), title: '원래 팝업', link: 'https://nanum.example', active: '1' });
    const before = await rows();
    const cases: Array<[string, request.Test, number, string]> = [
      ['missing id', put(actors.operator.cookie, { title: '바뀐 팝업', active: '1' }), 400, '대상 번호가 올바르지 않습니다.'],
      ['javascript: link', put(actors.operator.cookie, { id: String(id), title: '바뀐 팝업', link: 'javascript:alert(document.cookie)', active: '1' }), 400, '링크는 http:// 또는 https:// 로 시작하는 주소나 / 로 시작하는 사이트 안 경로(예: /youth)만 입력할 수 있습니다.'],
      ['a protocol-relative link', put(actors.operator.cookie, { id: String(id), title: '바뀐 팝업', link: '//evil.example/youth', active: '1' }), 400, '링크는 http:// 또는 https:// 로 시작하는 주소나 / 로 시작하는 사이트 안 경로(예: /youth)만 입력할 수 있습니다.'],
      ['active "yes"', put(actors.operator.cookie, { id: String(id), title: '바뀐 팝업', active: 'yes' }), 400, '노출 여부는 1 또는 0으로 보내주세요.'],
      ['an impossible date', put(actors.operator.cookie, { id: String(id), title: '바뀐 팝업', active: '1', startDate: '2026-02-30' }), 400, '날짜는 YYYY-MM-DD 형식으로 입력해주세요.'],
      ['end before start', put(actors.operator.cookie, { id: String(id), title: '바뀐 팝업', active: '1', startDate: '2026-05-02', endDate: '2026-05-01' }), 400, '종료일은 시작일보다 빠를 수 없습니다.'],
      ['a non-image image', put(actors.operator.cookie, { id: String(id), title: '바뀐 팝업', active: '1' }, Buffer.from('<html><script>alert(1)</script></html>'), 'popup.jpg'), 400, '업로드 가능한 이미지 파일이 아닙니다.'],
      ['a 50 MB file', put(actors.operator.cookie, { id: String(id), title: '바뀐 팝업', active: '1' }, Buffer.alloc(50 * 1024 * 1024, 7)), 413, '이미지는 10MB 이하로 올려주세요.'],
      ['unknown id', put(actors.operator.cookie, { id: '999999', title: '없는 팝업', active: '1' }), 404, '존재하지 않는 팝업입니다.'],
      ['delete with a text id', request(t.app).delete('/api/popup/del/content').set('Cookie', actors.operator.cookie).send({ id: '1 OR 1=1' }), 400, '대상 번호가 올바르지 않습니다.'],
    ];
    for (const [what, pending, status, message] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(status);
      expect(res.body.message, what).toBe(message);
    }
    expect(await rows()).toEqual(before);
    expect(await fs.readdir(path.join(t.config.uploadDir, 'popup')).catch(() => [])).toEqual([]);
  });

  it('records each change in the audit log, which has no way to be edited or removed', async () => {
    const { id } = await draft(actors.admin.cookie);
    await put(actors.operator.cookie, { id: String(id), title: '감사 팝업', active: '0' });
    await request(t.app).put('/api/popup/put/status').set('Cookie', actors.division.cookie);
    expect((await auditEntries(t.db, 'popup')).map((entry) => [entry.action, entry.user_id])).toEqual([
      ['popup.create', actors.admin.id],
      ['popup.update', actors.operator.id],
      ['popup.status', actors.division.id],
    ]);
    for (const method of ['put', 'post', 'delete', 'patch'] as const) {
      const res = await request(t.app)[method]('/api/admin/audit').set('Cookie', actors.admin.cookie).send({ id: 1, action: 'forged' });
      expect(res.status, method).toBe(404);
    }
    expect(await t.db('audit_log').where({ action: 'forged' })).toEqual([]);
    const log = await request(t.app).get('/api/admin/audit?page=1').set('Cookie', actors.operator.cookie);
    expect(log.body.data).toMatchObject({ total: 3, page: 1, pageSize: 30 });
    expect(log.body.data.list.map((entry: { action: string }) => entry.action)).toEqual(['popup.status', 'popup.update', 'popup.create']);
    // A division head (here heading no division) reads their own changes only (docs/ROLES.md).
    const own = await request(t.app).get('/api/admin/audit?page=1').set('Cookie', actors.division.cookie);
    expect(own.body.data).toMatchObject({ total: 1, list: [expect.objectContaining({ action: 'popup.status', userId: actors.division.id })] });
    for (const { who, cookie, status } of actors.refused) {
      expect((await as(request(t.app).get('/api/admin/audit'), cookie)).status, who).toBe(status);
    }
    expect((await request(t.app).get('/api/admin/audit?page=-1').set('Cookie', actors.admin.cookie)).body.message).toBe('페이지 번호가 올바르지 않습니다.');
  });
});
