import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIso } from '../../db/values';
import { createLogger } from '../../http/logger';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { startFakePortOne, type FakePortOne } from '../../test/fakePortOne';
import { startMailCatcher, type MailCatcher } from '../../test/mailCatcher';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createMailer } from '../mail/mailer';
import type { DonationDeps } from './donation.service';
import { chargeDuePledges } from './donationPledge.service';
import { createPortOne } from './portone';

const HOUR = 3600_000;

describe.each(testDialects())('monthly giving through a billing key (%s)', (dialect) => {
  let t: TestApp;
  let portone: FakePortOne;
  let mail: MailCatcher;
  let deps: DonationDeps;

  beforeAll(async () => {
    portone = await startFakePortOne();
    mail = await startMailCatcher();
    t = await createTestApp(dialect, { ...portone.env(), SMTP_URL: mail.url });
    const logger = createLogger('silent');
    deps = { db: t.db, portone: createPortOne(t.config), mailer: createMailer(t.config, logger), logger, rrnKey: null };
  });
  afterAll(async () => {
    await t.drop();
    await portone.close();
    await mail.close();
  });

  /** A member who has registered a card for `amount` a month; the first month is charged at once. */
  async function pledged(amount: number) {
    const member = await createTestUser(t.db, { name: '정기후원' });
    const cookie = await loginCookie(t.app, member.email);
    const started = await request(t.app).post('/api/donations/pledges').set('cookie', cookie).send({ amount, name: '정기후원', email: member.email, phone: '010-3333-4444', agree: true });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ storeId: portone.storeId, channelKey: 'channel-key-card-fake', issueName: '나눔 정기 후원' });
    const billingKey = portone.issueBillingKey();
    const confirmed = await request(t.app).post(`/api/donations/pledges/${started.body.data.pledgeId}/confirm`).set('cookie', cookie).send({ billingKey });
    return { member, cookie, billingKey, id: started.body.data.pledgeId as number, confirmed };
  }
  const charges = (id: number) => t.db('donations').where({ pledge_id: id }).orderBy('id').select('state', 'amount');
  const pledgeRow = (id: number) => t.db('donation_pledges').where({ id }).first('state', 'failures', 'next_charge_at', 'billing_key');

  it('refuses a billing key PortOne does not know, and charges nothing', async () => {
    const member = await createTestUser(t.db, { name: '가짜카드' });
    const cookie = await loginCookie(t.app, member.email);
    const started = await request(t.app).post('/api/donations/pledges').set('cookie', cookie).send({ amount: 10_000, name: '가짜카드', email: member.email, phone: '010-3333-4444', agree: true });
    const res = await request(t.app).post(`/api/donations/pledges/${started.body.data.pledgeId}/confirm`).set('cookie', cookie).send({ billingKey: 'made-up-key' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('카드 등록 정보를 확인할 수 없습니다. 다시 시도해주세요.');
    expect(await charges(started.body.data.pledgeId)).toEqual([]);
    expect((await request(t.app).post('/api/donations/pledges').send({ amount: 10_000 })).status).toBe(401);
  });

  it('charges the first month at once; a charge failing twice is retried a day later each time, the donor told, and then succeeds', async () => {
    const { id, confirmed, member, billingKey } = await pledged(20_000);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('정기 후원을 시작했습니다. 고맙습니다.');
    expect(await charges(id)).toEqual([{ state: 'paid', amount: 20_000 }]);
    const firstNext = new Date(toIso((await pledgeRow(id)).next_charge_at) ?? '');
    expect(firstNext.getTime() - Date.now()).toBeGreaterThan(27 * 24 * HOUR);

    // A month later the card company refuses twice, then accepts.
    expect((await mail.waitFor(member.email)).subject).toContain('후원해주셔서 감사합니다');
    portone.refuseNextCharges(billingKey, 2);
    let now = new Date(firstNext.getTime() + 60_000);
    expect(await chargeDuePledges(deps, now)).toBeGreaterThanOrEqual(1);
    expect(await pledgeRow(id)).toMatchObject({ state: 'active', failures: 1 });
    expect((await mail.waitFor(member.email, 2)).subject).toContain('정기 후원 결제가 되지 않았습니다');
    // Not due again within the day.
    expect(await chargeDuePledges(deps, new Date(now.getTime() + 23 * HOUR))).toBe(0);
    now = new Date(now.getTime() + 24 * HOUR + 60_000);
    await chargeDuePledges(deps, now);
    expect(await pledgeRow(id)).toMatchObject({ state: 'active', failures: 2 });
    expect((await mail.waitFor(member.email, 3)).text).toContain('내일 같은 카드로 다시 결제를 시도합니다.');
    now = new Date(now.getTime() + 24 * HOUR + 60_000);
    await chargeDuePledges(deps, now);
    expect(await pledgeRow(id)).toMatchObject({ state: 'active', failures: 0 });
    expect(await charges(id)).toEqual([
      { state: 'paid', amount: 20_000 },
      { state: 'failed', amount: 20_000 },
      { state: 'failed', amount: 20_000 },
      { state: 'paid', amount: 20_000 },
    ]);
    expect(portone.charges.filter((charge) => charge.billingKey === billingKey).map((charge) => charge.paid)).toEqual([true, false, false, true]);
    expect((await mail.waitFor(member.email, 4)).subject).toContain('후원해주셔서 감사합니다');
  });

  it('stops after three failures in a row and tells the donor', async () => {
    const { id, member, billingKey } = await pledged(15_000);
    portone.refuseNextCharges(billingKey, 3);
    let now = new Date(Date.now() + 40 * 24 * HOUR);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await chargeDuePledges(deps, now);
      now = new Date(now.getTime() + 25 * HOUR);
    }
    expect(await pledgeRow(id)).toMatchObject({ state: 'stopped', failures: 3, next_charge_at: null });
    // The thanks for the first month, two mails of a retry, then the stop.
    expect((await mail.waitFor(member.email, 4)).subject).toContain('정기 후원 결제가 중단되었습니다');
  });

  it('a run that charged the card and died before moving the pledge on: the next run charges nothing again', async () => {
    const { id, billingKey } = await pledged(25_000);
    const paidCharges = () => portone.charges.filter((charge) => charge.billingKey === billingKey && charge.paid).length;
    const due = (await pledgeRow(id)).next_charge_at;
    const now = new Date(new Date(toIso(due) ?? '').getTime() + 60_000);
    expect(await chargeDuePledges(deps, now)).toBeGreaterThanOrEqual(1);
    expect(paidCharges()).toBe(2);
    const month = () => t.db('donations').where({ pledge_id: id }).orderBy('id', 'desc').first('id', 'state');
    const { id: monthId } = await month();

    // Died after PortOne charged, before the gift was recorded as paid and the pledge moved on.
    await t.db('donations').where({ id: monthId }).update({ state: 'pending', paid_at: null, transaction_id: null });
    await t.db('donation_pledges').where({ id }).update({ next_charge_at: due, claimed_by: null, claimed_until: null });
    await chargeDuePledges(deps, now);
    expect(paidCharges()).toBe(2);
    expect(await charges(id)).toEqual([
      { state: 'paid', amount: 25_000 },
      { state: 'paid', amount: 25_000 },
    ]);
    expect(new Date(toIso((await pledgeRow(id)).next_charge_at) ?? '').getTime()).toBeGreaterThan(now.getTime() + 27 * 24 * HOUR);

    // Died after the gift was recorded, before the pledge moved on: PortOne is not even asked.
    const asked = portone.charges.length;
    await t.db('donation_pledges').where({ id }).update({ next_charge_at: due, claimed_by: null, claimed_until: null });
    await chargeDuePledges(deps, now);
    expect(portone.charges.length).toBe(asked);
    expect(await charges(id)).toHaveLength(2);
    expect(await pledgeRow(id)).toMatchObject({ state: 'active', failures: 0 });
  });

  it('a member changes and cancels their own pledge from their profile; nobody else can', async () => {
    const { id, cookie } = await pledged(30_000);
    const other = await loginCookie(t.app, (await createTestUser(t.db, { name: '남의회원' })).email);
    expect((await request(t.app).delete(`/api/donations/pledges/${id}`).set('cookie', other)).status).toBe(404);
    expect((await request(t.app).put(`/api/donations/pledges/${id}`).set('cookie', other).send({ amount: 1_000 })).status).toBe(404);

    const mine = await request(t.app).get('/api/donations/pledges/mine').set('cookie', cookie);
    expect(mine.body.data).toEqual([expect.objectContaining({ id, state: 'active', amount: 30_000 })]);
    const changed = await request(t.app).put(`/api/donations/pledges/${id}`).set('cookie', cookie).send({ amount: 50_000 });
    expect(changed.body).toMatchObject({ message: '정기 후원 금액을 바꿨습니다. 다음 결제부터 적용됩니다.', data: { amount: 50_000 } });
    const bad = await request(t.app).put(`/api/donations/pledges/${id}`).set('cookie', cookie).send({ amount: 10 });
    expect(bad.body.message).toBe('후원 금액은 1,000원 이상 10,000,000원 이하, 원 단위로 입력해주세요.');

    const cancelled = await request(t.app).delete(`/api/donations/pledges/${id}`).set('cookie', cookie);
    expect(cancelled.body).toMatchObject({ message: '정기 후원을 해지했습니다. 그동안 함께해주셔서 감사합니다.', data: { state: 'cancelled' } });
    expect(await pledgeRow(id)).toMatchObject({ state: 'cancelled', billing_key: null, next_charge_at: null });
    await chargeDuePledges(deps, new Date(Date.now() + 400 * 24 * HOUR));
    expect(await charges(id)).toHaveLength(1);
  });
});
