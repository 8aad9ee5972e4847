import { randomUUID } from 'node:crypto';
import type { Logger } from './logger';
import { connectRedis } from '../redis/redisClient';
import type { PageCache } from './pageCache';

/**
 * With REDIS_URL, an invalidation of the page cache on one instance (a write it served) reaches
 * every other instance over Redis pub/sub, on the channel `<REDIS_PREFIX>page-cache`. Messages
 * lost while Redis is away are made up for: an instance whose subscriber reconnects drops its own
 * pages. Returns a function that closes the clients.
 */
export async function linkPageCacheOverRedis(cache: PageCache, url: string, logger: Logger, prefix = 'nanum:'): Promise<() => Promise<void>> {
  const channel = `${prefix}page-cache`;
  const instance = randomUUID();
  const pub = await connectRedis(url, logger, 'page-cache-pub', { queueWhileOffline: true });
  const sub = await connectRedis(url, logger, 'page-cache-sub', { queueWhileOffline: true });
  await sub.subscribe(channel, (message) => {
    if (message !== instance) cache.invalidateLocally();
  });
  sub.on('ready', () => cache.invalidateLocally());
  cache.onInvalidate(() => {
    pub.publish(channel, instance).catch((error: Error) => logger.warn({ err: error.message }, 'page cache invalidation not published'));
  });
  return async () => {
    await Promise.allSettled([pub.close(), sub.close()]);
  };
}
