import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../http/logger';
import { createMailer } from '../modules/mail/mailer';
import { socketEmitter } from '../realtime/realtimeEmitter';
import { createTestUser, loginCookie } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';

/** The CSP directives of a response, by name. */
function csp(header: string | undefined): Record<string, string[]> {
  expect(header).toMatch(/default-src/);
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

const setCookies = (res: request.Response): string[] => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const sessionCookie = (res: request.Response) => setCookies(res).find((cookie) => cookie.startsWith('nanum.sid='));

describe.each(testDialects())('security headers and cookies (%s)', (dialect) => {
  let plain: TestApp;
  let tls: TestApp;
  beforeAll(async () => {
    plain = await createTestApp(dialect);
    // Behind a TLS-terminating reverse proxy.
    tls = await createTestApp(dialect, { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await plain?.drop();
    await tls?.drop();
  });

  it('sends a strict CSP on pages and API: no inline or eval scripts, no plugins, no foreign framing or form targets', async () => {
    // The same app with a stand-in for the Next.js handler, as main.ts mounts it.
    const site = createApp({ config: plain.config, db: plain.db, logger: createLogger('silent'), auth: plain.auth, mailer: createMailer(plain.config, createLogger('silent')), realtime: socketEmitter(plain.io), web: (_req, res) => void res.type('html').send('<!doctype html><title>나눔</title>') });
    for (const path of ['/', '/community/notice', '/api/health']) {
      const page = await request(site).get(path);
      expect(page.status).toBe(200);
      const policy = csp(page.headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'", 'https://t1.daumcdn.net']);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['form-action']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
      // The postcode search's embedded layer may be framed (its page on Daum's and Kakao's host).
      expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://postcode.map.daum.net', 'https://postcode.map.kakao.com']));
      expect(policy['upgrade-insecure-requests']).toBeUndefined();
    }
  });

  it('sends nosniff, a referrer policy, COOP, no framing by others, a permissions policy and no x-powered-by', async () => {
    const res = await request(plain.app).get('/api/site/settings');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // Popups this site opens (the postcode search) keep their opener: e2e/postcode.spec.ts.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['permissions-policy']).toBe('camera=(self), microphone=(), geolocation=(), payment=(), usb=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps API answers out of every cache (members\' data)', async () => {
    const user = await createTestUser(plain.db);
    const cookie = await loginCookie(plain.app, user.email);
    const self = await request(plain.app).get('/api/user/get/self/information').set('cookie', cookie);
    expect(self.body.data.email).toBe(user.email);
    expect(self.headers['cache-control']).toBe('no-store');
    expect(self.headers.etag).toBeUndefined(); // never revalidated, so no hash of every answer
    expect((await request(plain.app).get(`/api/user/get/${user.id}`)).headers['cache-control']).toBe('no-store');
    expect((await request(plain.app).get('/api/does-not-exist')).headers['cache-control']).toBe('no-store');
  });

  it('sends no HSTS over plain http, and HSTS for a year with upgrade-insecure-requests behind TLS', async () => {
    expect((await request(plain.app).get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const res = await request(tls.app).get('/api/health').set('x-forwarded-proto', 'https');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });

  it('issues the session cookie HttpOnly and SameSite=Lax, and Secure behind TLS', async () => {
    const user = await createTestUser(plain.db);
    const overHttp = sessionCookie(await request(plain.app).post('/api/user/login').send({ passid: user.email, password: user.password }));
    expect(overHttp).toMatch(/; HttpOnly/);
    expect(overHttp).toMatch(/; SameSite=Lax/);
    expect(overHttp).not.toMatch(/; Secure/);

    const member = await createTestUser(tls.db);
    const overTls = sessionCookie(await request(tls.app).post('/api/user/login').set('x-forwarded-proto', 'https').send({ passid: member.email, password: member.password }));
    expect(overTls).toMatch(/; HttpOnly/);
    expect(overTls).toMatch(/; SameSite=Lax/);
    expect(overTls).toMatch(/; Secure/);
  });

  it('issues the pop-up visitor cookie HttpOnly, SameSite=Lax and Secure behind TLS', async () => {
    await tls.db('popup_contents').insert({ title: '알림', description: '안내', active: 1, created_at: new Date(), updated_at: new Date() });
    const res = await request(tls.app).post('/api/popup/hide').set('x-forwarded-proto', 'https');
    expect(res.status).toBe(200);
    const cookie = setCookies(res).find((value) => !value.startsWith('nanum.sid='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
  });

  it('clears the session cookie with the same flags at logout', async () => {
    const member = await createTestUser(tls.db);
    const cookie = await loginCookie(tls.app, member.email);
    const res = await request(tls.app).post('/api/user/logout').set('x-forwarded-proto', 'https').set('cookie', cookie);
    const cleared = sessionCookie(res);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; HttpOnly/);
    expect(cleared).toMatch(/; SameSite=Lax/);
  });
});
