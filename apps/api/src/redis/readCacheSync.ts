import crypto from 'node:crypto';
import type { ReadCache } from '../http/readCache';
import type { Logger } from '../http/logger';
import type { RedisClient } from './redisClient';

/**
 * Empties the read caches of the other instances when this one writes (REDIS_URL set): every
 * local invalidation is published on `<prefix>read-cache`, and a message from another instance
 * empties this one's. Another instance may serve the answer from before a write for as long as the
 * message takes through Redis (well under a millisecond on one network); while Redis is down,
 * for at most the cache's lifetime (5 s). Answers the function that unsubscribes.
 */
export async function syncReadCache(cache: ReadCache, redis: RedisClient, prefix: string, logger: Logger): Promise<() => Promise<void>> {
  const channel = `${prefix}read-cache`;
  const instance = crypto.randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', () => {});
  await subscriber.connect();
  await subscriber.subscribe(channel, (message) => {
    if (message !== instance) cache.invalidate(true);
  });
  // The subscriber missed whatever was published while it was reconnecting.
  subscriber.on('ready', () => cache.invalidate(true));
  // Never throws into the request that wrote (a client offline may refuse the command at once).
  const notPublished = (error: unknown) => logger.debug({ err: error instanceof Error ? error.message : String(error) }, 'read cache invalidation not published');
  cache.onInvalidate(() => {
    Promise.resolve()
      .then(() => redis.publish(channel, instance))
      .catch(notPublished);
  });
  return async () => {
    if (subscriber.isOpen) await subscriber.close();
  };
}
