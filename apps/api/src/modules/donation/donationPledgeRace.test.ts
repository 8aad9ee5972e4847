import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/knex';
import { toDbDate } from '../../db/values';
import { createLogger } from '../../http/logger';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { startFakePortOne, type FakePortOne } from '../../test/fakePortOne';
import { startMailCatcher, type MailCatcher } from '../../test/mailCatcher';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createMailer } from '../mail/mailer';
import type { DonationDeps } from './donation.service';
import { claimDuePledge, findPledge, insertPledge } from './donationPledge.repo';
import { chargeDuePledges } from './donationPledge.service';
import { createPortOne } from './portone';

const PLEDGES = 12;
const DAY = 24 * 3600_000;

/**
 * Every instance runs the hourly charge job: two runners, each with its own connection pool to the
 * one database (as two app processes have), race over the same due pledges against a slow card
 * company; between them each pledge is charged exactly once.
 */
describe.each(testDialects())('two charge runners over the same due pledges (%s)', (dialect) => {
  let t: TestApp;
  let portone: FakePortOne;
  let mail: MailCatcher;
  let otherDb: Db;
  let runnerA: DonationDeps;
  let runnerB: DonationDeps;

  beforeAll(async () => {
    portone = await startFakePortOne();
    mail = await startMailCatcher();
    t = await createTestApp(dialect, { ...portone.env(), SMTP_URL: mail.url });
    otherDb = createDb({ dialect, dataDir: t.dataDir, DATABASE_URL: t.databaseUrl, DB_ACQUIRE_TIMEOUT_MS: 10_000 });
    const logger = createLogger('silent');
    const mailer = createMailer(t.config, logger);
    runnerA = { db: t.db, portone: createPortOne(t.config), mailer, logger, rrnKey: null };
    runnerB = { db: otherDb, portone: createPortOne(t.config), mailer, logger, rrnKey: null };
  });
  afterAll(async () => {
    await otherDb?.destroy();
    await t.drop();
    await portone.close();
    await mail.close();
  });

  /** An active pledge whose card PortOne knows, due at `dueAt`. */
  async function duePledge(n: number, dueAt: Date): Promise<{ id: number; billingKey: string }> {
    const member = await createTestUser(t.db, { name: `정기${n}` });
    const id = await insertPledge(t.db, { userId: member.id, amount: 10_000 + n * 1_000, donorName: `정기${n}`, donorEmail: member.email, donorPhone: '010-1234-5678' });
    const billingKey = portone.issueBillingKey();
    await t.db('donation_pledges').where({ id }).update({ state: 'active', billing_key: billingKey, next_charge_at: toDbDate(dueAt) });
    return { id, billingKey };
  }

  it('charges each of 12 due pledges exactly once between two runners, and moves each to next month', async () => {
    const now = new Date(Date.now() + 60 * DAY);
    const pledges = await Promise.all(Array.from({ length: PLEDGES }, (_, n) => duePledge(n, new Date(now.getTime() - 3600_000))));
    portone.delayCharges(30);
    const before = portone.charges.length;
    const [a, b] = await Promise.all([chargeDuePledges(runnerA, now), chargeDuePledges(runnerB, now)]);
    portone.delayCharges(0);

    const received = portone.charges.slice(before);
    expect(received).toHaveLength(PLEDGES);
    expect(new Set(received.map((charge) => charge.billingKey))).toEqual(new Set(pledges.map((pledge) => pledge.billingKey)));
    expect(a + b).toBe(PLEDGES);
    for (const { id } of pledges) {
      expect(await t.db('donations').where({ pledge_id: id }).select('state')).toEqual([{ state: 'paid' }]);
      const pledge = await findPledge(t.db, id);
      expect(Date.parse(pledge?.nextChargeAt ?? '')).toBeGreaterThan(now.getTime() + 27 * DAY);
      expect(await t.db('donation_pledges').where({ id }).first('claimed_by', 'claimed_until')).toEqual({ claimed_by: null, claimed_until: null });
    }
    // A third run at the same hour finds nothing due.
    expect(await chargeDuePledges(runnerB, now)).toBe(0);
    expect(portone.charges.length - before).toBe(PLEDGES);
  });

  it('leaves a pledge another runner holds; takes it once that runner’s lease has run out', async () => {
    const now = new Date(Date.now() + 120 * DAY);
    const { id, billingKey } = await duePledge(99, new Date(now.getTime() - 60_000));
    // The first test's pledges are due again by then: out of the way, this one alone is due.
    await t.db('donation_pledges').whereNot({ id }).update({ state: 'cancelled', next_charge_at: null });
    // A runner that claimed it and died before charging.
    expect(await claimDuePledge(t.db, id, 'charge-dead-runner', now, 10 * 60_000)).toBe(true);
    expect(await claimDuePledge(otherDb, id, 'charge-second', now, 10 * 60_000)).toBe(false);
    expect(await chargeDuePledges(runnerB, new Date(now.getTime() + 5 * 60_000))).toBe(0);
    expect(portone.charges.filter((charge) => charge.billingKey === billingKey)).toHaveLength(0);

    expect(await chargeDuePledges(runnerB, new Date(now.getTime() + 11 * 60_000))).toBe(1);
    expect(portone.charges.filter((charge) => charge.billingKey === billingKey)).toEqual([expect.objectContaining({ paid: true })]);
  });

  it('a card confirmation sent twice at once activates the pledge and charges its first month once', async () => {
    const member = await createTestUser(t.db, { name: '두번확인' });
    const cookie = await loginCookie(t.app, member.email);
    const started = await request(t.app).post('/api/donations/pledges').set('cookie', cookie).send({ amount: 25_000, name: '두번확인', email: member.email, phone: '010-3333-4444', agree: true });
    const billingKey = portone.issueBillingKey();
    portone.delayCharges(30);
    const confirm = () => request(t.app).post(`/api/donations/pledges/${started.body.data.pledgeId}/confirm`).set('cookie', cookie).send({ billingKey });
    const answers = await Promise.all([confirm(), confirm()]);
    portone.delayCharges(0);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)?.body.message).toBe('이미 카드 등록을 마친 정기 후원입니다.');
    expect(portone.charges.filter((charge) => charge.billingKey === billingKey)).toHaveLength(1);
    expect(await t.db('donations').where({ pledge_id: started.body.data.pledgeId }).select('state', 'amount')).toEqual([{ state: 'paid', amount: 25_000 }]);
  });
});
