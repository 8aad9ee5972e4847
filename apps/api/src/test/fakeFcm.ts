import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Google on loopback: the OAuth 2.0 token endpoint of a service account (the JWT
 * bearer grant; the assertion's RS256 signature, issuer, audience and scope are checked) and FCM
 * HTTP v1 `POST /v1/projects/{project}/messages:send` (the bearer it issued is required). Tests
 * point the app at it (FCM_API_URL, and the service account's token_uri) and read what arrived;
 * `scripts/fake-fcm.ts` runs it for the browser tests, which read `GET /__sent`.
 */
export interface ReceivedPush {
  /** The `message` of the request body, as sent. */
  message: { token: string; notification?: { title?: string; body?: string }; data?: Record<string, string>; android?: Record<string, unknown>; apns?: { headers?: Record<string, string>; payload?: Record<string, unknown> } };
  at: number;
  /** The bearer token it came with (each sender process gets its own). */
  bearer: string;
}

/** One scripted answer to a send for a device token (then 200 for the rest). */
export interface FakeAnswer {
  status: number;
  errorCode?: string;
  /** The error's message (FCM's own words; the error code when left out). */
  message?: string;
  retryAfter?: string;
}

export interface FakeFcm {
  /** FCM_API_URL. */
  url: string;
  projectId: string;
  /** A service account's JSON key whose token_uri is this server (FCM_SERVICE_ACCOUNT_JSON). */
  serviceAccountJson: string;
  /** Messages answered 200, in order. */
  sent: ReceivedPush[];
  /** Every send request, whatever it was answered. */
  attempts: ReceivedPush[];
  tokenGrants: number;
  script(token: string, answers: FakeAnswer[]): void;
  /** Stops accepting every access token issued so far (FCM answers 401 to them). */
  revokeTokens(): void;
  /** The token endpoint answers 400 invalid_grant while on (a key revoked in the console). */
  refuseGrants(on: boolean): void;
  /** Holds every send for `ms` before answering (a slow FCM). */
  delay(ms: number): void;
  /** Answers the next `count` sends, then holds every later one unanswered (received, in flight) until release(). */
  holdAfter(count: number): void;
  /** Answers the held sends (a client that died meanwhile never reads the answer: FCM delivers all the same). */
  release(): void;
  sentTo(token: string): ReceivedPush[];
  waitForSent(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const CLIENT_EMAIL = 'push@nanum-test.iam.gserviceaccount.com';

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function fcmError(status: number, errorCode: string, message = errorCode) {
  return { error: { code: status, message, status: errorCode === 'UNREGISTERED' ? 'NOT_FOUND' : errorCode, details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] } };
}

export async function startFakeFcm(options: { port?: number; projectId?: string } = {}): Promise<FakeFcm> {
  const projectId = options.projectId ?? 'nanum-test';
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const issued = new Set<string>();
  const scripts = new Map<string, FakeAnswer[]>();
  const sent: ReceivedPush[] = [];
  const attempts: ReceivedPush[] = [];
  let tokenGrants = 0;
  let delayMs = 0;
  let answerable = Number.POSITIVE_INFINITY;
  const held: (() => void)[] = [];
  let refusing = false;
  let base = '';

  const grant = (form: URLSearchParams): string | undefined => {
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return undefined;
    const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
    if (!header || !claims || !signature) return undefined;
    if (!crypto.verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url'))) return undefined;
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { iss?: string; aud?: string; scope?: string; exp?: number };
    if (body.iss !== CLIENT_EMAIL || body.aud !== `${base}/token` || body.scope !== SCOPE || (body.exp ?? 0) * 1000 < Date.now()) return undefined;
    const token = `ya29.fake-${crypto.randomBytes(12).toString('hex')}`;
    issued.add(token);
    return token;
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      if (req.method === 'POST' && req.url === '/token') {
        const token = refusing ? undefined : grant(new URLSearchParams(text));
        if (!token) return answer(res, 400, { error: 'invalid_grant' });
        tokenGrants += 1;
        return answer(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      }
      if (req.method === 'GET' && req.url === '/__sent') return answer(res, 200, sent);
      const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !send) return answer(res, 404, fcmError(404, 'NOT_FOUND'));
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!issued.has(bearer)) return answer(res, 401, fcmError(401, 'UNAUTHENTICATED'));
      if (send[1] !== projectId) return answer(res, 403, fcmError(403, 'SENDER_ID_MISMATCH'));
      const { message } = JSON.parse(text) as { message: ReceivedPush['message'] };
      const received = { message, at: Date.now(), bearer };
      attempts.push(received);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (answerable <= 0) await new Promise<void>((resolve) => held.push(resolve));
      else answerable -= 1;
      const scripted = scripts.get(message.token)?.shift();
      if (scripted && scripted.status !== 200) {
        return answer(res, scripted.status, fcmError(scripted.status, scripted.errorCode ?? 'UNAVAILABLE', scripted.message), scripted.retryAfter ? { 'retry-after': scripted.retryAfter } : {});
      }
      sent.push(received);
      answer(res, 200, { name: `projects/${projectId}/messages/${sent.length}` });
    })().catch(() => answer(res, 400, fcmError(400, 'INVALID_ARGUMENT')));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const serviceAccountJson = JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    private_key_id: 'fake-key-1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: CLIENT_EMAIL,
    token_uri: `${base}/token`,
  });

  return {
    url: base,
    projectId,
    serviceAccountJson,
    sent,
    attempts,
    get tokenGrants() {
      return tokenGrants;
    },
    script: (token, answers) => scripts.set(token, [...answers]),
    revokeTokens: () => issued.clear(),
    refuseGrants: (on) => {
      refusing = on;
    },
    holdAfter: (count) => {
      answerable = count;
    },
    release: () => {
      answerable = Number.POSITIVE_INFINITY;
      for (const resolve of held.splice(0)) resolve();
    },
    delay: (ms) => {
      delayMs = ms;
    },
    sentTo: (token) => sent.filter((push) => push.message.token === token),
    async waitForSent(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (sent.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} pushes, got ${sent.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return sent;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
