import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Config } from '../../config/env';
import { ConfigError } from '../../config/env';

/** The fields of a Google service-account key file that the push needs. */
export interface ServiceAccount {
  client_email: string;
  private_key: string;
  private_key_id?: string;
  /** Where the signed assertion is exchanged for an access token (Google's, or a local stand-in in tests). */
  token_uri: string;
}

export type FcmConfig = Pick<Config, 'FCM_PROJECT_ID' | 'FCM_SERVICE_ACCOUNT_FILE' | 'FCM_SERVICE_ACCOUNT_JSON' | 'FCM_API_URL'>;

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

/** The service account of FCM_SERVICE_ACCOUNT_JSON or FCM_SERVICE_ACCOUNT_FILE; undefined when push is off. */
export function loadServiceAccount(config: FcmConfig): ServiceAccount | undefined {
  if (!config.FCM_PROJECT_ID || !(config.FCM_SERVICE_ACCOUNT_JSON || config.FCM_SERVICE_ACCOUNT_FILE)) return undefined;
  let text: string;
  try {
    text = config.FCM_SERVICE_ACCOUNT_JSON ?? fs.readFileSync(config.FCM_SERVICE_ACCOUNT_FILE as string, 'utf8');
  } catch (error) {
    throw new ConfigError(`FCM_SERVICE_ACCOUNT_FILE cannot be read (${(error as NodeJS.ErrnoException).code}). Point it at the service account's JSON key.`);
  }
  let parsed: Partial<ServiceAccount>;
  try {
    parsed = JSON.parse(text) as Partial<ServiceAccount>;
  } catch {
    throw new ConfigError('The FCM service account is not JSON. Use the key file Firebase gives (서비스 계정 → 새 비공개 키 생성).');
  }
  if (!parsed.client_email || !parsed.private_key) throw new ConfigError('The FCM service account has no client_email or private_key.');
  return { client_email: parsed.client_email, private_key: parsed.private_key, private_key_id: parsed.private_key_id, token_uri: parsed.token_uri ?? GOOGLE_TOKEN_URI };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The RS256-signed JWT assertion of the OAuth 2.0 JWT bearer grant (RFC 7523), as Google's service accounts use it. */
export function signAssertion(account: ServiceAccount, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) }));
  const claims = base64url(JSON.stringify({ iss: account.client_email, scope: SCOPE, aud: account.token_uri, iat, exp: iat + 3600 }));
  const signature = crypto.sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), account.private_key);
  return `${header}.${claims}.${base64url(signature)}`;
}

export interface AccessTokens {
  /** A bearer token, cached until a minute before it expires. */
  get(): Promise<string>;
  /** Forgets the cached token when it is `rejected` (FCM answered 401 to it; a newer one is kept). */
  forget(rejected: string): void;
}

/**
 * Access tokens of the service account, from its token_uri. Signed here rather than by
 * google-auth-library, which posts to Google's token endpoint whatever the key says: the
 * reasons, file and line, are in docs/webview.md.
 */
export function accessTokens(account: ServiceAccount, timeoutMs = 10_000): AccessTokens {
  let cached: { token: string; until: number } | undefined;
  let pending: Promise<string> | undefined;
  const fetchToken = async () => {
    const response = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: signAssertion(account) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('token endpoint answered no access_token');
    cached = { token: body.access_token, until: Date.now() + Math.max(60, (body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  };
  return {
    async get() {
      if (cached && cached.until > Date.now()) return cached.token;
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    forget(rejected) {
      if (cached?.token === rejected) cached = undefined;
    },
  };
}
