import { siteDay } from '@nanum/shared/timeZone';
import { isUniqueViolation } from './errors';
import type { Db } from './knex';

/** A counter column of a row (a post's visits, a file's downloads) and the table of its daily proofs. */
export interface DailyCount {
  /** The counted row: its table, id and counter column. */
  table: string;
  id: number;
  column: string;
  /** The proofs: a table keyed (`idColumn`, visitor, day), with a foreign key to the counted row. */
  proofs: string;
  idColumn: string;
}

/**
 * Counts once per visitor per day (a day in Korea): the (row, visitor, day) proof row says it was
 * counted. Answers whether this one was. Proofs older than yesterday are pruned as it goes.
 */
export async function countOncePerDay(db: Db, count: DailyCount, visitor: string, now: Date = new Date()): Promise<boolean> {
  await pruneHourly(db, count.proofs, now);
  const proof = { [count.idColumn]: count.id, visitor, day: siteDay(now) };
  // Most are repeats: a primary-key lookup answers them without a failing insert.
  if (await db(count.proofs).where(proof).first('day')) return false;
  try {
    // The count first, the proof second: the counted row is taken for writing before the proof's
    // foreign key reads it (the other order deadlocked on MariaDB when visitors came at once).
    await db.transaction(async (trx) => {
      await trx(count.table).where({ id: count.id }).increment(count.column, 1);
      await trx(count.proofs).insert(proof);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Proofs older than yesterday are no longer needed. */
export async function pruneDailyProofs(db: Db, proofs: string, now: Date = new Date()): Promise<void> {
  await db(proofs).where('day', '<', siteDay(new Date(now.getTime() - 86_400_000))).delete();
}

/** When each database's proof tables were last pruned (ms). */
const lastPrunes = new WeakMap<Db, Map<string, number>>();

/** Prunes a proof table as it is used, at most once an hour per process. */
async function pruneHourly(db: Db, proofs: string, now: Date): Promise<void> {
  const pruned = lastPrunes.get(db) ?? new Map<string, number>();
  lastPrunes.set(db, pruned);
  if (now.getTime() - (pruned.get(proofs) ?? 0) < 3_600_000) return;
  pruned.set(proofs, now.getTime());
  await pruneDailyProofs(db, proofs, now);
}
