import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePortOne } from '../../test/fakePortOne';
import type { MailCatcher } from '../../test/mailCatcher';
import { givingTestApp, type GivingTestApp } from '../../test/givingTestApp';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { toDbDate } from '../../db/values';
import { createLogger } from '../../http/logger';
import { createMailer } from '../mail/mailer';
import { expireLapsedVirtualAccounts, type DonationDeps } from './donation.service';
import { createPortOne } from './portone';

const gift = (email: string, amount = 50_000) => ({ amount, method: 'virtual', name: '박입금', email, phone: '010-5555-6666', agree: true });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 가상계좌 through PortOne V2: the window issues an account, the gift waits (pending) with the
 * account shown to the donor, and becomes paid only when PortOne, asked again after its
 * Transaction.Paid webhook, reports the deposit.
 */
describe.each(testDialects())('gifts by virtual account (%s)', (dialect) => {
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

  const checkout = async (body: object) => {
    const res = await request(t.app).post('/api/donations').send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { paymentId: string; amount: number; payMethod: string; channelKey: string; virtualAccount?: { validHours: number } };
  };
  const row = (paymentId: string) => t.db('donations').where({ payment_id: paymentId }).first('state', 'account_bank', 'account_number', 'note');
  const complete = (paymentId: string) => request(t.app).post(`/api/donations/${paymentId}/complete`).send({});

  it('issues an account: the gift waits with the bank, number and deadline shown and mailed once, and is paid when PortOne reports the deposit', async () => {
    const email = 'virtual@nanum.example';
    const started = await checkout(gift(email));
    expect(started).toMatchObject({ amount: 50_000, payMethod: 'VIRTUAL_ACCOUNT', channelKey: 'channel-key-virtual-fake', virtualAccount: { validHours: 72 } });

    // The window issued the account; PortOne's webhook arrives before the donor is back.
    const issued = portone.issueVirtualAccount(started.paymentId, 50_000);
    expect(await portone.sendWebhook(webhookUrl, 'Transaction.VirtualAccountIssued', started.paymentId)).toBe(200);
    const back = await complete(started.paymentId);
    expect(back.status).toBe(200);
    expect(back.body.message).toBe('가상계좌가 발급되었습니다. 입금 기한까지 아래 계좌로 입금해주시면 후원이 완료됩니다.');
    expect(back.body.data).toMatchObject({
      state: 'pending',
      method: 'virtual',
      amount: 50_000,
      paidAt: null,
      virtualAccount: { bank: '신한은행', accountNumber: issued.virtualAccount!.accountNumber, holder: '(사)나눔', dueAt: `${issued.virtualAccount!.expiredAt.slice(0, 19)}.000Z` },
    });
    expect(JSON.stringify(back.body)).not.toContain(email);
    expect(await row(started.paymentId)).toMatchObject({ state: 'pending', account_bank: 'SHINHAN', account_number: issued.virtualAccount!.accountNumber });
    const notice = await mail.waitFor(email);
    expect(notice.subject).toContain('후원금 입금 계좌를 알려드립니다');
    expect(notice.text).toContain(`입금 계좌: 신한은행 ${issued.virtualAccount!.accountNumber} (예금주 (사)나눔)`);
    expect(notice.text).toContain('입금 금액: 50,000원');

    // A Transaction.Paid webhook before any deposit (forged order, or early): PortOne still says issued, nothing moves.
    expect(await portone.sendWebhook(webhookUrl, 'Transaction.Paid', started.paymentId)).toBe(200);
    expect((await row(started.paymentId)).state).toBe('pending');

    // The deposit: PortOne's webhook, replayed, records the gift once and thanks the donor once.
    portone.deposit(started.paymentId);
    const webhookId = 'msg_virtual_deposit';
    expect(await portone.sendWebhook(webhookUrl, 'Transaction.Paid', started.paymentId, { webhookId })).toBe(200);
    expect(await portone.sendWebhook(webhookUrl, 'Transaction.Paid', started.paymentId, { webhookId })).toBe(200);
    expect((await row(started.paymentId)).state).toBe('paid');
    const result = await request(t.app).get(`/api/donations/${started.paymentId}`);
    expect(result.body.data).toMatchObject({ state: 'paid', virtualAccount: null });
    expect(result.body.data.paidAt).not.toBeNull();
    expect((await mail.waitFor(email, 2)).subject).toContain('후원해주셔서 감사합니다');
    await sleep(200);
    expect(mail.to(email)).toHaveLength(2);
  });

  it('an account issued for another amount than the one recorded fails the gift and is closed, so nothing can be deposited', async () => {
    const started = await checkout(gift('virtual-tamper@nanum.example', 50_000));
    portone.issueVirtualAccount(started.paymentId, 1_000);
    const back = await complete(started.paymentId);
    expect(back.body).toMatchObject({ message: '결제 금액이 후원 신청 금액과 달라 결제를 취소했습니다. 다시 시도해주세요.', data: { state: 'failed', virtualAccount: null } });
    expect(portone.closes).toEqual([started.paymentId]);
    expect((await row(started.paymentId)).note).toContain('결제 금액 불일치');
    expect(mail.to('virtual-tamper@nanum.example')).toHaveLength(0);
  });

  it('a gift whose deposit deadline passed stops waiting: unpaid ones fail and their account is closed, a deposit whose webhook was lost is paid', async () => {
    const logger = createLogger('silent');
    const deps: DonationDeps = { db: t.db, portone: createPortOne(t.config), mailer: createMailer(t.config, logger), logger, rrnKey: null };
    const issue = async (email: string) => {
      const started = await checkout(gift(email, 30_000));
      portone.issueVirtualAccount(started.paymentId, 30_000);
      expect((await complete(started.paymentId)).body.data.state).toBe('pending');
      return started.paymentId;
    };
    const unpaid = await issue('lapsed-unpaid@nanum.example');
    const depositedLate = await issue('lapsed-deposit@nanum.example');
    const open = await issue('lapsed-open@nanum.example');
    portone.deposit(depositedLate); // PortOne's webhook never arrives
    const now = new Date();
    const dueAt = (paymentId: string, hoursAgo: number) => t.db('donations').where({ payment_id: paymentId }).update({ account_due_at: toDbDate(new Date(now.getTime() - hoursAgo * 3600_000)) });
    await dueAt(unpaid, 2);
    await dueAt(depositedLate, 2);
    await dueAt(open, 0.5); // within the hour's grace: a deposit's webhook may still come
    const closedBefore = portone.closes.length;

    expect(await expireLapsedVirtualAccounts(deps, now)).toBe(1);
    expect(await row(unpaid)).toMatchObject({ state: 'failed', note: '입금 기한 지남' });
    expect(await row(depositedLate)).toMatchObject({ state: 'paid' });
    expect(await row(open)).toMatchObject({ state: 'pending' });
    expect(portone.closes.slice(closedBefore)).toEqual([unpaid]);
    const page = await request(t.app).get(`/api/donations/${unpaid}`);
    expect(page.body.data).toMatchObject({ state: 'failed', virtualAccount: null });

    // The next run finds nothing more to do, and an hour later the third gift stops waiting too.
    expect(await expireLapsedVirtualAccounts(deps, now)).toBe(0);
    expect(await expireLapsedVirtualAccounts(deps, new Date(now.getTime() + 3600_000))).toBe(1);
    expect(await row(open)).toMatchObject({ state: 'failed', note: '입금 기한 지남' });
  });

  it('offers 가상계좌 only when its channel is configured', async () => {
    expect((await request(t.app).get('/api/donations/setup')).body.data.payments.methods).toEqual(['card', 'transfer', 'virtual']);
    const { PORTONE_CHANNEL_KEY_VIRTUAL: _virtual, ...withoutVirtual } = portone.env();
    const other = await createTestApp(dialect, withoutVirtual);
    try {
      expect((await request(other.app).get('/api/donations/setup')).body.data.payments.methods).toEqual(['card', 'transfer']);
      const refused = await request(other.app).post('/api/donations').send(gift('virtual-off@nanum.example'));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('지금은 온라인 결제를 받지 않습니다. 아래 후원 계좌로 보내주세요.');
      expect(await other.db('donations').count({ n: '*' })).toEqual([{ n: 0 }]);
    } finally {
      await other.drop();
    }
  });
});
