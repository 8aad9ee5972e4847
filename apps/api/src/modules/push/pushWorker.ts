import crypto from 'node:crypto';
import os from 'node:os';
import { isNightInKorea } from '@nanum/shared/notificationSettings';
import type { Db } from '../../db/knex';
import type { Logger } from '../../http/logger';
import type { PushSender, SendOutcome } from './fcmClient';
import { removeDeviceById } from './device.repo';
import { claimDuePushes, pruneOldPushes, settlePush, type OutboxItem } from './outbox.repo';

/** Tries per push (the first included) before it is given up. */
export const PUSH_MAX_ATTEMPTS = 6;
/** How long a claim holds a row: longer than a send can take (10 s timeout), so a live send is never claimed twice. */
export const PUSH_LEASE_MS = 60_000;
const BATCH = 100;
/** Sends in flight at once per worker. */
const CONCURRENCY = 16;
/** Rows are kept a week (to answer "did it go?"), then pruned, sent or not. */
export const KEEP_PUSHES_MS = 7 * 24 * 60 * 60 * 1000;

/** The wait before try `attempts + 1`: Retry-After when FCM gave one, else 2 s, 4 s, 8 s... up to 30 min, with jitter. */
export function retryDelayMs(attempts: number, retryAfter?: number): number {
  const backoff = Math.min(30 * 60_000, 2000 * 2 ** Math.max(0, attempts - 1));
  return Math.max(retryAfter ?? 0, Math.round(backoff * (0.8 + Math.random() * 0.4)));
}

export interface PushWorkerOptions {
  db: Db;
  sender: PushSender;
  logger: Logger;
  intervalMs: number;
  /** Names this worker's claims (host and process by default). */
  workerId?: string;
  leaseMs?: number;
  maxAttempts?: number;
  /** The clock the night-time rule reads (tests set it to a Korean night). */
  clock?: () => Date;
}

export interface PushWorker {
  /** Claims and sends what is due, until nothing is; answers how many were sent. */
  drain(): Promise<number>;
  /** Stops the timer and waits for a drain in progress (call before closing the database). */
  stop(): Promise<void>;
}

/**
 * Drains the push outbox: claims due rows with a lease, sends each through FCM, then settles it
 * (sent; retried later for 429 and 5xx, honouring Retry-After, at most maxAttempts tries; the
 * device removed when FCM no longer knows its token). Between 21:00 and 08:00 Korean time it
 * leaves the pushes held at night (promotional, without night-time consent) for the morning. A worker that dies between the send and the
 * settle leaves its rows claimed until the lease runs out, then another worker sends them: a push
 * is acknowledged once, in the database, and never settled by a claim that lost it.
 */
export function createPushWorker(options: PushWorkerOptions): PushWorker {
  const { db, sender, logger } = options;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}`;
  const leaseMs = options.leaseMs ?? PUSH_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? PUSH_MAX_ATTEMPTS;
  const clock = options.clock ?? (() => new Date());
  let stopped = false;
  let running: Promise<number> | undefined;
  let lastPrune = 0;

  /** The acknowledgement after a send, tried three times (a busy database must not make a sent push look unsent). */
  const acknowledge = async (item: OutboxItem, claim: string, outcome: Parameters<typeof settlePush>[3], error?: string): Promise<boolean> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await settlePush(db, item.id, claim, outcome, error);
      } catch (failure) {
        if (attempt >= 3) throw failure;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  };

  const settle = async (item: OutboxItem, claim: string, outcome: SendOutcome) => {
    if (outcome.result === 'sent') return acknowledge(item, claim, { state: 'sent' });
    if (outcome.result === 'gone') {
      await removeDeviceById(db, item.deviceId);
      logger.info({ push: item.id, reason: outcome.reason }, 'push device removed: FCM no longer knows its token');
      return false;
    }
    if (outcome.result === 'retry' && item.attempts < maxAttempts) {
      return acknowledge(item, claim, { state: 'pending', retryAt: new Date(Date.now() + retryDelayMs(item.attempts, outcome.afterMs)) }, outcome.reason);
    }
    logger.warn({ push: item.id, reason: outcome.reason, attempts: item.attempts }, 'push given up');
    return acknowledge(item, claim, { state: 'failed' }, outcome.reason);
  };

  const drainOnce = async (): Promise<number> => {
    const claim = `${workerId}:${crypto.randomUUID()}`.slice(0, 64);
    const { items, more } = await claimDuePushes(db, claim, { leaseMs, limit: BATCH, maxAttempts, night: isNightInKorea(clock()) });
    let sent = 0;
    let next = 0;
    const lane = async () => {
      while (next < items.length) {
        const item = items[next++] as OutboxItem;
        const outcome = await sender.send({ token: item.token, kind: item.kind, title: item.title, body: item.body, link: item.link });
        await settle(item, claim, outcome);
        if (outcome.result === 'sent') sent += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, lane));
    return more && !stopped ? sent + (await drainOnce()) : sent;
  };

  const drain = (): Promise<number> => {
    running ??= (async () => {
      try {
        const sent = await drainOnce();
        if (Date.now() - lastPrune > 60 * 60 * 1000) {
          lastPrune = Date.now();
          await pruneOldPushes(db, new Date(Date.now() - KEEP_PUSHES_MS));
        }
        return sent;
      } catch (error) {
        logger.warn({ err: error }, 'push outbox drain failed; it runs again shortly');
        return 0;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void drain(), options.intervalMs);
  timer.unref();
  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
