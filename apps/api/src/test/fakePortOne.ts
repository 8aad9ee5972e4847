import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of PortOne V2 on loopback, for the API tests and the browser tests (no traffic
 * leaves the machine):
 * - the REST API the server SDK calls: GET /payments/{id}, POST /payments/{id}/cancel, with
 *   `Authorization: PortOne <secret>` checked;
 * - Standard Webhooks signed with the webhook secret, sent to the site's /api/donations/webhook;
 * - for the browser: /v2/browser-sdk.js, a script that stands in for PortOne's (the 후원하기 page
 *   loads it when PORTONE_BROWSER_SDK_URL points here) whose requestPayment opens /checkout, a
 *   page on this origin that plays the gateway's window: 결제하기 pays the amount the browser asked
 *   for (so a tampered amount reaches the server as it would in life), sends the webhook, and goes
 *   back to the site's redirectUrl. A 가상계좌 window issues an account instead (the deposit comes
 *   later: `deposit` in a test, POST /bank/deposit?paymentId= from a browser test, which also
 *   sends the Transaction.Paid webhook).
 */

export interface FakePayment {
  id: string;
  status: 'READY' | 'PAID' | 'FAILED' | 'CANCELLED' | 'VIRTUAL_ACCOUNT_ISSUED';
  amount: number;
  currency: string;
  storeId: string;
  paidAt?: string;
  cancelledAt?: string;
  /** A 가상계좌: the account issued for the deposit. */
  virtualAccount?: { bank: string; accountNumber: string; remitteeName: string; expiredAt: string };
}

export interface FakePortOne {
  url: string;
  apiSecret: string;
  webhookSecret: string;
  storeId: string;
  payments: Map<string, FakePayment>;
  /** Cancel requests received, in order. */
  cancels: { paymentId: string; reason: string }[];
  /** Registers a billing key as PortOne's card window would, and answers it. */
  issueBillingKey(): string;
  /** The next `count` charges of a billing key are refused by the card company. */
  refuseNextCharges(billingKey: string, count: number): void;
  /** Every billing-key charge is answered `ms` later (a slow card company: lets two runners overlap). */
  delayCharges(ms: number): void;
  /** Billing-key charges received (paid or refused), in order. */
  charges: { paymentId: string; billingKey: string; amount: number; paid: boolean }[];
  /** Marks a payment paid (by default with the amount a browser would send). */
  pay(paymentId: string, amount: number, currency?: string): FakePayment;
  /** Issues a 가상계좌 for a payment, as the gateway's window would (72 hours to deposit). */
  issueVirtualAccount(paymentId: string, amount: number): FakePayment;
  /** The donor deposits into the issued account: the payment is paid. */
  deposit(paymentId: string): FakePayment;
  /** Virtual accounts closed through the API, in order. */
  closes: string[];
  /** Sends a signed webhook for a payment to `target` (the site's webhook URL); answers its status. */
  sendWebhook(target: string, type: string, paymentId: string, options?: { webhookId?: string; secret?: string }): Promise<number>;
  /** The env keys that point the site at this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export interface FakePortOneOptions {
  /** 0 (default): any free port. */
  port?: number;
  /** Where /checkout sends its webhook after paying (the site's /api/donations/webhook). */
  webhookTarget?: string;
  /** Fixed secrets (the browser tests' runner gives them to the site too); random by default. */
  apiSecret?: string;
  webhookSecret?: string;
  storeId?: string;
}

/** A Standard Webhooks signature: v1,base64(HMAC-SHA256(secret, "id.timestamp.body")). */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}


/** PortOne's JSON for a payment (the fields the site reads, and the required ones around them). */
function paymentJson(payment: FakePayment): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    status: payment.status,
    id: payment.id,
    transactionId: `tx-${payment.id}`,
    merchantId: 'merchant-fake',
    storeId: payment.storeId,
    channel: { type: 'TEST', id: 'channel-fake', key: 'channel-key-fake', name: 'fake', pgProvider: 'TOSSPAYMENTS', pgMerchantId: 'fake' },
    version: 'V2',
    requestedAt: now,
    updatedAt: now,
    statusChangedAt: now,
    orderName: '나눔 일시 후원',
    amount: { total: payment.amount, taxFree: 0, discount: 0, paid: payment.status === 'PAID' ? payment.amount : 0, cancelled: payment.status === 'CANCELLED' ? payment.amount : 0, cancelledTaxFree: 0 },
    currency: payment.currency,
    customer: {},
    disputes: [],
    ...(payment.virtualAccount ? { method: { type: 'PaymentMethodVirtualAccount', ...payment.virtualAccount, issuedAt: now } } : {}),
    ...(payment.paidAt ? { paidAt: payment.paidAt } : {}),
    ...(payment.cancelledAt ? { cancelledAt: payment.cancelledAt, cancellations: [] } : {}),
  };
}

/** The stand-in of PortOne's browser script: requestPayment opens this origin's /checkout page. */
function browserSdk(origin: string): string {
  return `window.PortOne = {
  requestPayment: function (request) {
    var query = new URLSearchParams({ paymentId: request.paymentId, amount: String(request.totalAmount), currency: request.currency, storeId: request.storeId, payMethod: request.payMethod, orderName: request.orderName, redirectUrl: request.redirectUrl || '' });
    window.location.assign(${JSON.stringify(origin)} + '/checkout?' + query.toString());
    return new Promise(function () {});
  },
  requestIssueBillingKey: function (request) {
    var query = new URLSearchParams({ issueId: request.issueId || '', issueName: request.issueName || '', redirectUrl: request.redirectUrl || '' });
    window.location.assign(${JSON.stringify(origin)} + '/billing?' + query.toString());
    return new Promise(function () {});
  }
};`;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The form fields of the window's one button: what the page was opened with. */
const hiddenFields = (query: URLSearchParams): string => [...query.entries()].map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`).join('');

/** The card company's window for monthly giving, played: a 카드 등록 button issues a billing key. */
function billingPage(query: URLSearchParams): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>카드 등록 (테스트)</title><link rel="icon" href="data:,">
<style>body{font-family:sans-serif;background:#f2f4f6;margin:0;padding:24px}main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}button{width:100%;padding:12px;border:0;border-radius:8px;background:#3182f6;color:#fff;font-size:16px}</style></head>
<body><main><h1>테스트 카드 등록</h1><p>${escape(query.get('issueName') ?? '')}</p><form method="post" action="/billing/issue">${hiddenFields(query)}<button type="submit">카드 등록</button></form></main></body></html>`;
}

/** The gateway's window, played: what is being paid, and a 결제하기 button. */
function checkoutPage(query: URLSearchParams): string {
  const hidden = hiddenFields(query);
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>결제창 (테스트)</title><link rel="icon" href="data:,">
<style>body{font-family:sans-serif;background:#f2f4f6;margin:0;padding:24px}main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.08)}button{width:100%;padding:12px;border:0;border-radius:8px;background:#3182f6;color:#fff;font-size:16px}</style></head>
<body><main><h1>테스트 결제창</h1><p>${escape(query.get('orderName') ?? '')}</p><p>결제 금액: <strong>${escape(Number(query.get('amount')).toLocaleString('ko-KR'))}원</strong></p>
<form method="post" action="/checkout/pay">${hidden}<button type="submit">${query.get('payMethod') === 'VIRTUAL_ACCOUNT' ? '가상계좌 발급받기' : '결제하기'}</button></form></main></body></html>`;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakePortOne({ port: wanted = 0, webhookTarget, ...secrets }: FakePortOneOptions = {}): Promise<FakePortOne> {
  const apiSecret = secrets.apiSecret ?? crypto.randomBytes(24).toString('hex');
  const webhookSecret = secrets.webhookSecret ?? `whsec_${crypto.randomBytes(24).toString('base64')}`;
  const STORE_ID = secrets.storeId ?? 'store-00000000-0000-0000-0000-000000000001';
  const payments = new Map<string, FakePayment>();
  const cancels: { paymentId: string; reason: string }[] = [];
  const billingKeys = new Set<string>();
  const charges: FakePortOne['charges'] = [];
  const refusals = new Map<string, number>();
  let chargeDelayMs = 0;
  let origin = '';

  const closes: string[] = [];
  const issueVirtualAccount = (paymentId: string, amount: number): FakePayment => {
    const payment: FakePayment = {
      id: paymentId, status: 'VIRTUAL_ACCOUNT_ISSUED', amount, currency: 'KRW', storeId: STORE_ID,
      virtualAccount: { bank: 'SHINHAN', accountNumber: `5621${String(payments.size).padStart(10, '0')}`, remitteeName: '(사)나눔', expiredAt: new Date(Date.now() + 72 * 3600_000).toISOString() },
    };
    payments.set(paymentId, payment);
    return payment;
  };
  const deposit = (paymentId: string): FakePayment => {
    const payment = payments.get(paymentId);
    if (payment?.status !== 'VIRTUAL_ACCOUNT_ISSUED') throw new Error(`no virtual account issued for ${paymentId}`);
    payment.status = 'PAID';
    payment.paidAt = new Date().toISOString();
    return payment;
  };
  const pay = (paymentId: string, amount: number, currency = 'KRW'): FakePayment => {
    const payment: FakePayment = { id: paymentId, status: 'PAID', amount, currency, storeId: STORE_ID, paidAt: new Date().toISOString() };
    payments.set(paymentId, payment);
    return payment;
  };

  async function sendWebhook(target: string, type: string, paymentId: string, options: { webhookId?: string; secret?: string } = {}): Promise<number> {
    const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data: { paymentId, storeId: STORE_ID, transactionId: `tx-${paymentId}` } });
    const id = options.webhookId ?? `msg_${crypto.randomBytes(8).toString('hex')}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(options.secret ?? webhookSecret, id, timestamp, body) },
      body,
    });
    return res.status;
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && url.pathname === '/v2/browser-sdk.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' });
        return res.end(browserSdk(origin));
      }
      if (req.method === 'GET' && url.pathname === '/checkout') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(url.searchParams));
      }
      if (req.method === 'GET' && url.pathname === '/billing') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(billingPage(url.searchParams));
      }
      if (req.method === 'POST' && url.pathname === '/billing/issue') {
        const form = new URLSearchParams(await readBody(req));
        const key = `billing-key-${crypto.randomBytes(8).toString('hex')}`;
        billingKeys.add(key);
        const back = new URL(form.get('redirectUrl') ?? '/');
        back.searchParams.set('billingKey', key);
        back.searchParams.set('transactionType', 'ISSUE_BILLING_KEY');
        res.writeHead(303, { location: back.toString() });
        return res.end();
      }
      // The donor's bank, played (browser tests): a deposit into an issued 가상계좌 pays it, and PortOne tells the site.
      if (req.method === 'POST' && url.pathname === '/bank/deposit') {
        const paymentId = url.searchParams.get('paymentId') ?? '';
        if (payments.get(paymentId)?.status !== 'VIRTUAL_ACCOUNT_ISSUED') return json(409, { type: 'NO_VIRTUAL_ACCOUNT', message: 'no account issued' });
        deposit(paymentId);
        if (webhookTarget) await sendWebhook(webhookTarget, 'Transaction.Paid', paymentId).catch(() => undefined);
        return json(200, { paymentId, status: 'PAID' });
      }
      if (req.method === 'POST' && url.pathname === '/checkout/pay') {
        const form = new URLSearchParams(await readBody(req));
        const paymentId = form.get('paymentId') ?? '';
        const virtual = form.get('payMethod') === 'VIRTUAL_ACCOUNT';
        if (virtual) issueVirtualAccount(paymentId, Number(form.get('amount')));
        else pay(paymentId, Number(form.get('amount')), form.get('currency') ?? 'KRW');
        // The webhook first, as PortOne may well deliver it before the browser is back.
        if (webhookTarget) await sendWebhook(webhookTarget, virtual ? 'Transaction.VirtualAccountIssued' : 'Transaction.Paid', paymentId).catch(() => undefined);
        const back = new URL(form.get('redirectUrl') ?? '/');
        back.searchParams.set('paymentId', paymentId);
        back.searchParams.set('transactionType', 'PAYMENT');
        back.searchParams.set('txId', `tx-${paymentId}`);
        res.writeHead(303, { location: back.toString() });
        return res.end();
      }
      const billing = /^\/billing-keys\/([^/]+)$/.exec(url.pathname);
      const charge = /^\/payments\/([^/]+)\/billing-key$/.exec(url.pathname);
      const match = /^\/payments\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      const close = /^\/payments\/([^/]+)\/virtual-account\/close$/.exec(url.pathname);
      if (!match && !billing && !charge && !close) return json(404, { type: 'NOT_FOUND', message: 'unknown path' });
      if (req.headers.authorization !== `PortOne ${apiSecret}`) return json(401, { type: 'UNAUTHORIZED', message: 'bad secret' });
      if (billing && req.method === 'GET') {
        const key = decodeURIComponent(billing[1] as string);
        if (!billingKeys.has(key)) return json(404, { type: 'BILLING_KEY_NOT_FOUND', message: 'no such billing key' });
        return json(200, { status: 'ISSUED', billingKey: key, merchantId: 'merchant-fake', storeId: STORE_ID, methods: [], channels: [], customer: {}, issuedAt: new Date().toISOString() });
      }
      if (charge && req.method === 'POST') {
        const paymentId = decodeURIComponent(charge[1] as string);
        const body = JSON.parse((await readBody(req)) || '{}') as { billingKey?: string; amount?: { total?: number }; currency?: string };
        if (chargeDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chargeDelayMs));
        // As PortOne: a payment id that is already paid is not charged again.
        if (payments.get(paymentId)?.status === 'PAID') return json(409, { type: 'ALREADY_PAID', message: '결제가 이미 완료되었습니다.' });
        const key = body.billingKey ?? '';
        const known = billingKeys.has(key);
        const refusing = refusals.get(key) ?? 0;
        const refused = !known || refusing > 0;
        if (refusing > 0) refusals.set(key, refusing - 1);
        charges.push({ paymentId, billingKey: body.billingKey ?? '', amount: body.amount?.total ?? 0, paid: !refused });
        if (refused) return json(400, { type: 'PG_PROVIDER', message: '카드 한도 초과', pgCode: 'LIMIT', pgMessage: '한도 초과' });
        const paid = pay(paymentId, body.amount?.total ?? 0, body.currency ?? 'KRW');
        return json(200, { payment: { pgTxId: `pg-${paymentId}`, paidAt: paid.paidAt } });
      }
      if (close && req.method === 'POST') {
        const payment = payments.get(decodeURIComponent(close[1] as string));
        if (payment?.status !== 'VIRTUAL_ACCOUNT_ISSUED') return json(409, { type: 'PAYMENT_NOT_WAITING_FOR_DEPOSIT', message: 'no open virtual account' });
        closes.push(payment.id);
        payment.status = 'CANCELLED';
        payment.cancelledAt = new Date().toISOString();
        return json(200, { closedAt: payment.cancelledAt });
      }
      if (!match) return json(404, { type: 'NOT_FOUND', message: 'unknown path' });
      const payment = match ? payments.get(decodeURIComponent(match[1] as string)) : undefined;
      if (match && !payment) return json(404, { type: 'PAYMENT_NOT_FOUND', message: 'no such payment' });
      if (match && payment && req.method === 'GET' && !match[2]) return json(200, paymentJson(payment));
      if (match && payment && req.method === 'POST' && match[2]) {
        const body = JSON.parse((await readBody(req)) || '{}') as { reason?: string };
        if (payment.status !== 'PAID') return json(409, { type: 'PAYMENT_NOT_PAID', message: 'not paid' });
        cancels.push({ paymentId: payment.id, reason: body.reason ?? '' });
        payment.status = 'CANCELLED';
        payment.cancelledAt = new Date().toISOString();
        return json(200, { cancellation: { status: 'SUCCEEDED', id: `cancel-${payment.id}`, totalAmount: payment.amount, taxFreeAmount: 0, vatAmount: 0, reason: body.reason ?? '', requestedAt: payment.cancelledAt } });
      }
      json(404, { type: 'NOT_FOUND', message: 'unknown path' });
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    apiSecret,
    webhookSecret,
    storeId: STORE_ID,
    payments,
    cancels,
    charges,
    issueBillingKey: () => {
      const key = `billing-key-${crypto.randomBytes(8).toString('hex')}`;
      billingKeys.add(key);
      return key;
    },
    refuseNextCharges: (billingKey, count) => {
      refusals.set(billingKey, count);
    },
    delayCharges: (ms) => {
      chargeDelayMs = ms;
    },
    pay,
    issueVirtualAccount,
    deposit,
    closes,
    sendWebhook,
    env: () => ({
      PORTONE_STORE_ID: STORE_ID,
      PORTONE_CHANNEL_KEY_CARD: 'channel-key-card-fake',
      PORTONE_CHANNEL_KEY_TRANSFER: 'channel-key-transfer-fake',
      PORTONE_CHANNEL_KEY_VIRTUAL: 'channel-key-virtual-fake',
      PORTONE_API_SECRET: apiSecret,
      PORTONE_WEBHOOK_SECRET: webhookSecret,
      PORTONE_API_URL: origin,
      PORTONE_BROWSER_SDK_URL: `${origin}/v2/browser-sdk.js`,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
