import crypto from 'node:crypto';
import { DONATION_MESSAGES as M, pledgeFailureMail } from '@nanum/shared/donationMessages';
import { nextMonthlyCharge, PLEDGE_MAX_FAILURES, PLEDGE_ORDER_NAME, PLEDGE_RETRY_HOURS } from '@nanum/shared/donationPledges';
import { formatWon, paymentIdOf } from '@nanum/shared/donationRules';
import type { PledgeStartView, PledgeView } from '@nanum/shared/donationViews';
import type { z } from 'zod';
import type { pledgeStartSchema } from '@nanum/shared/donationSchemas';
import { AppError } from '../../http/AppError';
import { safeError } from '../../http/logger';
import { presentSettings } from '../site/site.presenter';
import { findSettings } from '../site/site.repo';
import { insertDonation, moveDonation, findDonationByPaymentId } from './donation.repo';
import { settleDonation, type DonationDeps } from './donation.service';
import { activatePledge, claimDuePledge, findDuePledges, findPledge, findUserPledges, insertPledge, releasePledge, updatePledge, type PledgeRecord } from './donationPledge.repo';

/** How long a charge run holds a pledge (PortOne answers within seconds; a run that died lets go after this). */
export const CHARGE_LEASE_MS = 10 * 60_000;
/** A charge run's claim: unique per run, so a runner only ever releases or charges what it won. */
const newClaim = () => `charge-${crypto.randomBytes(9).toString('hex')}`;

const paymentsOff = () => new AppError(409, M.paymentsOff, 'PAYMENTS_OFF');
const notFound = () => new AppError(404, M.pledgeNotFound, 'PLEDGE_NOT_FOUND');

export const presentPledge = (pledge: PledgeRecord): PledgeView => ({
  id: pledge.id,
  state: pledge.state,
  amount: pledge.amount,
  nextChargeAt: pledge.nextChargeAt,
  failures: pledge.failures,
  createdAt: pledge.createdAt,
});

/** A member begins a monthly gift: the pledge waits (pending) for the card PortOne's window registers. */
export async function startPledge({ db, portone }: DonationDeps, input: z.output<typeof pledgeStartSchema>, userId: number): Promise<PledgeStartView> {
  const channelKey = portone?.channelKeys.card;
  if (!portone || !channelKey) throw paymentsOff();
  const pledgeId = await insertPledge(db, { userId, amount: input.amount, donorName: input.name, donorEmail: input.email, donorPhone: input.phone });
  return {
    pledgeId,
    storeId: portone.storeId,
    channelKey,
    issueId: `pledge-${pledgeId}-${crypto.randomBytes(6).toString('hex')}`,
    issueName: PLEDGE_ORDER_NAME,
    customer: { fullName: input.name, email: input.email, phoneNumber: input.phone.replaceAll('-', '') },
  };
}

/** The member's own pledge, or a 404 (another member's pledge is not theirs to see). */
async function ownPledge(deps: DonationDeps, userId: number, id: number): Promise<PledgeRecord> {
  const pledge = await findPledge(deps.db, id);
  if (!pledge || pledge.userId !== userId) throw notFound();
  return pledge;
}

/**
 * The card is registered: PortOne must know the billing key as issued for this store (the
 * browser's word is not enough); the pledge turns active and its first month is charged at once.
 */
export async function confirmPledge(deps: DonationDeps, userId: number, id: number, billingKey: string, now = new Date()): Promise<{ pledge: PledgeView; charged: boolean }> {
  const { portone, logger } = deps;
  if (!portone) throw paymentsOff();
  const pledge = await ownPledge(deps, userId, id);
  if (pledge.state !== 'pending') throw new AppError(409, M.pledgeAlreadyConfirmed, 'PLEDGE_NOT_PENDING');
  const info = await portone.getBillingKey(billingKey).catch((error: unknown) => {
    logger.warn({ err: safeError(error), pledgeId: id }, 'PortOne billing key lookup failed');
    return null;
  });
  if (!info || info.status !== 'ISSUED' || info.storeId !== portone.storeId) throw new AppError(400, M.billingKeyInvalid, 'BILLING_KEY_INVALID');
  const claim = newClaim();
  if (!(await activatePledge(deps.db, id, billingKey, claim, now, CHARGE_LEASE_MS))) throw new AppError(409, M.pledgeAlreadyConfirmed, 'PLEDGE_NOT_PENDING');
  const charged = await chargeClaimed(deps, id, claim, now);
  return { pledge: presentPledge((await findPledge(deps.db, id))!), charged };
}

/**
 * One month's charge of a pledge `claim` holds: a pending donation that names the pledge, PortOne
 * charges the billing key, and the gift is recorded only as PortOne then reports it
 * (settleDonation). Paid: the next charge a month on. Refused: tried again PLEDGE_RETRY_HOURS
 * later, the donor told; the last failure in a row stops the pledge. The pledge is read afresh
 * (amount, failures) after the claim, and released whatever happens. Answers whether it was paid.
 */
async function chargeClaimed(deps: DonationDeps, id: number, claim: string, now: Date): Promise<boolean> {
  try {
    const pledge = await findPledge(deps.db, id);
    return pledge?.state === 'active' ? await chargePledge(deps, pledge, now) : false;
  } finally {
    await releasePledge(deps.db, id, claim);
  }
}

/**
 * The payment id of one due charge of a pledge: the same for the same pledge and due time, so that
 * a run that charged the card and died before moving the pledge on (its lease then expires) sends
 * PortOne the same id again, which PortOne refuses as already paid instead of charging twice. A
 * hash keyed by the billing key (never shown), so that nobody can work the id out from outside.
 */
export function pledgeChargePaymentId(pledge: Pick<PledgeRecord, 'id' | 'billingKey' | 'nextChargeAt'>): string {
  const digest = crypto.createHmac('sha256', pledge.billingKey ?? '').update(`pledge-charge:${pledge.id}:${pledge.nextChargeAt ?? ''}`).digest();
  return paymentIdOf(digest);
}

async function chargePledge(deps: DonationDeps, pledge: PledgeRecord, now: Date): Promise<boolean> {
  const { db, portone, logger } = deps;
  if (!portone || !pledge.billingKey) return false;
  const paymentId = pledgeChargePaymentId(pledge);
  const earlier = await findDonationByPaymentId(db, paymentId);
  if (!earlier) {
    await insertDonation(db, { paymentId, userId: pledge.userId, method: 'card', amount: pledge.amount, donorName: pledge.donorName, donorEmail: pledge.donorEmail, donorPhone: pledge.donorPhone, receipt: null, pledgeId: pledge.id });
  }
  let paid = earlier?.state === 'paid';
  if (!paid) {
    try {
      await portone.payWithBillingKey({ paymentId, billingKey: pledge.billingKey, orderName: PLEDGE_ORDER_NAME, amount: pledge.amount, customer: { fullName: pledge.donorName, email: pledge.donorEmail } });
    } catch (error) {
      logger.warn({ err: safeError(error), pledgeId: pledge.id, paymentId }, 'monthly charge refused');
    }
    // Asked whatever the answer: a charge an earlier run made under this id is refused now as
    // already paid, and PortOne's record says PAID.
    paid = (await settleDonation(deps, paymentId).catch(() => null))?.state === 'paid';
  }
  if (paid) {
    await updatePledge(db, pledge.id, { failures: 0, note: '', nextChargeAt: nextMonthlyCharge(now) });
    return true;
  }
  const row = await findDonationByPaymentId(db, paymentId);
  if (row?.state === 'pending') await moveDonation(db, row.id, 'pending', 'failed', { note: '정기 후원 결제 실패' });
  const failures = pledge.failures + 1;
  const stopped = failures >= PLEDGE_MAX_FAILURES;
  await updatePledge(db, pledge.id, stopped ? { state: 'stopped', failures, nextChargeAt: null, note: '결제 실패로 중단' } : { failures, nextChargeAt: new Date(now.getTime() + PLEDGE_RETRY_HOURS * 3600_000), note: '결제 실패, 다시 시도 예정' });
  const { organisationName } = presentSettings(await findSettings(db));
  await deps.mailer.send({ to: pledge.donorEmail, ...pledgeFailureMail({ name: pledge.donorName, amount: formatWon(pledge.amount), stopped, organisation: organisationName || '나눔' }) }).catch(() => undefined);
  return false;
}

/**
 * Charges every pledge due by `now` (the hourly job, on every instance): each is claimed first, and
 * one another runner claimed or has already charged is left to it. Answers how many this run charged.
 */
export async function chargeDuePledges(deps: DonationDeps, now = new Date()): Promise<number> {
  const claim = newClaim();
  let charged = 0;
  for (const due of await findDuePledges(deps.db, now)) {
    if (!(await claimDuePledge(deps.db, due.id, claim, now, CHARGE_LEASE_MS))) continue;
    await chargeClaimed(deps, due.id, claim, now);
    charged += 1;
  }
  return charged;
}

export const listOwnPledges = async (deps: DonationDeps, userId: number): Promise<PledgeView[]> => (await findUserPledges(deps.db, userId)).map(presentPledge);

/** A member changes the monthly amount (from the next charge) of an active pledge of theirs. */
export async function changePledgeAmount(deps: DonationDeps, userId: number, id: number, amount: number): Promise<PledgeView> {
  const pledge = await ownPledge(deps, userId, id);
  if (pledge.state !== 'active') throw new AppError(409, M.pledgeNotActive, 'PLEDGE_NOT_ACTIVE');
  await updatePledge(deps.db, id, { amount });
  return presentPledge((await findPledge(deps.db, id))!);
}

/** A member cancels: no more charges, and the billing key is forgotten. */
export async function cancelPledge(deps: DonationDeps, userId: number, id: number): Promise<PledgeView> {
  const pledge = await ownPledge(deps, userId, id);
  if (pledge.state !== 'active') throw new AppError(409, M.pledgeNotActive, 'PLEDGE_NOT_ACTIVE');
  await updatePledge(deps.db, id, { state: 'cancelled', billingKey: null, nextChargeAt: null, cancelledAt: new Date() });
  return presentPledge((await findPledge(deps.db, id))!);
}
