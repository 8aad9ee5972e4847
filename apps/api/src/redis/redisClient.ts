import type { RedisClientType } from 'redis';
import type { Logger } from '../http/logger';

export type RedisClient = RedisClientType;


/**
 * A long-lived Redis client (one library, `redis`, for the socket adapter, sessions and rate
 * limits). It reconnects on its own (back-off up to 5 s); errors are logged, never thrown, so a
 * Redis outage degrades the site instead of ending the process. While disconnected, commands fail
 * at once (a request answers 503 instead of waiting for Redis), unless `queueWhileOffline` keeps
 * them for the reconnect (the Socket.IO adapter's pub/sub).
 */
export async function connectRedis(url: string, logger: Logger, name: string, options: { queueWhileOffline?: boolean } = {}): Promise<RedisClient> {
  // The library (about 650 modules) loads with the first client: a site without REDIS_URL never loads it.
  const { createClient } = await import('redis');
  const client = createClient({
    url,
    name: `nanum-${name}`,
    disableOfflineQueue: !options.queueWhileOffline,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 5000) },
  });
  let lastLogged = 0;
  client.on('error', (error: Error) => {
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    logger.warn({ client: name, err: error.message }, 'redis unavailable, retrying');
  });
  await client.connect();
  return client;
}

/** Start-up check: resolves when Redis answers PING within the timeout, else rejects once. */
export async function pingRedis(url: string, timeoutMs = 5000): Promise<void> {
  const { createClient } = await import('redis');
  const client = createClient({ url, socket: { connectTimeout: timeoutMs, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } finally {
    if (client.isOpen) client.destroy();
  }
}

const CONNECTION_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
/**
 * The client's own errors for a lost or absent connection, by class: their `name` is plain 'Error'
 * (named here, so that checking an error does not load the library).
 */
const CONNECTION_ERRORS = new Set(['SocketClosedUnexpectedlyError', 'ClientClosedError', 'ClientOfflineError', 'ConnectionTimeoutError']);

/**
 * Whether an error is a lost connection (to Redis, while it is down) rather than a bug. Commands
 * in flight when Redis goes away reject with it, and some are sent by libraries that never catch
 * them (the Socket.IO adapter's publish): such a rejection must not end the process, and a request
 * that met it answers 503.
 */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (code !== undefined && CONNECTION_CODES.has(code)) || CONNECTION_ERRORS.has(error.constructor.name);
}
