import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { auditEntries, createAdminActors, pngImage, type AdminActors } from './admin.testkit';
import { sweepUnusedSiteImages } from './siteImageSweep';

describe.each(testDialects())('content pages in the admin area (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
    await t.db('site_pages').delete().whereIn('slug', ['youth', 'worth']);
    await t.db('site_pages').insert({ slug: 'youth', title: '청소년위원회', lead: '소개', body: '## 처음 내용' });
    await t.db('site_pages').insert({ slug: 'worth', title: '가치', lead: '', body: '처음 문단' });
  });
  afterAll(async () => {
    await t.drop();
  });

  const as = (req: request.Test, cookie: string | null) => (cookie ? req.set('Cookie', cookie) : req);
  const page = () => t.db('site_pages').where({ slug: 'youth' }).first('title', 'lead', 'body');

  it('refuses reads and edits to a visitor, an uncertified user, a member and a hidden operator', async () => {
    for (const { who, cookie, status } of actors.refused) {
      expect((await as(request(t.app).get('/api/admin/site/page?slug=youth'), cookie)).status, who).toBe(status);
      expect((await as(request(t.app).put('/api/admin/site/page'), cookie).send({ slug: 'youth', title: '탈취', body: '탈취' })).status, who).toBe(status);
      expect((await as(request(t.app).post('/api/admin/site/page/preview'), cookie).send({ body: '## 미리보기' })).status, who).toBe(status);
    }
    expect(await page()).toEqual({ title: '청소년위원회', lead: '소개', body: '## 처음 내용' });
  });

  it('lets an operator edit the Markdown, which the public page renders sanitized, and records the change', async () => {
    const source = await request(t.app).get('/api/admin/site/page?slug=youth').set('Cookie', actors.operator.cookie);
    expect(source.body.data).toEqual({ slug: 'youth', title: '청소년위원회', lead: '소개', body: '## 처음 내용', version: expect.stringMatching(/^[0-9a-f]{16}$/) });

    const saved = await request(t.app).put('/api/admin/site/page').set('Cookie', actors.operator.cookie).send({ slug: 'youth', title: '청소년 위원회', lead: '함께 자라요', body: '## 새 내용\n\n<script>alert(1)</script>[링크](javascript:alert(1))' });
    expect(saved.body.message).toBe('페이지 내용을 저장했습니다.');
    const html = (await request(t.app).get('/api/site/page/youth')).body.data.html as string;
    expect(html).toContain('새 내용');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/href="javascript:/i);
    const [entry] = await auditEntries(t.db, 'page');
    expect(entry).toMatchObject({ action: 'page.update', user_id: actors.operator.id });
    expect(JSON.parse(entry?.before_json ?? 'null').title).toBe('청소년위원회');
  });

  it('refuses a save from an editor opened before someone else saved: nothing is lost, and the later editor is told to reload', async () => {
    const open = async (cookie: string) => (await request(t.app).get('/api/admin/site/page?slug=worth').set('Cookie', cookie)).body.data as { version: string };
    const [byOperator, byDivision] = [await open(actors.operator.cookie), await open(actors.division.cookie)];
    expect(byOperator.version).toBe(byDivision.version);
    const first = await request(t.app).put('/api/admin/site/page').set('Cookie', actors.operator.cookie).send({ slug: 'worth', title: '가치', body: '운영자가 더한 문단', version: byOperator.version });
    expect(first.status).toBe(200);
    expect(first.body.data.version).not.toBe(byOperator.version);
    const stale = await request(t.app).put('/api/admin/site/page').set('Cookie', actors.division.cookie).send({ slug: 'worth', title: '가치', body: '예전 내용', version: byDivision.version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('다른 운영진이 먼저 수정했습니다. 새로고침해 바뀐 내용을 확인한 뒤 다시 저장해주세요.');
    expect((await request(t.app).get('/api/admin/site/page?slug=worth').set('Cookie', actors.division.cookie)).body.data).toMatchObject({ body: '운영자가 더한 문단', version: first.body.data.version });
    // Saved again from what the save answered, the same editor goes on.
    const next = await request(t.app).put('/api/admin/site/page').set('Cookie', actors.operator.cookie).send({ slug: 'worth', title: '가치', body: '두 번째 저장', version: first.body.data.version });
    expect(next.status).toBe(200);
    const forged = await request(t.app).put('/api/admin/site/page').set('Cookie', actors.operator.cookie).send({ slug: 'worth', title: '가치', body: '위조', version: 'not-a-version' });
    expect(forged.status).toBe(400);
  });

  it('answers bad input in Korean and changes nothing', async () => {
    const before = await page();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ slug: '../etc/passwd', title: '제목', body: '본문' }, '요청하신 페이지를 찾을 수 없습니다.'],
      [{ slug: 'youth', title: '  ', body: '본문' }, '페이지 제목을 입력해주세요. (최대 100자)'],
      [{ slug: 'youth', title: '제목', body: '' }, '본문을 입력해주세요. (최대 100000자)'],
    ];
    for (const [body, message] of cases) {
      const res = await request(t.app).put('/api/admin/site/page').set('Cookie', actors.operator.cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await page()).toEqual(before);
  });

  it('refuses a body Markdown cannot render in time, saving and previewing nothing, while the server keeps answering', async () => {
    const before = await page();
    const TOO_COMPLEX = { status: 400, message: '본문을 표시할 수 없습니다. 여러 겹의 인용·목록이나 이어진 강조 기호(*, _)를 줄여주세요.' };
    // Nesting that exhausts the renderer's stack, and emphasis whose cost grows with the square of its length (seconds).
    for (const body of ['>'.repeat(5000), '1. '.repeat(3000), '_a'.repeat(49_999)]) {
      const ready = request(t.app).get('/api/site/page/youth');
      const [saved, answered] = await Promise.all([request(t.app).put('/api/admin/site/page').set('Cookie', actors.operator.cookie).send({ slug: 'youth', title: '제목', body }), ready]);
      expect(saved.body).toEqual(TOO_COMPLEX);
      expect(answered.status).toBe(200);
      expect((await request(t.app).post('/api/admin/site/page/preview').set('Cookie', actors.division.cookie).send({ body })).body).toEqual(TOO_COMPLEX);
    }
    expect(await page()).toEqual(before);
  }, 60_000);

  it('previews Markdown exactly as the public page renders it, sanitized, without saving', async () => {
    const before = await page();
    const res = await request(t.app).post('/api/admin/site/page/preview').set('Cookie', actors.division.cookie).send({ body: '## 미리보기\n\n**굵게**\n\n<script>alert(1)</script>' });
    expect(res.status).toBe(200);
    expect(res.body.data.html).toContain('<h2>미리보기</h2>');
    expect(res.body.data.html).toContain('<strong>굵게</strong>');
    expect(res.body.data.html).not.toMatch(/<script/i);
    const bad = await request(t.app).post('/api/admin/site/page/preview').set('Cookie', actors.operator.cookie).send({ body: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('본문을 입력해주세요. (최대 100000자)');
    expect(await page()).toEqual(before);
  });
  it('stores a picture for a page re-encoded as WebP within 1600 px, which the page then shows; refuses a non-image in Korean', async () => {
    const photo = await pngImage(2400, 1200);
    const stored = await request(t.app).post('/api/admin/site/page/image').set('Cookie', actors.operator.cookie).attach('image', photo, 'office.png');
    expect(stored.status).toBe(200);
    expect(stored.body.message).toBe('이미지를 올렸습니다. 본문에 넣은 자리를 확인하고 저장해주세요.');
    const { url, markdown } = stored.body.data as { url: string; markdown: string };
    expect(url).toMatch(/^\/api\/files\/site\/[a-f0-9]{32}\.webp$/);
    expect(markdown).toBe(`![사진 설명](${url})`);
    const served = await request(t.app).get(url).buffer(true);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    await request(t.app).put('/api/admin/site/page').set('Cookie', actors.operator.cookie).send({ slug: 'youth', title: '청소년위원회', lead: '소개', body: `## 사무국\n\n${markdown}` });
    expect((await request(t.app).get('/api/site/page/youth')).body.data.html).toContain(`<img src="${url}" alt="사진 설명" loading="lazy" />`);

    for (const [file, name] of [[Buffer.from('<svg onload="alert(1)"/>'), 'x.svg'], [Buffer.from('not an image'), 'x.png']] as const) {
      const refused = await request(t.app).post('/api/admin/site/page/image').set('Cookie', actors.operator.cookie).attach('image', file, name);
      expect(refused.status, name).toBe(400);
      expect(refused.body.message).toBe('업로드 가능한 이미지 파일이 아닙니다.');
    }
    expect((await request(t.app).post('/api/admin/site/page/image').set('Cookie', actors.operator.cookie)).body).toEqual({ status: 400, message: '넣을 이미지를 골라주세요.' });
    for (const { who, cookie, status } of actors.refused) {
      expect((await as(request(t.app).post('/api/admin/site/page/image'), cookie).attach('image', photo, 'office.png')).status, who).toBe(status);
    }
  });

  it('sweeps pictures no page shows once a day old (taken out of a page, or never saved into one), keeping those a page shows and fresh ones', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    await t.db('site_pages').delete().where({ slug: 'join' });
    await t.db('site_pages').insert({ slug: 'join', title: '참여 방법', lead: '함께하는 방법', body: '## 처음 내용' });
    const upload = async () => (await request(t.app).post('/api/admin/site/page/image').set('Cookie', actors.operator.cookie).attach('image', await pngImage(40, 20), 'p.png')).body.data as { url: string; markdown: string };
    const [shown, takenOut, neverSaved, fresh] = [await upload(), await upload(), await upload(), await upload()];
    const save = async (body: string) => expect((await request(t.app).put('/api/admin/site/page').set('Cookie', actors.operator.cookie).send({ slug: 'join', title: '참여 방법', lead: '함께하는 방법', body })).status).toBe(200);
    await save(`## 함께하기\n\n${shown.markdown}\n\n${takenOut.markdown}`);
    await save(`## 함께하기\n\n${shown.markdown}`);

    const dir = path.join(t.config.uploadDir, 'site');
    const fileOf = (url: string) => path.join(dir, url.split('/').pop() ?? '');
    const dayAndHourAgo = new Date(Date.now() - DAY - 60 * 60 * 1000);
    for (const { url } of [shown, takenOut, neverSaved]) fs.utimesSync(fileOf(url), dayAndHourAgo, dayAndHourAgo);

    expect(await sweepUnusedSiteImages(t.db, t.config.uploadDir, DAY)).toBe(2);
    expect([shown, takenOut, neverSaved, fresh].map(({ url }) => fs.existsSync(fileOf(url)))).toEqual([true, false, false, true]);
    expect((await request(t.app).get(takenOut.url)).status).toBe(404);
    expect((await request(t.app).get(shown.url)).status).toBe(200);
    // A second sweep finds nothing more; the fresh picture goes once it is old and still unused.
    expect(await sweepUnusedSiteImages(t.db, t.config.uploadDir, DAY)).toBe(0);
    expect(await sweepUnusedSiteImages(t.db, t.config.uploadDir, DAY, Date.now() + 2 * DAY)).toBe(1);
    expect(fs.existsSync(fileOf(shown.url))).toBe(true);
  });
});
