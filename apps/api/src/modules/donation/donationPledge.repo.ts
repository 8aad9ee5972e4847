import type { Knex } from 'knex';
import type { PledgeState } from '@nanum/shared/donationPledges';
import type { Db } from '../../db/knex';
import { insertedId, toDbDate, toIso, toNumber } from '../../db/values';

/** Monthly pledges (donation_pledges). */

export interface PledgeRecord {
  id: number;
  userId: number | null;
  state: PledgeState;
  amount: number;
  billingKey: string | null;
  donorName: string;
  donorEmail: string;
  donorPhone: string;
  nextChargeAt: string | null;
  failures: number;
  createdAt: string;
}

const record = (row: Record<string, unknown>): PledgeRecord => ({
  id: toNumber(row.id),
  userId: row.user_id === null ? null : toNumber(row.user_id),
  state: row.state as PledgeState,
  amount: toNumber(row.amount),
  billingKey: (row.billing_key as string | null) ?? null,
  donorName: String(row.donor_name),
  donorEmail: String(row.donor_email),
  donorPhone: String(row.donor_phone),
  nextChargeAt: toIso(row.next_charge_at as string | Date | null),
  failures: toNumber(row.failures),
  createdAt: toIso(row.created_at as string | Date) ?? '',
});

export async function insertPledge(db: Db, pledge: { userId: number; amount: number; donorName: string; donorEmail: string; donorPhone: string }): Promise<number> {
  const now = toDbDate();
  return insertedId(
    await db('donation_pledges').insert({ user_id: pledge.userId, state: 'pending', amount: pledge.amount, donor_name: pledge.donorName, donor_email: pledge.donorEmail, donor_phone: pledge.donorPhone, failures: 0, note: '', created_at: now, updated_at: now }),
  );
}

export async function findPledge(db: Db, id: number): Promise<PledgeRecord | undefined> {
  const row = await db('donation_pledges').where({ id }).first();
  return row ? record(row) : undefined;
}

export async function findUserPledges(db: Db, userId: number): Promise<PledgeRecord[]> {
  return ((await db('donation_pledges').where({ user_id: userId }).whereNot({ state: 'pending' }).orderBy('id', 'desc')) as Record<string, unknown>[]).map(record);
}

/** Active, due by `now`, and not under another runner's live lease: what a charge run may claim. */
const claimable = (query: Knex.QueryBuilder, at: string) =>
  query
    .where('state', 'active')
    .andWhere('next_charge_at', '<=', at)
    .andWhere((q) => q.whereNull('claimed_until').orWhere('claimed_until', '<', at));

/** Active pledges whose next charge is due by `now` and that nobody holds, oldest due first. */
export async function findDuePledges(db: Db, now: Date): Promise<PledgeRecord[]> {
  return ((await claimable(db('donation_pledges'), toDbDate(now)).orderBy('next_charge_at')) as Record<string, unknown>[]).map(record);
}

/**
 * Claims one due pledge for `claim` (unique per charge run) until `leaseMs` from now. The UPDATE
 * repeats the conditions, so of two runners that both found the pledge due only one gets it
 * (InnoDB re-reads the locked row; SQLite writes one at a time), and a pledge another runner has
 * meanwhile charged (its next charge a month on) is no longer due. An expired lease (a runner that
 * died mid-charge) is claimable again. Answers whether this claim won.
 */
export async function claimDuePledge(db: Db, id: number, claim: string, now: Date, leaseMs: number): Promise<boolean> {
  const won = await claimable(db('donation_pledges').where({ id }), toDbDate(now)).update({ claimed_by: claim, claimed_until: toDbDate(new Date(now.getTime() + leaseMs)) });
  return won > 0;
}

/**
 * The card is registered: a pending pledge turns active with its first charge due now, claimed
 * by `claim` in the same UPDATE (so the hourly job cannot charge it meanwhile, and a confirmation
 * sent twice activates it once). Answers whether it was pending.
 */
export async function activatePledge(db: Db, id: number, billingKey: string, claim: string, now: Date, leaseMs: number): Promise<boolean> {
  const won = await db('donation_pledges')
    .where({ id, state: 'pending' })
    .update({ state: 'active', billing_key: billingKey, next_charge_at: toDbDate(now), failures: 0, claimed_by: claim, claimed_until: toDbDate(new Date(now.getTime() + leaseMs)), updated_at: toDbDate() });
  return won > 0;
}

/** Ends `claim`'s lease on the pledge (after its charge, paid or not). */
export async function releasePledge(db: Db, id: number, claim: string): Promise<void> {
  await db('donation_pledges').where({ id, claimed_by: claim }).update({ claimed_by: null, claimed_until: null });
}

export async function updatePledge(db: Db, id: number, fields: { state?: PledgeState; amount?: number; billingKey?: string | null; nextChargeAt?: Date | null; failures?: number; note?: string; cancelledAt?: Date }): Promise<void> {
  await db('donation_pledges')
    .where({ id })
    .update({
      ...(fields.state !== undefined ? { state: fields.state } : {}),
      ...(fields.amount !== undefined ? { amount: fields.amount } : {}),
      ...(fields.billingKey !== undefined ? { billing_key: fields.billingKey } : {}),
      ...(fields.nextChargeAt !== undefined ? { next_charge_at: fields.nextChargeAt ? toDbDate(fields.nextChargeAt) : null } : {}),
      ...(fields.failures !== undefined ? { failures: fields.failures } : {}),
      ...(fields.note !== undefined ? { note: fields.note.slice(0, 200) } : {}),
      ...(fields.cancelledAt ? { cancelled_at: toDbDate(fields.cancelledAt) } : {}),
      updated_at: toDbDate(),
    });
}

/** A withdrawing member's pledges end: no more charges, the billing key forgotten, no longer theirs. */
export async function endPledgesOf(db: Db, userId: number): Promise<void> {
  await db('donation_pledges').where({ user_id: userId }).whereIn('state', ['pending', 'active']).update({ state: 'cancelled', cancelled_at: toDbDate(), billing_key: null, next_charge_at: null, updated_at: toDbDate() });
  await db('donation_pledges').where({ user_id: userId }).update({ user_id: null, billing_key: null });
}
