import request from 'supertest';
import type { Express } from 'express';
import { siteToday } from '@nanum/shared/timeZone';
import type { Db } from '../../db/knex';
import { codeFrom, resetTokenFrom } from '../../test/rawMail';
import type { MailCatcher } from '../../test/mailCatcher';

/**
 * Helpers of the account API tests. The test apps trust X-Forwarded-For (TRUST_PROXY=1), so each
 * visitor comes from an address of its own and per-IP rate limits only bite in their own tests.
 */
let lastIp = 0;
export const nextIp = (): string => {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
};

let lastEmail = 0;
export const uniqueEmail = (label = 'join'): string => {
  lastEmail += 1;
  return `${label}${lastEmail}-${Date.now().toString(36)}@nanum.example`;
};

export interface Visitor {
  ip: string;
  post(path: string, body?: unknown): request.Test;
  get(path: string): request.Test;
}

/** A browser of its own: a cookie jar and an IP address. */
export function visitor(app: Express, cookie?: string): Visitor {
  const agent = request.agent(app);
  const ip = nextIp();
  const withHeaders = (test: request.Test) => {
    test.set('x-forwarded-for', ip);
    return cookie ? test.set('cookie', cookie) : test;
  };
  return {
    ip,
    post: (path, body) => withHeaders(agent.post(path)).send(body as object),
    get: (path) => withHeaders(agent.get(path)),
  };
}

/** A birthday `years` years before today in Korea, moved by `days`. */
export function birthdayYearsAgo(years: number, days = 0): string {
  const today = siteToday();
  const date = new Date(`${Number(today.slice(0, 4)) - years}${today.slice(4)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const NEW_PASSWORD = 'Haneul#2027';

/** A complete adult sign-up form for the address. */
export function joinForm(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: '한가람',
    email,
    password: NEW_PASSWORD,
    passwordConfirm: NEW_PASSWORD,
    birthday: '1998-04-17',
    number: '010-2345-6789',
    gender: 2,
    agreeTerms: true,
    agreePrivacy: true,
    ...overrides,
  };
}

/** Asks for a code as the visitor and reads it from the n-th mail to the address. */
export async function receiveCode(v: Visitor, mail: MailCatcher, email: string, nth = 1): Promise<string> {
  const res = await v.post('/api/user/join/code', { email });
  if (res.status !== 200) throw new Error(`code request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return codeFrom(await mail.waitFor(email, nth));
}

/** A visitor whose session has proven the address. */
export async function verifiedVisitor(app: Express, mail: MailCatcher, email: string, cookie?: string): Promise<Visitor> {
  const v = visitor(app, cookie);
  const code = await receiveCode(v, mail, email);
  const res = await v.post('/api/user/join/verify', { email, code });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  return v;
}

/** Asks for a reset link and returns the token of the n-th reset mail to the address. */
export async function receiveResetToken(app: Express, mail: MailCatcher, email: string, nth = 1): Promise<string> {
  const res = await visitor(app).post('/api/user/find/password', { email });
  if (res.status !== 200) throw new Error(`reset request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return resetTokenFrom(await mail.waitFor(email, nth));
}

/** Row counts of the tables these endpoints write, to show that a refused request changed nothing. */
export async function snapshot(db: Db): Promise<Record<string, unknown>> {
  const count = async (table: string) => Number((await db(table).count({ n: '*' }).first())?.n ?? 0);
  const users = await db('users').orderBy('id').select('id', 'email', 'name', 'password_hash', 'certify', 'email_verified', 'session_version', 'birthday', 'number', 'gender', 'guardian_name', 'terms_agreed_at');
  const codes = await db('email_codes').orderBy('id').select('id', 'verified_at', 'consumed_at');
  const tokens = await db('password_reset_tokens').orderBy('id').select('id', 'used_at');
  return { users, codes, tokens, sessions: await count('sessions') };
}
