import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_INVALID_MESSAGE } from '@nanum/shared/messages';
import { joinForm, snapshot, uniqueEmail, verifiedVisitor, visitor } from '../modules/account/account.testkit';
import { createAdminActors, type AdminActors } from '../modules/admin/admin.testkit';
import { createBoard, createActors, writePostAs, type Actor } from '../modules/community/community.testkit';
import { startMailCatcher, type MailCatcher } from '../test/mailCatcher';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';

const NFC_NAME = '김나눔';
const NFD_NAME = NFC_NAME.normalize('NFD');

/** Names that read as someone else's, or as nothing at all. */
const INVISIBLE_NAMES: Array<[string, string]> = [
  ['a zero-width space', '관리\u200b자'],
  ['a zero-width joiner', '운영\u200d자'],
  ['a right-to-left override', '\u202e자리관'],
  ['a Hangul filler (a blank syllable)', '\u3164'],
  ['a half-width Hangul filler', '김\uffa0나눔'],
  ['a byte-order mark inside', '관\ufeff리자'],
  ['a control character', '관리자\u0007'],
];

/** Every kind of address a script could hide in. */
const HOSTILE_URLS = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example', '/\\evil.example', ' javascript:alert(1)'];

describe.each(testDialects())('hostile text (%s)', (dialect) => {
  let t: TestApp;
  let mail: MailCatcher;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  let staff: AdminActors;
  beforeAll(async () => {
    mail = await startMailCatcher();
    // Visitors come with their own X-Forwarded-For (behind the proxy), so per-IP limits stay out of the way.
    // Each hostile input is a write as the same member: more than the per-member board limits let a person.
    t = await createTestApp(dialect, { SMTP_URL: mail.url, TRUST_PROXY: '1', BOARD_LIMIT_SCALE: '100' });
    a = await createActors(t);
    staff = await createAdminActors(t);
    await createBoard(t.db, 'free');
  });
  afterAll(async () => {
    await t?.drop();
    await mail?.close();
  });

  it.each(INVISIBLE_NAMES)('refuses a sign-up name with %s and creates nothing', async (_kind, name) => {
    const before = await snapshot(t.db);
    const res = await visitor(t.app).post('/api/user/join', joinForm(uniqueEmail(), { name }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NAME_INVALID_MESSAGE);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('stores a decomposed (NFD) Hangul name composed, so it is the same name', async () => {
    const email = uniqueEmail();
    const v = await verifiedVisitor(t.app, mail, email);
    const res = await v.post('/api/user/join', joinForm(email, { name: NFD_NAME }));
    expect(res.status).toBe(200);
    const row = await t.db('users').where({ email }).first('name');
    expect(row.name).toBe(NFC_NAME);
    expect(row.name).not.toBe(NFD_NAME);
  });

  it('composes post titles and finds them by a composed or a decomposed keyword', async () => {
    const id = await writePostAs(t, a.member.cookie, 'free', { title: `${NFD_NAME}의 봉사 후기`, content: `<p>${NFD_NAME}</p>` });
    const row = await t.db('posts').where({ id }).first('title', 'content');
    expect(row.title).toBe(`${NFC_NAME}의 봉사 후기`);
    expect(row.content).toContain(NFC_NAME);
    for (const keyword of [NFC_NAME, NFD_NAME]) {
      const res = await request(t.app).get(`/api/community/boards/free/posts?keyword=${encodeURIComponent(keyword)}`);
      expect(res.body.data.list.map((post: { id: number }) => post.id)).toEqual([id]);
    }
  });

  it.each(HOSTILE_URLS)('refuses the address %j in a post link and a video link, storing nothing', async (url) => {
    const before = await t.db('posts').count({ n: '*' }).first();
    for (const field of ['link', 'videoUrl']) {
      const res = await request(t.app).post('/api/community/boards/free/posts').set('cookie', a.member.cookie).send({ title: '링크', content: '<p>x</p>', [field]: url });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect(await t.db('posts').count({ n: '*' }).first()).toEqual(before);
  });

  it.each(HOSTILE_URLS)('refuses the address %j as a partner link, a pop-up link and a broadcast link', async (url) => {
    const cookie = staff.operator.cookie;
    const corporations = await t.db('corporations').count({ n: '*' }).first();
    const corporation = await request(t.app).post('/api/corporation/set').set('cookie', cookie).field('name', '협력사').field('description', '설명').field('link', url).field('sort', '1');
    expect(corporation.status).toBe(400);
    expect(await t.db('corporations').count({ n: '*' }).first()).toEqual(corporations);

    const draft = await request(t.app).post('/api/popup/post/content').set('cookie', cookie);
    const popup = await request(t.app).put('/api/popup/put/content').set('cookie', cookie).field('id', String(draft.body.data.id)).field('title', '알림').field('description', '설명').field('link', url).field('active', '0');
    expect(popup.status).toBe(400);
    expect((await t.db('popup_contents').where({ id: draft.body.data.id }).first('link')).link).toBe('');

    const alarms = await t.db('alarms').count({ n: '*' }).first();
    const broadcast = await request(t.app).post('/api/admin/alarm').set('cookie', cookie).send({ title: '공지', href: url, target: 'all' });
    expect(broadcast.status).toBe(400);
    expect(await t.db('alarms').count({ n: '*' }).first()).toEqual(alarms);
  });

  it('renders markup in the web app only from the fields the server sanitizes', () => {
    const root = path.resolve(__dirname, '../../../../src');
    const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const sinks = files.flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return [...text.matchAll(/dangerouslySetInnerHTML=\{\{ __html: ([\w.]+) \}\}/g)].map((match) => `${file.split(path.sep).pop()}: ${match[1]}`);
    });
    const raw = files.filter((file) => /innerHTML|outerHTML|insertAdjacentHTML|document\.write/.test(fs.readFileSync(path.join(root, file), 'utf8').replace(/dangerouslySetInnerHTML/g, '')));
    // post.content: sanitize-html allow-list on write; page.html and the admin's preview.html: marked
    // + the same allow-list on read (the preview is the public renderer's answer); the home page's
    // JSON-LD: JSON with every < escaped (organisationData, HomeMeta.test.ts), inside a data block.
    expect(sinks.sort()).toEqual(['CampaignsView.tsx: page.html', 'ContentPageView.tsx: page.html', 'HomeMeta.tsx: organisation', 'PostView.tsx: post.content', 'SitePageEditor.tsx: preview.html']);
    expect(raw).toEqual([]);
  });
});
