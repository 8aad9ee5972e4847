import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbDate } from '../../db/values';
import { createLogger } from '../../http/logger';
import { createTestUser } from '../../test/fixtures';
import { startFakePortOne, type FakePortOne } from '../../test/fakePortOne';
import { startMailCatcher, type MailCatcher } from '../../test/mailCatcher';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createMailer } from '../mail/mailer';
import { startDonationJobs } from './donationJobs';
import { insertPledge } from './donationPledge.repo';
import { createPortOne } from './portone';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The hourly giving job as main.ts runs it, stopped as a shutdown stops it. */
describe.each(testDialects())('the giving job stopped on shutdown (%s)', (dialect) => {
  let t: TestApp;
  let portone: FakePortOne;
  let mail: MailCatcher;

  beforeAll(async () => {
    portone = await startFakePortOne();
    mail = await startMailCatcher();
    t = await createTestApp(dialect, { ...portone.env(), SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await t.drop();
    await portone.close();
    await mail.close();
  });

  async function duePledge(name: string): Promise<{ id: number; billingKey: string }> {
    const member = await createTestUser(t.db, { name });
    const id = await insertPledge(t.db, { userId: member.id, amount: 12_000, donorName: name, donorEmail: member.email, donorPhone: '010-1234-5678' });
    const billingKey = portone.issueBillingKey();
    await t.db('donation_pledges').where({ id }).update({ state: 'active', billing_key: billingKey, next_charge_at: toDbDate(new Date(Date.now() - 60_000)) });
    return { id, billingKey };
  }

  it('stopping waits for the charge in flight to be recorded, and no run starts after it', async () => {
    const first = await duePledge('진행중');
    // The card company answers slowly: the first run is still charging when the server stops.
    portone.delayCharges(400);
    const logger = createLogger('silent');
    const jobs = startDonationJobs({ db: t.db, logger, mailer: createMailer(t.config, logger), portone: createPortOne(t.config), rrnKey: null, intervalMs: 50 });
    await sleep(100);
    expect(portone.charges.filter((charge) => charge.billingKey === first.billingKey)).toHaveLength(0);
    await jobs.stop();
    // When stop answers, the charge is recorded: the database may close now.
    expect(await t.db('donations').where({ pledge_id: first.id }).select('state')).toEqual([{ state: 'paid' }]);
    expect((await t.db('donation_pledges').where({ id: first.id }).first('claimed_by')).claimed_by).toBeNull();
    portone.delayCharges(0);

    // A pledge due after the stop waits for the next start: many intervals pass and nothing charges it.
    const later = await duePledge('중지후');
    await sleep(400);
    expect(portone.charges.filter((charge) => charge.billingKey === later.billingKey)).toHaveLength(0);
    expect(await t.db('donations').where({ pledge_id: later.id })).toHaveLength(0);
  });
});
