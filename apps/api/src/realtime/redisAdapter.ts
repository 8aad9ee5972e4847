import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from '../http/logger';
import { connectRedis } from '../redis/redisClient';
import type { RealtimeServer } from './gateway';

/**
 * With REDIS_URL, Socket.IO fans out through Redis pub/sub so that an event emitted by any
 * instance reaches sockets connected to every other. Returns a function that closes the clients.
 */
export async function attachRedisAdapter(io: RealtimeServer, url: string, logger: Logger, prefix = 'nanum:'): Promise<() => Promise<void>> {
  const pub = await connectRedis(url, logger, 'socket-pub', { queueWhileOffline: true });
  const sub = await connectRedis(url, logger, 'socket-sub', { queueWhileOffline: true });
  io.adapter(createAdapter(pub, sub, { key: `${prefix}socket.io` }));
  return async () => {
    await Promise.allSettled([pub.close(), sub.close()]);
  };
}
