import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSiteOrigin, publicUrlOf, siteOrigins } from '@nanum/shared/siteOrigin';
import { loadConfig } from '../config/env';
import { publicUrlWarning } from '../startup';
import { createTestUser, loginCookie } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';

const FORBIDDEN = { status: 403, message: '허용되지 않은 요청입니다.' };

/**
 * The CSRF origin check (issue 21, finding 6) compared only the host, and with the Host header:
 * `Origin: https://127.0.0.1:3200` passed on the http site, and `Host: evil.example` with
 * `Origin: http://evil.example` passed. It now compares scheme, host and port with PUBLIC_URL.
 */
describe.each(testDialects())('state-changing requests come from PUBLIC_URL only (%s)', (dialect) => {
  let t: TestApp;
  let member: { id: number; email: string };
  let cookie: string;
  const self = async () => (await request(t.app).get('/api/user/get/self/information').set('cookie', cookie)).body.data as { id: number } | null;
  const logout = (headers: Record<string, string>) => {
    const req = request(t.app).post('/api/user/logout').set('cookie', cookie);
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return req;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect); // PUBLIC_URL http://nanum.test
    member = await createTestUser(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it.each([
    ['the https scheme on the http site', { origin: 'https://nanum.test' }],
    ['another port', { origin: 'http://nanum.test:8080' }],
    ['a forged Host naming the attacker', { host: 'evil.example', origin: 'http://evil.example' }],
    ['a forged X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' }],
    ['the address the request reached (127.0.0.1)', { origin: 'http://127.0.0.1' }],
    ['a look-alike suffix', { origin: 'http://nanum.test.evil.example' }],
    ['a path after the origin', { origin: 'http://nanum.test/evil' }],
    ['user info before the host', { origin: 'http://evil@nanum.test' }],
    ['null', { origin: 'null' }],
  ])('refuses a logout whose Origin is %s, and the session stays', async (_kind, headers) => {
    cookie = await loginCookie(t.app, member.email);
    const res = await logout(headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect((await self())?.id).toBe(member.id);
  });

  it('accepts the exact PUBLIC_URL origin, whatever the Host header says', async () => {
    cookie = await loginCookie(t.app, member.email);
    const res = await logout({ host: 'evil.example', origin: 'http://nanum.test' });
    expect(res.status).toBe(200);
    expect(await self()).toBeNull();
  });
});

describe.each(testDialects())('with PUBLIC_URL unset: http://localhost:PORT (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: '', PORT: '3200' });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('names http://localhost:PORT in the configuration', () => {
    expect(t.config.publicUrl).toBe('http://localhost:3200');
    expect(t.config.publicUrlIsDefault).toBe(true);
  });

  it.each([
    ['http://localhost:3200', 200],
    ['http://127.0.0.1:3200', 200],
    ['http://[::1]:3200', 200],
    ['https://127.0.0.1:3200', 403],
    ['https://localhost:3200', 403],
    ['http://127.0.0.1:3201', 403],
    ['http://localhost', 403],
    ['http://evil.example:3200', 403],
  ])('answers a logout from %s with %i', async (origin, status) => {
    const res = await request(t.app).post('/api/user/logout').set('host', 'evil.example:3200').set('origin', origin);
    expect(res.status).toBe(status);
  });
});

describe('the public address is PUBLIC_URL only', () => {
  it('reads PUBLIC_URL, or http://localhost:PORT, never a Host header', () => {
    expect(publicUrlOf('https://nanum.example/', '80')).toBe('https://nanum.example');
    expect(publicUrlOf(undefined, '3200')).toBe('http://localhost:3200');
    expect(publicUrlOf('', undefined)).toBe('http://localhost:3000');
  });

  it('gives the pages (canonical, og:url, through their server reads: http/serverReads.test.ts) the configured address', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '3200' }).publicUrl).toBe('http://localhost:3200');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '3200', PUBLIC_URL: 'https://nanum.example/' }).publicUrl).toBe('https://nanum.example');
  });

  it('matches origins exactly: scheme, host and port', () => {
    const origins = siteOrigins('https://nanum.example');
    expect(isSiteOrigin('https://nanum.example', origins)).toBe(true);
    for (const origin of ['http://nanum.example', 'https://nanum.example:8443', 'https://www.nanum.example', 'HTTPS://NANUM.EXAMPLE', 'null', 'nanum.example', '']) {
      expect(isSiteOrigin(origin, origins), origin).toBe(false);
    }
    // Loopback aliases only when PUBLIC_URL itself names this machine.
    expect(isSiteOrigin('https://127.0.0.1', origins)).toBe(false);
  });

  it('warns in one line at start when PUBLIC_URL is the default and the server listens beyond loopback', () => {
    const warning = publicUrlWarning({ publicUrlIsDefault: true, publicUrl: 'http://localhost:3000', HOST: '0.0.0.0' });
    expect(warning).toMatch(/^PUBLIC_URL is not set: .*http:\/\/localhost:3000.*0\.0\.0\.0/);
    expect(warning?.split('\n')).toHaveLength(1);
    expect(publicUrlWarning({ publicUrlIsDefault: true, publicUrl: 'http://localhost:3000', HOST: '127.0.0.1' })).toBeNull();
    expect(publicUrlWarning({ publicUrlIsDefault: true, publicUrl: 'http://localhost:3000', HOST: 'localhost' })).toBeNull();
    expect(publicUrlWarning({ publicUrlIsDefault: false, publicUrl: 'https://nanum.example', HOST: '0.0.0.0' })).toBeNull();
  });
});
