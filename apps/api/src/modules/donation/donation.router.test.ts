import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import type { FakePortOne } from '../../test/fakePortOne';
import type { MailCatcher } from '../../test/mailCatcher';
import { givingTestApp, type GivingTestApp } from '../../test/givingTestApp';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

const gift = (email: string, amount = 30_000) => ({ amount, method: 'card', name: '김후원', email, phone: '010-1234-5678', agree: true });

describe.each(testDialects())('one-time giving through PortOne (%s)', (dialect) => {
  let giving: GivingTestApp;
  let t: TestApp;
  let portone: FakePortOne;
  let mail: MailCatcher;
  let webhookUrl: string;

  beforeAll(async () => {
    giving = await givingTestApp(dialect);
    ({ t, portone, mail, webhookUrl } = giving);
  });
  afterAll(async () => {
    await giving.close();
  });

  const checkout = async (body: object, cookie?: string) => {
    const req = request(t.app).post('/api/donations');
    const res = await (cookie ? req.set('cookie', cookie) : req).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { paymentId: string; amount: number; storeId: string; channelKey: string; payMethod: string };
  };
  const row = (paymentId: string) => t.db('donations').where({ payment_id: paymentId }).first();
  const complete = (paymentId: string) => request(t.app).post(`/api/donations/${paymentId}/complete`).send({});

  it('tells the page that online payment is on, with the methods configured', async () => {
    const res = await request(t.app).get('/api/donations/setup');
    expect(res.body.data.payments).toEqual({ storeId: portone.storeId, methods: ['card', 'transfer', 'virtual'], sdkUrl: `${portone.url}/v2/browser-sdk.js` });
    // The page's CSP admits that script (and nothing of PortOne's when giving is off: headers.test.ts).
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' https://t1.daumcdn.net ${portone.url}`);
  });

  it('a visitor gives 30,000원 by card: recorded only after PortOne confirms it, thanked by mail once, shown masked on the thank-you page', async () => {
    const email = 'visitor-gift@nanum.example';
    const started = await checkout(gift(email));
    expect(started).toMatchObject({ amount: 30_000, storeId: portone.storeId, channelKey: 'channel-key-card-fake', payMethod: 'CARD' });
    expect(await row(started.paymentId)).toMatchObject({ state: 'pending', user_id: null, donor_email: email });

    // Back from the window before paying: nothing is recorded as given.
    portone.payments.set(started.paymentId, { id: started.paymentId, status: 'READY', amount: 30_000, currency: 'KRW', storeId: portone.storeId });
    const early = await complete(started.paymentId);
    expect(early.body).toMatchObject({ message: '결제를 확인하고 있습니다.', data: { state: 'pending' } });

    portone.pay(started.paymentId, 30_000);
    const done = await complete(started.paymentId);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: '후원해주셔서 감사합니다.', data: { state: 'paid', amount: 30_000, method: 'card', maskedName: '김*원' } });
    expect(JSON.stringify(done.body)).not.toContain(email);
    expect(await row(started.paymentId)).toMatchObject({ state: 'paid', transaction_id: `tx-${started.paymentId}` });

    const thanks = await mail.waitFor(email);
    expect(thanks.subject).toContain('후원해주셔서 감사합니다');
    expect(thanks.text).toContain('30,000원');
    // Coming back again (a reload) changes nothing and thanks no one twice.
    expect((await complete(started.paymentId)).body.data.state).toBe('paid');
    expect((await request(t.app).get(`/api/donations/${started.paymentId}`)).body.data).toMatchObject({ state: 'paid', amount: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.to(email)).toHaveLength(1);
  });

  it('refuses an amount changed in the browser: the gift fails, the payment is cancelled back, no thanks are sent', async () => {
    const email = 'tamper@nanum.example';
    const started = await checkout(gift(email, 50_000));
    // The browser asked PortOne's window for 1,000원 instead of the 50,000원 the server recorded.
    portone.pay(started.paymentId, 1_000);
    const res = await complete(started.paymentId);
    expect(res.body).toMatchObject({ message: '결제 금액이 후원 신청 금액과 달라 결제를 취소했습니다. 다시 시도해주세요.', data: { state: 'failed', amount: 50_000 } });
    expect(await row(started.paymentId)).toMatchObject({ state: 'failed', paid_at: null });
    expect(portone.cancels.map((cancel) => cancel.paymentId)).toContain(started.paymentId);
    // A webhook for the same payment afterwards does not turn it into a gift.
    expect(await portone.sendWebhook(webhookUrl, 'Transaction.Paid', started.paymentId)).toBe(200);
    expect((await row(started.paymentId)).state).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.to(email)).toHaveLength(0);
  });

  it('a webhook before the browser returns, then replayed, then the return: the gift is recorded and thanked once', async () => {
    const email = 'webhook-first@nanum.example';
    const started = await checkout({ ...gift(email, 10_000), method: 'transfer' });
    portone.pay(started.paymentId, 10_000);
    expect(await portone.sendWebhook(webhookUrl, 'Transaction.Paid', started.paymentId, { webhookId: 'msg_once' })).toBe(200);
    const paid = await row(started.paymentId);
    expect(paid).toMatchObject({ state: 'paid', method: 'transfer' });
    expect(await portone.sendWebhook(webhookUrl, 'Transaction.Paid', started.paymentId, { webhookId: 'msg_once' })).toBe(200);
    expect((await complete(started.paymentId)).body.data.state).toBe('paid');
    expect(await row(started.paymentId)).toEqual(paid);
    await mail.waitFor(email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.to(email)).toHaveLength(1);
    expect(await t.db('donations').where({ payment_id: started.paymentId }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('refuses a webhook whose signature does not hold, and changes nothing', async () => {
    const started = await checkout(gift('forged@nanum.example'));
    portone.pay(started.paymentId, 30_000);
    const forged = await portone.sendWebhook(webhookUrl, 'Transaction.Paid', started.paymentId, { secret: `whsec_${Buffer.from('not the secret').toString('base64')}` });
    expect(forged).toBe(400);
    expect((await row(started.paymentId)).state).toBe('pending');
    const unsigned = await request(t.app).post('/api/donations/webhook').set('content-type', 'application/json').send({ type: 'Transaction.Paid', data: { paymentId: started.paymentId } });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe('웹훅 서명을 확인할 수 없습니다.');
    expect((await row(started.paymentId)).state).toBe('pending');
  });

  it('a member’s gift names their account; bad input gets a Korean message and records nothing', async () => {
    const member = await createTestUser(t.db, { name: '회원후원자' });
    const cookie = await loginCookie(t.app, member.email);
    const started = await checkout(gift(member.email, 100_000), cookie);
    expect((await row(started.paymentId)).user_id).toBe(member.id);

    const before = await t.db('donations').count({ n: '*' });
    for (const [body, message] of [
      [gift('low@nanum.example', 500), '후원 금액은 1,000원 이상 10,000,000원 이하, 원 단위로 입력해주세요.'],
      [gift('odd@nanum.example', 1234.5), '후원 금액은 1,000원 이상 10,000,000원 이하, 원 단위로 입력해주세요.'],
      [{ ...gift('m@nanum.example'), method: 'bitcoin' }, '결제 수단(카드 또는 계좌이체)을 선택해주세요.'],
      [{ ...gift('p@nanum.example'), phone: '12345' }, '연락처를 010-1234-5678 형식으로 입력해주세요.'],
      [{ ...gift('a@nanum.example'), agree: false }, '개인정보 수집·이용에 동의해주세요.'],
    ] as const) {
      const res = await request(t.app).post('/api/donations').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await t.db('donations').count({ n: '*' })).toEqual(before);
    expect((await request(t.app).get('/api/donations/donation-000000000000000000000000')).status).toBe(404);
    expect((await request(t.app).post('/api/donations/not-an-id/complete')).body.message).toBe('결제 정보를 찾을 수 없습니다.');
  });

  it('an operator refunds a paid gift through PortOne’s cancel API, audited; members and unpaid gifts are refused', async () => {
    const started = await checkout(gift('refund@nanum.example', 20_000));
    portone.pay(started.paymentId, 20_000);
    await complete(started.paymentId);
    const { id } = await row(started.paymentId);
    const operator = await createTestUser(t.db, { name: '운영자', power: 1 });
    const member = await createTestUser(t.db, { name: '일반회원' });
    const reason = '후원자 요청으로 환불';

    const refused = await request(t.app).post(`/api/admin/donations/${id}/refund`).set('cookie', await loginCookie(t.app, member.email)).send({ reason });
    expect(refused.status).toBe(403);
    const opCookie = await loginCookie(t.app, operator.email);
    expect((await request(t.app).post(`/api/admin/donations/${id}/refund`).set('cookie', opCookie).send({ reason: ' ' })).body.message).toBe('환불 사유를 입력해주세요.');
    expect((await row(started.paymentId)).state).toBe('paid');

    const res = await request(t.app).post(`/api/admin/donations/${id}/refund`).set('cookie', opCookie).send({ reason });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: '환불했습니다.', data: { state: 'refunded', note: reason } });
    expect(portone.payments.get(started.paymentId)?.status).toBe('CANCELLED');
    expect(portone.cancels.filter((cancel) => cancel.paymentId === started.paymentId)).toEqual([{ paymentId: started.paymentId, reason }]);
    const audit = await t.db('audit_log').where({ action: 'donation.refund', target_id: id }).first('user_id', 'after_json');
    expect(audit).toEqual({ user_id: operator.id, after_json: JSON.stringify({ state: 'refunded', reason }) });

    // PortOne's cancel webhook that follows changes nothing; a second refund is refused.
    expect(await portone.sendWebhook(webhookUrl, 'Transaction.Cancelled', started.paymentId)).toBe(200);
    expect((await row(started.paymentId)).state).toBe('refunded');
    const again = await request(t.app).post(`/api/admin/donations/${id}/refund`).set('cookie', opCookie).send({ reason });
    expect(again.body).toMatchObject({ status: 409, message: '후원 완료 상태인 후원만 환불할 수 있습니다.' });
  });

  it('when PortOne cannot be asked, the return says so in Korean and nothing is recorded as given', async () => {
    const broken = await createTestApp(dialect, { ...portone.env(), PORTONE_API_SECRET: 'wrong-secret' });
    try {
      const res = await request(broken.app).post('/api/donations').send(gift('broken@nanum.example'));
      portone.pay(res.body.data.paymentId, 30_000);
      const back = await request(broken.app).post(`/api/donations/${res.body.data.paymentId}/complete`);
      expect(back.status).toBe(502);
      expect(back.body.message).toBe('결제를 확인하지 못했습니다. 잠시 후 다시 확인해주세요. 결제가 되었다면 자동으로 반영됩니다.');
      expect((await broken.db('donations').where({ payment_id: res.body.data.paymentId }).first()).state).toBe('pending');
    } finally {
      await broken.drop();
    }
  });

  it('without PortOne configured, the page is told to show the transfer account and checkouts are refused', async () => {
    const off = await createTestApp(dialect);
    try {
      await off.db('site_settings').insert([
        { key: 'donationBank', value: '나눔은행' },
        { key: 'donationAccountNumber', value: '123-456-789' },
        { key: 'donationAccountHolder', value: '(사)나눔' },
      ]);
      const setup = await request(off.app).get('/api/donations/setup');
      expect(setup.body.data).toEqual({ payments: null, bankAccount: { bank: '나눔은행', number: '123-456-789', holder: '(사)나눔' }, receipts: false });
      const res = await request(off.app).post('/api/donations').send(gift('off@nanum.example'));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('지금은 온라인 결제를 받지 않습니다. 아래 후원 계좌로 보내주세요.');
      expect(await off.db('donations').count({ n: '*' })).toEqual([{ n: 0 }]);
    } finally {
      await off.drop();
    }
  });
});
