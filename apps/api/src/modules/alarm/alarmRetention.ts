import { ALARM_KEEP_DAYS, HIDDEN_ALARM_KEEP_DAYS } from '@nanum/shared/limits';
import type { Db } from '../../db/knex';
import { toDbDate } from '../../db/values';
import type { Logger } from '../../http/logger';
import { startRepeatingJob, type RepeatingJob } from '../../jobs/repeatingJob';

/**
 * Alarms are not kept for ever: a member's deleted (hidden) ones go after HIDDEN_ALARM_KEEP_DAYS,
 * every one after ALARM_KEEP_DAYS. Without it the table grew with every comment and broadcast:
 * five years of a busy member made their "my data" download take seconds of the server's time,
 * and "delete read" only hid rows. Rows go in small batches, oldest first by id (which follows
 * their age), so that no delete holds the table for long.
 */
const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Once a day, the first run a few minutes after start (not in the start-up's busy moment). */
export const ALARM_RETENTION_INTERVAL_MS = DAY_MS;
const FIRST_RUN_MS = 5 * 60 * 1000;

/** Deletes the alarms past their keeping time (as of `now`); answers how many went. */
export async function pruneAlarms(db: Db, now: Date = new Date()): Promise<number> {
  const before = (days: number) => toDbDate(new Date(now.getTime() - days * DAY_MS));
  let removed = 0;
  for (const narrow of [(q: Db) => q('alarms').where('created_at', '<', before(ALARM_KEEP_DAYS)), (q: Db) => q('alarms').where({ hidden: 1 }).where('created_at', '<', before(HIDDEN_ALARM_KEEP_DAYS))]) {
    for (;;) {
      const ids = (await narrow(db).orderBy('id').limit(BATCH).pluck('id')) as number[];
      if (ids.length === 0) break;
      removed += await db('alarms').whereIn('id', ids).delete();
      if (ids.length < BATCH) break;
    }
  }
  return removed;
}

/** The daily prune; a failed run is logged and tried again the next day. */
export function startAlarmRetention(deps: { db: Db; logger: Logger; intervalMs?: number }): RepeatingJob {
  return startRepeatingJob({
    intervalMs: deps.intervalMs ?? ALARM_RETENTION_INTERVAL_MS,
    firstRunMs: FIRST_RUN_MS,
    onError: (error) => deps.logger.warn({ err: error }, 'alarm retention failed; it runs again tomorrow'),
    run: async () => {
      const removed = await pruneAlarms(deps.db);
      if (removed > 0) deps.logger.info({ removed }, 'old alarms removed');
    },
  });
}
