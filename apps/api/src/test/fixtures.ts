import request from 'supertest';
import type { Express } from 'express';
import bcrypt from 'bcrypt';
import type { Db } from '../db/knex';
import { insertUser, type NewUser } from '../modules/user/user.repo';

export const TEST_PASSWORD = 'Nanum#2026';

let counter = 0;

/**
 * TEST_PASSWORD's bcrypt hash, made once per test process and shared by every test account. At
 * bcrypt's lowest cost (4), which the app never makes (hashPassword's minimum is 10): every login
 * still compares the password for real, in about a millisecond instead of 50-150 ms of CPU (the
 * first half of the authorization matrix with the auth tests: 65 -> 47 test-seconds). A test
 * about a login's time gives its account a hash of the real cost (hostileAuth.test.ts).
 */
let testPasswordHash: Promise<string> | undefined;

/** A real account with a real bcrypt hash (cost 4: tests only). Certified unless said otherwise. */
export async function createTestUser(db: Db, overrides: Partial<NewUser> = {}): Promise<{ id: number; email: string; password: string }> {
  counter += 1;
  const email = overrides.email ?? `member${counter}-${Date.now().toString(36)}@nanum.example`;
  const id = await insertUser(db, {
    name: '테스트회원',
    certify: true,
    ...overrides,
    email,
    passwordHash: overrides.passwordHash === undefined ? await (testPasswordHash ??= bcrypt.hash(TEST_PASSWORD, 4)) : overrides.passwordHash,
  });
  return { id, email, password: TEST_PASSWORD };
}

/** The session id inside a `nanum.sid=s%3A<id>.<signature>` cookie (what the store keys the session by). */
export const sessionIdOf = (cookie: string): string =>
  decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
    .replace(/^s:/, '')
    .replace(/\.[^.]*$/, '');

/** Logs in through the real API and returns the session cookie ("name=value"). */
export async function loginCookie(app: Express | string, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await request(app).post('/api/user/login').send({ passid: email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('nanum.sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] as string;
}
