import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminActors, type AdminActors } from '../modules/admin/admin.testkit';
import { createBoard, createActors, pngOf, writePostAs, type Actor } from '../modules/community/community.testkit';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<!doctype html><script>fetch("/api/user/get/self/information")</script>');
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');
/** A GIF header followed by script: an image to a sniffer, a script to a careless server. */
const GIF_POLYGLOT = Buffer.concat([Buffer.from('GIF89a/*'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from('*/=1;alert(document.domain);')]);

/**
 * Hostile uploads (issue 11): scripted SVG, HTML, web shells, double extensions, NUL bytes,
 * polyglots and traversal names. The profile image tests already refuse a renamed text file, an
 * SVG, a GIF and a pixel flood; the board tests a pixel flood, an oversized file and a markup name.
 */
describe.each(testDialects())('hostile uploads (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  let staff: AdminActors;
  const attachments = async () => Number((await t.db('attachments').count({ n: '*' }).first())?.n);
  const upload = (name: string, data: Buffer, kind: 'file' | 'image' = 'file') =>
    request(t.app).post(`/api/community/boards/free/uploads/${kind}`).set('cookie', a.member.cookie).attach(kind, data, name);
  /** Every file under the upload folder, by name. */
  const stored = () => (fs.readdirSync(t.config.uploadDir, { recursive: true }) as string[]).map((file) => path.basename(file));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createActors(t);
    staff = await createAdminActors(t);
    await createBoard(t.db, 'free');
  });
  afterAll(async () => {
    await t.drop();
  });

  it.each([
    ['a scripted SVG', 'logo.svg', SVG],
    ['an HTML page', 'page.html', HTML],
    ['an HTML page named .htm', 'page.htm', HTML],
    ['a PHP web shell', 'shell.php', PHP],
    ['a web shell with a double extension', 'shell.php.jpg', PHP],
    ['a web shell behind an image extension', 'photo.jpg.php', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), PHP])],
    ['an SVG named .png', 'logo.png', SVG],
    ['HTML named .pdf', 'report.pdf', HTML],
    ['a file with no extension', 'README', Buffer.from('hello')],
  ])('refuses %s as an attachment and stores nothing', async (_kind, name, data) => {
    const before = { rows: await attachments(), files: stored().length };
    const res = await upload(name, data);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect({ rows: await attachments(), files: stored().length }).toEqual(before);
  });

  it.each([
    ['a scripted SVG', 'logo.svg', SVG],
    ['HTML named .png', 'x.png', HTML],
    ['a GIF/script polyglot named .jpg', 'x.jpg', GIF_POLYGLOT],
  ])('refuses %s as a board image and stores nothing', async (_kind, name, data) => {
    const before = await attachments();
    const res = await upload(name, data, 'image');
    expect(res.status).toBe(400);
    expect(await attachments()).toBe(before);
  });

  it('re-encodes a PNG carrying HTML after its image data: the served image holds no markup', async () => {
    const polyglot = Buffer.concat([await pngOf(60, 40), HTML]);
    const res = await upload('photo.png', polyglot, 'image');
    expect(res.status).toBe(200);
    const postId = await writePostAs(t, a.member.cookie, 'free', { title: '사진', imageIds: [res.body.data.id] });
    expect(postId).toBeGreaterThan(0);
    const image = await request(t.app).get(`/api/community/images/${res.body.data.id}`).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'");
    expect(Buffer.from(image.body).includes('<script')).toBe(false);
  });

  it('refuses a GIF polyglot attachment: an image attachment is re-encoded without its metadata, and script text is no picture', async () => {
    const before = stored();
    const res = await upload('anim.gif', GIF_POLYGLOT);
    expect([res.status, res.body.message]).toEqual([400, '업로드 가능한 이미지 파일이 아닙니다.']);
    expect(stored()).toEqual(before);
  });

  it('serves a real GIF attachment as a sandboxed download, never as script or page', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3a7' } }).gif().toBuffer();
    const res = await upload('anim.gif', gif);
    expect(res.status).toBe(200);
    await writePostAs(t, a.member.cookie, 'free', { title: '움짤', fileIds: [res.body.data.id] });
    const download = await request(t.app).get(`/api/community/files/${res.body.data.id}`);
    expect(download.headers['content-type']).toBe('image/gif');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it.each([
    ['a traversal path', '../../../../etc/cron.d/evil.txt'],
    ['a Windows traversal path', '..\\..\\web.config.txt'],
    ['a right-to-left override', 'invoice\u202etxt.exe.txt'],
  ])('stores a name with %s under a generated name, shown without path or control characters', async (_kind, name) => {
    const res = await upload(name, Buffer.from('안내문\n'));
    expect(res.status).toBe(200);
    const row = await t.db('attachments').where({ id: res.body.data.id }).first('original_name', 'stored_name');
    // eslint-disable-next-line no-control-regex
    expect(row.original_name).not.toMatch(/[\u0000-\u001f\u202e/\\]|\.\./);
    expect(row.stored_name).toMatch(/^[0-9a-f]{32}\.[a-z]+$/);
    expect(fs.existsSync(path.join(t.config.uploadDir, '..', '..', 'etc'))).toBe(false);
    expect(stored().some((file) => file.includes('evil') || file.includes('web.config'))).toBe(false);
  });

  it('refuses a name with a NUL byte (shell.php\\0.txt) and stores nothing', async () => {
    const before = { rows: await attachments(), files: stored().length };
    const res = await upload('shell.php\u0000.txt', Buffer.from('<?php ?>'));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect({ rows: await attachments(), files: stored().length }).toEqual(before);
  });

  it.each(['/api/files/profile/..%2F..%2F..%2Fsessions', '/api/files/..%2Fprofile/x.webp', '/api/files/profile/%2e%2e%2fsecret', '/api/files/profile/a.webp%00.txt', '/api/files/corporation/..%5C..%5Csecret'])(
    'serves no file for the traversal %s',
    async (url) => {
      expect((await request(t.app).get(url)).status).toBe(404);
    },
  );

  it('refuses an SVG or HTML partner logo and a pop-up image, and changes nothing', async () => {
    const cookie = staff.operator.cookie;
    for (const [name, data] of [['logo.svg', SVG], ['logo.png', HTML]] as const) {
      const before = await t.db('corporations').count({ n: '*' }).first();
      const res = await request(t.app).post('/api/corporation/set').set('cookie', cookie).field('name', '협력사').field('description', '설명').field('link', 'https://partner.example').field('sort', '1').attach('image', data, name);
      expect(res.status).toBe(400);
      expect(await t.db('corporations').count({ n: '*' }).first()).toEqual(before);
    }
    const draft = await request(t.app).post('/api/popup/post/content').set('cookie', cookie);
    const popup = await request(t.app).put('/api/popup/put/content').set('cookie', cookie).field('id', String(draft.body.data.id)).field('title', '알림').field('description', '설명').field('active', '0').attach('image', SVG, 'popup.svg');
    expect(popup.status).toBe(400);
    expect((await t.db('popup_contents').where({ id: draft.body.data.id }).first('image')).image).toBe('');
  });
});
