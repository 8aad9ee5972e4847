import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_PROVIDER_CODES, SOCIAL_PROVIDERS, type SocialProviderName } from '@nanum/shared/codes';
import type { MutableRedirectUri, MutableResponse } from 'oauth2-mock-server';
import { createTestUser, loginCookie } from '../../../test/fixtures';
import { createTestApp, TEST_ENV, type TestApp } from '../../../test/testApp';
import { testDialects } from '../../../test/testDb';
import { MockProviders, providerUserId, socialFlow, type ProviderAccount } from './mockProviders';
import { insertIdentity } from './social.repo';

const PUBLIC_URL = TEST_ENV.PUBLIC_URL as string;
/** A member who is not certified lands on / whatever the return path: the app's start alerts and moves them to the join page. */
const UNCERTIFIED_LANDING = '/?login=done';
const NOT_FOUND = { status: 404, message: '지원하지 않는 로그인 방식입니다.' };

let emails = 0;
const uniqueEmail = (label: string) => `${label}-${(emails += 1)}-${Date.now().toString(36)}@example.com`;

describe.each(testDialects())('social login against a local OAuth2 provider (%s)', (dialect) => {
  let t: TestApp;
  let mock: MockProviders;

  beforeAll(async () => {
    mock = new MockProviders(PUBLIC_URL);
    await mock.start();
    // Many flows from one address: the login limit is tested on its own app below.
    t = await createTestApp(dialect, { ...mock.env(), LOGIN_LIMIT_PER_IP: '1000' });
  });
  afterAll(async () => {
    await t?.drop();
    await mock?.stop();
  });

  const self = async (cookie: string | undefined) => {
    const req = request(t.app).get('/api/user/get/self/information');
    return (await (cookie ? req.set('cookie', cookie) : req)).body.data;
  };

  const counts = async () => {
    const [users] = await t.db('users').count({ n: '*' });
    const [identities] = await t.db('social_identities').count({ n: '*' });
    return { users: Number(users?.n), identities: Number(identities?.n) };
  };

  /** A member who joined through `provider` earlier and is certified by now. */
  async function certifiedSocialMember(provider: SocialProviderName, account: Partial<ProviderAccount> = {}) {
    const full = { id: providerUserId(provider), name: '김나눔', ...account };
    mock.willLogIn(provider, full);
    const first = await socialFlow(t.app, provider);
    const me = await self(first.cookie);
    await t.db('users').where({ id: me.id }).update({ certify: 1 });
    return { userId: me.id as number, account: full };
  }

  it('lists the configured providers in button order', async () => {
    const res = await request(t.app).get('/api/user/login/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, data: ['kakao', 'naver', 'google', 'facebook'] });
  });

  it.each(SOCIAL_PROVIDERS)('a first %s login creates an uncertified account, logs it in and sends it to complete the join', async (provider) => {
    const id = providerUserId(provider);
    const email = uniqueEmail(`first-${provider}`);
    mock.willLogIn(provider, { id, name: '홍길동', email });
    const before = await counts();

    const flow = await socialFlow(t.app, provider);

    // The start sent the browser to the provider with our client, callback and a state.
    const authorize = new URL(flow.start.headers.location as string);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${mock.url}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(`${provider}-client-id`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/user/login/${provider}/callback`);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{20,}$/);

    expect(flow.callback.status).toBe(302);
    expect(flow.location).toBe(UNCERTIFIED_LANDING);
    expect(flow.cookie).toBeDefined();
    expect(flow.cookie).not.toBe(flow.startCookie); // a new session id at login

    const me = await self(flow.cookie);
    expect(me).toMatchObject({ name: '홍길동', email, passport: SOCIAL_PROVIDER_CODES[provider], certify: false, power: 0 });
    expect(await t.db('users').where({ id: me.id }).first('password_hash', 'passport', 'certify')).toEqual({
      password_hash: null,
      passport: SOCIAL_PROVIDER_CODES[provider],
      certify: 0,
    });
    const identities = await t.db('social_identities').where({ user_id: me.id }).select('provider', 'provider_user_id', 'email');
    expect(identities).toEqual([{ provider, provider_user_id: id, email }]);
    expect(await counts()).toEqual({ users: before.users + 1, identities: before.identities + 1 });

    // The login is a real one: the session records when it began (absolute lifetime).
    const sid = decodeURIComponent((flow.cookie as string).split('=')[1] as string).slice(2).split('.')[0];
    const session = JSON.parse((await t.db('sessions').where({ sid }).first()).sess);
    expect(session.loginAt).toBeGreaterThan(Date.now() - 60_000);
    expect(session.passport.user.id).toBe(me.id);
  });

  it.each(SOCIAL_PROVIDERS)('a returning certified %s member is logged in and sent back to the page they came from', async (provider) => {
    const { userId } = await certifiedSocialMember(provider);
    const before = await counts();

    const flow = await socialFlow(t.app, provider, { returnTo: '/community/notice?page=2' });

    expect(flow.location).toBe('/community/notice?page=2&login=done');
    expect(await self(flow.cookie)).toMatchObject({ id: userId, certify: true });
    expect(await counts()).toEqual(before);
  });

  it('a returning member who is still not certified lands on / (start alert, then the join page), whatever the return path', async () => {
    const id = providerUserId('naver');
    mock.willLogIn('naver', { id, name: '미인증' });
    const first = await socialFlow(t.app, 'naver');
    const flow = await socialFlow(t.app, 'naver', { returnTo: '/youth/champ' });
    expect(flow.location).toBe(UNCERTIFIED_LANDING);
    expect(await self(flow.cookie)).toMatchObject({ id: (await self(first.cookie)).id, certify: false });
  });

  it('goes to / when no return path was given, and forgets the return path of an earlier flow', async () => {
    const { account } = await certifiedSocialMember('google');
    mock.willLogIn('google', account);
    const denied = () => mock.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    denied();
    // A failed login comes back to the page it started from, saying so.
    expect((await socialFlow(t.app, 'google', { returnTo: '/press' })).location).toBe('/press?login=failed');
    expect((await socialFlow(t.app, 'google')).location).toBe('/?login=done');
  });

  it('an account without an email from the provider gets a stand-in address that never delivers', async () => {
    const id = providerUserId('kakao');
    mock.willLogIn('kakao', { id, name: '이메일없음' });
    const flow = await socialFlow(t.app, 'kakao');
    const me = await self(flow.cookie);
    expect(me.email).toBe(`kakao.${id}@sns.invalid`);
    expect(await t.db('social_identities').where({ user_id: me.id }).first('email')).toEqual({ email: null });
  });

  it('a logged-in member links Kakao to their own account, and Kakao logs them in from then on', async () => {
    const member = await createTestUser(t.db, { name: '이연결' });
    const cookie = await loginCookie(t.app, member.email);
    const id = providerUserId('kakao');
    // The provider's email is a different one: linking is explicit, no email needs to match.
    mock.willLogIn('kakao', { id, name: '카톡닉네임', email: uniqueEmail('kakao-link') });
    const before = await counts();

    const link = await socialFlow(t.app, 'kakao', { cookie, returnTo: '/youth/champ' });

    expect(link.location).toBe('/youth/champ?login=linked');
    expect(await self(link.cookie)).toMatchObject({ id: member.id, name: '이연결', email: member.email, passport: 0 });
    expect(await t.db('social_identities').where({ provider: 'kakao', provider_user_id: id }).first('user_id')).toEqual({ user_id: member.id });
    expect(await counts()).toEqual({ users: before.users, identities: before.identities + 1 });

    const login = await socialFlow(t.app, 'kakao');
    expect(login.location).toBe('/?login=done');
    expect(await self(login.cookie)).toMatchObject({ id: member.id });
  });

  it.each(SOCIAL_PROVIDERS)('a %s login whose email already has an account logs nobody in and asks to link first; nothing is written', async (provider) => {
    const member = await createTestUser(t.db, { email: uniqueEmail(`taken-${provider}`) });
    mock.willLogIn(provider, { id: providerUserId(provider), name: '같은메일', email: member.email.toUpperCase() });
    const before = await counts();

    const flow = await socialFlow(t.app, provider);

    expect(flow.location).toBe('/?login=link-required');
    expect(await self(flow.cookie)).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('does not trust an email the provider has not verified: no link is asked and the owner is not touched', async () => {
    const member = await createTestUser(t.db, { email: uniqueEmail('unverified') });
    const id = providerUserId('google');
    mock.willLogIn('google', { id, name: '사칭', email: member.email, emailVerified: false });

    const flow = await socialFlow(t.app, 'google');

    expect(flow.location).toBe(UNCERTIFIED_LANDING);
    const me = await self(flow.cookie);
    expect(me.id).not.toBe(member.id);
    expect(me.email).toBe(`google.${id}@sns.invalid`);
    expect(await t.db('social_identities').where({ user_id: member.id })).toHaveLength(0);
  });

  describe('refuses a callback it cannot tie to a flow this browser started (nothing exchanged or written)', () => {
    it.each([
      ['a forged state', { tamper: (url: URL) => url.searchParams.set('state', 'forged0state0value0forged') }],
      ['no state', { tamper: (url: URL) => url.searchParams.delete('state') }],
      ['no session (opened in another browser)', { callbackCookie: null }],
    ])('%s', async (_label, options) => {
      mock.willLogIn('google', { id: providerUserId('google'), name: '공격자', email: uniqueEmail('state') });
      const before = await counts();
      const tokenRequests = mock.tokenRequests;

      const flow = await socialFlow(t.app, 'google', options);

      expect(flow.location).toBe('/?login=failed');
      expect(mock.tokenRequests).toBe(tokenRequests);
      expect(await self(flow.cookie)).toBeNull();
      expect(await counts()).toEqual(before);
    });

    it('a state used once (a replayed callback)', async () => {
      mock.willLogIn('facebook', { id: providerUserId('facebook'), name: '재사용', email: uniqueEmail('replay') });
      const flow = await socialFlow(t.app, 'facebook');
      expect(flow.location).toBe(UNCERTIFIED_LANDING);
      const before = await counts();
      const replay = await request(t.app)
        .get(flow.callbackPath)
        .set('cookie', flow.startCookie as string);
      expect(replay.headers.location).toBe('/?login=failed');
      expect(await counts()).toEqual(before);
    });
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'evil.example/path',
    'HTTPS://evil.example/',
  ])('ignores the return path %j (no open redirect): the member lands on / of this site', async (returnTo) => {
    const { account } = await certifiedSocialMember('naver');
    mock.willLogIn('naver', account);
    const flow = await socialFlow(t.app, 'naver', { returnTo });
    expect(flow.location).toBe('/?login=done');
  });

  describe('when the provider fails, the user lands back where they started with ?login=failed, nothing written and no error page', () => {
    const failures: [string, () => void][] = [
      [
        'the user refuses consent',
        () =>
          mock.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
            url.searchParams.delete('code');
            url.searchParams.set('error', 'access_denied');
            url.searchParams.set('error_description', 'The user denied the request');
          }),
      ],
      [
        'the authorization answers an error',
        () =>
          mock.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
            url.searchParams.delete('code');
            url.searchParams.set('error', 'server_error');
          }),
      ],
      [
        'the token endpoint answers an error',
        () =>
          mock.service.once('beforeResponse', (response: MutableResponse) => {
            response.statusCode = 400;
            response.body = { error: 'invalid_grant', error_description: 'code expired' };
          }),
      ],
      [
        'the profile endpoint fails',
        () =>
          mock.service.once('beforeUserinfo', (response: MutableResponse) => {
            response.statusCode = 500;
            response.body = { error: 'server_error' };
          }),
      ],
      [
        'the profile has no id',
        () =>
          mock.service.once('beforeUserinfo', (response: MutableResponse) => {
            response.body = { resultcode: '00', response: {}, kakao_account: {} };
          }),
      ],
    ];

    const cases = SOCIAL_PROVIDERS.flatMap((provider) => failures.map(([label, arrange]) => [provider, label, arrange] as const));

    it.each(cases)('%s: %s', async (provider, _label, arrange) => {
      mock.willLogIn(provider, { id: providerUserId(provider), name: '실패', email: uniqueEmail(`fail-${provider}`) });
      arrange();
      const before = await counts();

      const flow = await socialFlow(t.app, provider, { returnTo: '/press' });

      expect(flow.callback.status).toBe(302);
      expect(flow.location).toBe('/press?login=failed');
      expect(flow.callback.text).not.toMatch(/Error|\bat\b|stack/);
      expect(await self(flow.cookie)).toBeNull();
      expect(await counts()).toEqual(before);
    });

    it('Naver answers a result code other than 00', async () => {
      mock.willLogIn('naver', { id: providerUserId('naver'), name: '네이버오류' });
      mock.service.once('beforeUserinfo', (response: MutableResponse) => {
        response.body = { resultcode: '024', message: 'Authentication failed' };
      });
      const before = await counts();
      const flow = await socialFlow(t.app, 'naver');
      expect(flow.location).toBe('/?login=failed');
      expect(await counts()).toEqual(before);
    });
  });

  describe('a provider account belongs to one member', () => {
    it('another logged-in member cannot link it (and stays who they are)', async () => {
      const { userId: ownerId, account } = await certifiedSocialMember('kakao');
      const other = await createTestUser(t.db);
      const cookie = await loginCookie(t.app, other.email);
      mock.willLogIn('kakao', account);
      const before = await counts();

      const flow = await socialFlow(t.app, 'kakao', { cookie });

      expect(flow.location).toBe('/?login=already-linked');
      expect(await self(flow.cookie)).toMatchObject({ id: other.id });
      expect(await t.db('social_identities').where({ provider: 'kakao', provider_user_id: account.id }).first('user_id')).toEqual({ user_id: ownerId });
      expect(await counts()).toEqual(before);
    });

    it('a member cannot link a second account of the same provider', async () => {
      const member = await createTestUser(t.db);
      const cookie = await loginCookie(t.app, member.email);
      mock.willLogIn('google', { id: providerUserId('google'), name: '첫번째' });
      expect((await socialFlow(t.app, 'google', { cookie })).location).toBe('/?login=linked');
      mock.willLogIn('google', { id: providerUserId('google'), name: '두번째' });
      const before = await counts();

      const flow = await socialFlow(t.app, 'google', { cookie });

      expect(flow.location).toBe('/?login=provider-linked');
      expect(await self(flow.cookie)).toMatchObject({ id: member.id });
      expect(await counts()).toEqual(before);
    });

    it('linking it again to the same member changes nothing', async () => {
      const member = await createTestUser(t.db);
      const cookie = await loginCookie(t.app, member.email);
      const account = { id: providerUserId('facebook'), name: '페북' };
      mock.willLogIn('facebook', account);
      await socialFlow(t.app, 'facebook', { cookie });
      const before = await counts();
      mock.willLogIn('facebook', account);
      const again = await socialFlow(t.app, 'facebook', { cookie });
      expect(again.location).toBe('/?login=linked');
      expect(await counts()).toEqual(before);
    });

    it('the database itself refuses a second row for the same provider account', async () => {
      const { account } = await certifiedSocialMember('naver');
      const other = await createTestUser(t.db);
      await expect(insertIdentity(t.db, { userId: other.id, provider: 'naver', providerUserId: account.id, email: null })).rejects.toThrow();
    });
  });

  it('limits social logins per IP: past the limit the browser comes back to /?login=limited, and nobody is logged in', async () => {
    const limited = await createTestApp(dialect, { ...mock.env(['kakao']), LOGIN_LIMIT_PER_IP: '1' });
    try {
      mock.willLogIn('kakao', { id: providerUserId('kakao'), name: '제한' });
      const first = await socialFlow(limited.app, 'kakao'); // start and callback: the two allowed
      expect(first.location).toBe(UNCERTIFIED_LANDING);
      const users = async () => Number((await limited.db('users').count({ n: '*' }))[0]?.n);
      const before = await users();
      const start = await request(limited.app).get('/api/user/login/kakao');
      expect(start.status).toBe(302);
      expect(start.headers.location).toBe('/?login=limited');
      const callback = await request(limited.app).get(first.callbackPath);
      expect(callback.headers.location).toBe('/?login=limited');
      expect(callback.headers['set-cookie']).toBeUndefined();
      expect(await users()).toBe(before);
    } finally {
      await limited.drop();
    }
  });

  describe('unknown and unconfigured providers', () => {
    let only: TestApp;
    let none: TestApp;
    beforeAll(async () => {
      only = await createTestApp(dialect, mock.env(['kakao']));
      none = await createTestApp(dialect);
    });
    afterAll(async () => {
      await only?.drop();
      await none?.drop();
    });

    it('lists only the configured providers', async () => {
      expect((await request(only.app).get('/api/user/login/providers')).body).toEqual({ status: 200, data: ['kakao'] });
      expect((await request(none.app).get('/api/user/login/providers')).body).toEqual({ status: 200, data: [] });
    });

    it.each(['/api/user/login/naver', '/api/user/login/naver/callback?code=x&state=y', '/api/user/login/google', '/api/user/login/twitter'])(
      'answers 404 with a Korean message for %s',
      async (path) => {
        const res = await request(only.app).get(path);
        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
        expect(res.headers['set-cookie']).toBeUndefined();
      },
    );

    it('still runs the configured one', async () => {
      mock.willLogIn('kakao', { id: providerUserId('kakao'), name: '카카오만' });
      expect((await socialFlow(only.app, 'kakao')).location).toBe(UNCERTIFIED_LANDING);
    });

    it('answers 404 for an unknown provider on a site with all four', async () => {
      const res = await request(t.app).get('/api/user/login/twitter');
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    });
  });
});
