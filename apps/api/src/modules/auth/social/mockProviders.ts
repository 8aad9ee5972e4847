/**
 * Test helper (used by the social login tests only): one local OAuth2 provider (oauth2-mock-server
 * on 127.0.0.1) that plays Kakao, Naver, Google and Facebook at once, and a browser-like driver of
 * the authorization-code flow against the real app.
 *
 * The provider behaves like the real ones where it matters: it refuses a redirect_uri other than
 * the registered callback, issues single-use codes bound to one client, checks the client secret
 * and redirect_uri at the token endpoint, and answers the profile only for a token it issued, in
 * that provider's own shape.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Express } from 'express';
import { OAuth2Server, type MutableRedirectUri, type MutableResponse, type TokenRequestIncomingMessage } from 'oauth2-mock-server';
import request, { type Response } from 'supertest';
import { SOCIAL_PROVIDERS, type SocialProviderName } from '@nanum/shared/codes';
import type { EnvSource } from '../../../config/env';
import { callbackUrl } from './providers';

/** An account at a provider: what it says about its user. */
export interface ProviderAccount {
  id: string;
  name?: string;
  email?: string;
  /** Whether the provider says the email is verified (Kakao and Google say so explicitly); default true. */
  emailVerified?: boolean;
}

/** Each provider's documented profile answer for an account. */
export const PROFILE_BODIES: Readonly<Record<SocialProviderName, (account: ProviderAccount) => Record<string, unknown>>> = {
  kakao: (a) => ({
    id: Number(a.id),
    connected_at: '2026-11-22T01:02:03Z',
    properties: { nickname: a.name },
    kakao_account: {
      profile_nickname_needs_agreement: false,
      profile: { nickname: a.name, profile_image_url: 'https://k.kakaocdn.net/img.jpg', is_default_image: true },
      has_email: a.email !== undefined,
      email_needs_agreement: false,
      is_email_valid: true,
      is_email_verified: a.emailVerified ?? true,
      email: a.email,
    },
  }),
  naver: (a) => ({
    resultcode: '00',
    message: 'success',
    response: { id: a.id, email: a.email, name: a.name, nickname: a.name, profile_image: 'https://phinf.pstatic.net/img.png' },
  }),
  google: (a) => ({ sub: a.id, name: a.name, given_name: a.name, email: a.email, email_verified: a.emailVerified ?? true, picture: 'https://lh3.googleusercontent.com/a' }),
  facebook: (a) => ({ id: a.id, name: a.name, email: a.email }),
};

let sequence = 0;

/** A fresh provider user id in the provider's own style (Kakao: a number). */
export function providerUserId(provider: SocialProviderName): string {
  sequence += 1;
  const n = `${Date.now()}${sequence}`.slice(-12);
  if (provider === 'kakao') return `4${n}`;
  if (provider === 'naver') return `nv${n}-${randomUUID().slice(0, 8)}_Ab`;
  return `1${n}${sequence}`;
}

const clientId = (provider: SocialProviderName) => `${provider}-client-id`;
const clientSecret = (provider: SocialProviderName) => `${provider}-client-secret`;

export class MockProviders {
  readonly server = new OAuth2Server();
  /** The account each provider logs in at its next authorization. */
  private readonly next = new Map<SocialProviderName, ProviderAccount>();
  private readonly codes = new Map<string, { provider: SocialProviderName; account: ProviderAccount }>();
  private readonly tokens = new Map<string, { provider: SocialProviderName; account: ProviderAccount }>();
  /** Token requests received, good or bad (a refused callback must not reach the token endpoint). */
  tokenRequests = 0;

  constructor(private readonly publicUrl: string) {}

  get service() {
    return this.server.service;
  }

  get url(): string {
    const url = this.server.issuer.url;
    if (!url) throw new Error('the mock provider is not started');
    return url.replace(/\/+$/, '');
  }

  async start(): Promise<void> {
    await this.server.issuer.keys.generate('RS256');
    await this.server.start(0, '127.0.0.1');
    this.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, req: IncomingMessage) => this.authorize(redirect, req));
    this.service.on('beforeResponse', (response: MutableResponse, req: TokenRequestIncomingMessage) => this.token(response, req));
    this.service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => this.userinfo(response, req));
  }

  async stop(): Promise<void> {
    await this.server.stop();
  }

  /** Settings that configure the given providers (default all four) against this mock. */
  env(providers: readonly SocialProviderName[] = SOCIAL_PROVIDERS): EnvSource {
    return Object.fromEntries(
      providers.flatMap((provider) => {
        const prefix = provider.toUpperCase();
        return [
          [`${prefix}_CLIENT_ID`, clientId(provider)],
          [`${prefix}_CLIENT_SECRET`, clientSecret(provider)],
          [`${prefix}_AUTH_URL`, `${this.url}/authorize`],
          [`${prefix}_TOKEN_URL`, `${this.url}/token`],
          [`${prefix}_PROFILE_URL`, `${this.url}/userinfo`],
        ];
      }),
    );
  }

  /** The account the provider logs in at its next authorization. */
  willLogIn(provider: SocialProviderName, account: ProviderAccount): void {
    this.next.set(provider, account);
  }

  private providerOfClient(id: unknown): SocialProviderName | undefined {
    return SOCIAL_PROVIDERS.find((provider) => clientId(provider) === id);
  }

  private authorize({ url }: MutableRedirectUri, req: IncomingMessage): void {
    const query = new URL(req.url ?? '/', this.url).searchParams;
    const provider = this.providerOfClient(query.get('client_id'));
    const account = provider && this.next.get(provider);
    const code = url.searchParams.get('code');
    if (!provider || !account || !code || query.get('redirect_uri') !== callbackUrl(this.publicUrl, provider)) {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'invalid_request');
      return;
    }
    this.codes.set(code, { provider, account });
  }

  private token(response: MutableResponse, req: TokenRequestIncomingMessage): void {
    this.tokenRequests += 1;
    const body = req.body as unknown as Record<string, unknown>;
    const grant = typeof body.code === 'string' ? this.codes.get(body.code) : undefined;
    if (typeof body.code === 'string') this.codes.delete(body.code); // single use
    const ok =
      grant !== undefined &&
      body.grant_type === 'authorization_code' &&
      body.client_id === clientId(grant.provider) &&
      body.client_secret === clientSecret(grant.provider) &&
      body.redirect_uri === callbackUrl(this.publicUrl, grant.provider);
    if (!ok) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
      return;
    }
    const accessToken = `${grant.provider}-${randomUUID()}`;
    this.tokens.set(accessToken, grant);
    response.body = { access_token: accessToken, token_type: 'bearer', expires_in: 3600, refresh_token: randomUUID() };
  }

  private userinfo(response: MutableResponse, req: IncomingMessage): void {
    const header = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = header ?? new URL(req.url ?? '/', this.url).searchParams.get('access_token') ?? '';
    const grant = this.tokens.get(token);
    if (!grant) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = PROFILE_BODIES[grant.provider](grant.account);
  }
}

const sessionCookieOf = (res: Response): string | undefined =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith('nanum.sid='))
    ?.split(';')[0];

export interface FlowOptions {
  /** The browser's session cookie before the flow (a logged-in member). */
  cookie?: string;
  returnTo?: string;
  /** Changes the provider's redirect back to the site (e.g. a forged state). */
  tamper?: (callback: URL) => void;
  /** The cookie the callback arrives with, when not the flow's own (null: none, as from another browser). */
  callbackCookie?: string | null;
}

export interface FlowResult {
  start: Response;
  /** The session cookie the start set (the anonymous session that holds the state). */
  startCookie: string | undefined;
  /** The path and query the provider sent the browser back to. */
  callbackPath: string;
  callback: Response;
  /** The browser's session cookie after the flow. */
  cookie: string | undefined;
  /** Where the callback sent the browser. */
  location: string | undefined;
}

/**
 * Drives the authorization-code flow like a browser: GET the start route, follow its redirect to
 * the provider's authorize endpoint, follow the provider's redirect back to the callback, carrying
 * the session cookie all the way.
 */
export async function socialFlow(app: Express, provider: SocialProviderName, options: FlowOptions = {}): Promise<FlowResult> {
  let cookie = options.cookie;
  const startReq = request(app).get(`/api/user/login/${provider}`);
  if (options.returnTo !== undefined) startReq.query({ returnTo: options.returnTo });
  const start = await (cookie ? startReq.set('cookie', cookie) : startReq);
  cookie = sessionCookieOf(start) ?? cookie;
  const startCookie = cookie;
  if (start.status !== 302) throw new Error(`start answered ${start.status}: ${JSON.stringify(start.body)}`);

  const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
  const back = atProvider.headers.get('location');
  if (atProvider.status !== 302 || !back) throw new Error(`the provider answered ${atProvider.status}`);
  const callbackUrlBack = new URL(back);
  options.tamper?.(callbackUrlBack);

  const callbackPath = `${callbackUrlBack.pathname}${callbackUrlBack.search}`;
  if (options.callbackCookie !== undefined) cookie = options.callbackCookie ?? undefined;
  const callbackReq = request(app).get(callbackPath);
  const callback = await (cookie ? callbackReq.set('cookie', cookie) : callbackReq);
  cookie = sessionCookieOf(callback) ?? cookie;
  return { start, startCookie, callbackPath, callback, cookie, location: callback.headers.location as string | undefined };
}
