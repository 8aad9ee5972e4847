import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_RATE_LIMITS } from '@nanum/shared/accountLimits';
import { mailedTestApp } from '../../test/mailedTestApp';
import type { TestApp } from '../../test/testApp';
import { uniqueEmail } from './account.testkit';

const LIMITED = { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' };

/** Rate limits of the code- and mail-sending endpoints, per address and per IP (one address here). */
describe('account rate limits', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, close } = await mailedTestApp('sqlite')));
  afterAll(() => close?.());

  const post = (path: string, body: unknown, ip: string) => request(t.app).post(path).set('x-forwarded-for', ip).send(body as object);

  it('sends at most 5 codes an hour to one address, from any number of IPs', async () => {
    const email = uniqueEmail('limit');
    const { limit } = ACCOUNT_RATE_LIMITS.joinCodePerEmail;
    for (let i = 0; i < limit; i += 1) expect((await post('/api/user/join/code', { email }, `10.1.0.${i + 1}`)).status).toBe(200);
    const res = await post('/api/user/join/code', { email: email.toUpperCase() }, '10.1.0.99');
    expect(res.status).toBe(429);
    expect(res.body).toEqual(LIMITED);
    expect(await t.db('email_codes').where({ email })).toHaveLength(limit);
  });

  it('sends at most 20 codes an hour from one IP, whatever the address', async () => {
    const { limit } = ACCOUNT_RATE_LIMITS.joinCodePerIp;
    for (let i = 0; i < limit; i += 1) expect((await post('/api/user/join/code', { email: uniqueEmail('ip') }, '10.2.0.1')).status).toBe(200);
    const res = await post('/api/user/join/code', { email: uniqueEmail('ip') }, '10.2.0.1');
    expect(res.body).toEqual(LIMITED);
  });

  it('checks at most 30 codes in 15 minutes from one IP', async () => {
    const { limit } = ACCOUNT_RATE_LIMITS.joinVerifyPerIp;
    for (let i = 0; i < limit; i += 1) await post('/api/user/join/verify', { email: uniqueEmail('v'), code: '123456' }, '10.3.0.1');
    expect((await post('/api/user/join/verify', { email: uniqueEmail('v'), code: '123456' }, '10.3.0.1')).body).toEqual(LIMITED);
  });

  it('looks up at most 10 emails in 15 minutes from one IP', async () => {
    const { limit } = ACCOUNT_RATE_LIMITS.findEmailPerIp;
    for (let i = 0; i < limit; i += 1) expect((await post('/api/user/find/email', { name: '홍길동', number: `010-0000-${1000 + i}` }, '10.4.0.1')).status).toBe(200);
    expect((await post('/api/user/find/email', { name: '홍길동', number: '010-0000-2000' }, '10.4.0.1')).body).toEqual(LIMITED);
  });

  it('sends at most 3 reset mails an hour for one address and 10 from one IP', async () => {
    const email = uniqueEmail('reset');
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.findPasswordPerEmail.limit; i += 1) expect((await post('/api/user/find/password', { email }, `10.5.0.${i + 1}`)).status).toBe(200);
    expect((await post('/api/user/find/password', { email }, '10.5.0.99')).body).toEqual(LIMITED);
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.findPasswordPerIp.limit; i += 1) expect((await post('/api/user/find/password', { email: uniqueEmail('r') }, '10.6.0.1')).status).toBe(200);
    expect((await post('/api/user/find/password', { email: uniqueEmail('r') }, '10.6.0.1')).body).toEqual(LIMITED);
  });

  it('tries at most 10 resets in 15 minutes from one IP', async () => {
    const body = { token: 'y'.repeat(43), password: 'Byeol&2027', passwordConfirm: 'Byeol&2027' };
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.resetPerIp.limit; i += 1) expect((await post('/api/user/find/password/reset', body, '10.7.0.1')).status).toBe(400);
    expect((await post('/api/user/find/password/reset', body, '10.7.0.1')).body).toEqual(LIMITED);
  });

  it('takes at most 20 sign-ups an hour from one IP', async () => {
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.joinPerIp.limit; i += 1) expect((await post('/api/user/join', {}, '10.8.0.1')).status).toBe(400);
    expect((await post('/api/user/join', {}, '10.8.0.1')).body).toEqual(LIMITED);
  });
});
