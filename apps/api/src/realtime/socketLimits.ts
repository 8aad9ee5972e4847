import type { IncomingHttpHeaders } from 'node:http';
import { ipKeyGenerator, MemoryStore, type Options, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import {
  SOCKET_ADDRESS_EVENTS_PER_MINUTE,
  SOCKET_MEMBER_EVENTS_PER_MINUTE,
  SOCKETS_PER_ADDRESS,
  SOCKETS_PER_MEMBER,
} from '@nanum/shared/limits';
import type { RedisClient } from '../redis/redisClient';

const MINUTE_MS = 60_000;

/**
 * The address a socket is counted for: the connection's own, or behind the proxy (TRUST_PROXY) the
 * one it put in X-Forwarded-For (deploy/nginx.conf overwrites what the client sent); IPv6 by /56,
 * as the HTTP rate limits count.
 */
export function socketAddress(handshake: { address: string; headers: IncomingHttpHeaders }, trustProxy: boolean): string {
  const forwarded = handshake.headers['x-forwarded-for'];
  const hops = trustProxy ? (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((hop) => hop.trim()).filter(Boolean) : [];
  return ipKeyGenerator(hops.at(-1) ?? handshake.address ?? '0.0.0.0');
}

/** Open sockets per key (an address, a member) in this process. */
class OpenCounts {
  private readonly counts = new Map<string, number>();
  /** Counts one more; answers whether it is within `cap` (an over-cap socket is not counted). */
  add(key: string, cap: number): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= cap) return false;
    this.counts.set(key, count + 1);
    return true;
  }
  remove(key: string): void {
    const count = (this.counts.get(key) ?? 1) - 1;
    if (count <= 0) this.counts.delete(key);
    else this.counts.set(key, count);
  }
}

export interface SocketLimits {
  /**
   * Takes a place for a new socket of this address (and member, when logged in); answers a release
   * to call when it closes, or null when the address or the member already has its cap open.
   */
  open(address: string, memberId: number | null): (() => void) | null;
  /**
   * Counts one message against the shared budget of the member's sockets (or the address's, for
   * visitors) over a minute; answers whether it is within the budget. A store failure (Redis down)
   * lets the message through, as the HTTP limits do.
   */
  spend(address: string, memberId: number | null): Promise<boolean>;
}

/**
 * Socket limits across all of a member's or an address's sockets (the per-socket flood guard sees
 * one connection only). Open sockets are counted per process (the proxy keeps an address on one
 * instance: ip_hash); the message budget lives in Redis when REDIS_URL is set, so every instance
 * spends the same budget, and in memory otherwise.
 */
export function createSocketLimits({ redis, redisPrefix = 'nanum:', socketsPerAddress = SOCKETS_PER_ADDRESS }: { redis?: RedisClient; redisPrefix?: string; socketsPerAddress?: number } = {}): SocketLimits {
  const open = { address: new OpenCounts(), member: new OpenCounts() };
  const store: Store = redis
    ? new RedisStore({ prefix: `${redisPrefix}rl:socket-events:`, sendCommand: (...args: string[]) => redis.sendCommand(args) as Promise<RedisReply> })
    : new MemoryStore();
  void store.init?.({ windowMs: MINUTE_MS } as Options);
  return {
    open(address, memberId) {
      if (!open.address.add(address, socketsPerAddress)) return null;
      if (memberId !== null && !open.member.add(String(memberId), SOCKETS_PER_MEMBER)) {
        open.address.remove(address);
        return null;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open.address.remove(address);
        if (memberId !== null) open.member.remove(String(memberId));
      };
    },
    async spend(address, memberId) {
      const [key, budget] = memberId !== null ? [`member:${memberId}`, SOCKET_MEMBER_EVENTS_PER_MINUTE] : [`ip:${address}`, SOCKET_ADDRESS_EVENTS_PER_MINUTE];
      try {
        const { totalHits } = await store.increment(key);
        return totalHits <= budget;
      } catch {
        return true;
      }
    },
  };
}
