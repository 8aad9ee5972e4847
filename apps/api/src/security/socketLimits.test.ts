import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_MEMBER_EVENTS_PER_MINUTE, SOCKETS_PER_ADDRESS, SOCKETS_PER_MEMBER } from '@nanum/shared/limits';

/** The per-address cap these tests run with (SOCKETS_PER_ADDRESS), below the default to keep them quick. */
const ADDRESS_CAP = 30;
import { createLogger } from '../http/logger';
import { attachRealtime } from '../realtime/gateway';
import { connectRedis, type RedisClient } from '../redis/redisClient';
import { createTestUser, loginCookie } from '../test/fixtures';
import { createTestApp } from '../test/testApp';
import { testDialects, type Dialect } from '../test/testDb';

/** Tests use the machine's real Redis (TEST_REDIS_URL, default the local one), under keys of this run only. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** One app with its gateway on a loopback port; counts the socket messages it serves. */
async function startSite(dialect: Dialect, env: Record<string, string> = {}, redis?: RedisClient) {
  const t = await createTestApp(dialect, env, { redis });
  const server = http.createServer(t.app);
  attachRealtime(server, { db: t.db, logger: createLogger('silent'), auth: t.auth, dev: false, publicUrl: t.config.publicUrl, socketsPerAddress: t.config.SOCKETS_PER_ADDRESS }, t.io);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The clientUpdate messages the gateway lets through to its handlers (each reads the session and
  // the member): a listener of the test's own beside the gateway's, behind the same limits.
  const served = { count: 0 };
  t.io.on('connection', (socket) => socket.on('clientUpdate', () => (served.count += 1)));
  return { t, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, served };
}

/** Waits until the count has not changed for 500 ms (at least 1 s in all, at most 15 s); the growth since `before`. */
async function settled(counter: { count: number }, before: number): Promise<number> {
  const deadline = Date.now() + 15_000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  let seen = -1;
  while (Date.now() < deadline && counter.count !== seen) {
    seen = counter.count;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return counter.count - before;
}

/**
 * Socket limits were per connection only (issue 21, finding 3): 5 sockets x 90 clientUpdate of
 * one member were all served. Now a member and an address have a cap of open sockets and one
 * message budget across their sockets.
 */
describe.each(testDialects())('limits across sockets (%s)', (dialect) => {
  let site: Awaited<ReturnType<typeof startSite>>;
  const open: Socket[] = [];

  function socketOf(cookie?: string, headers: Record<string, string> = {}): Socket {
    const socket = connect(site.url, { transports: ['websocket'], reconnection: false, extraHeaders: { origin: site.t.config.publicUrl, ...headers, ...(cookie ? { cookie } : {}) } });
    open.push(socket);
    return socket;
  }
  /** Whether the socket stays connected: it connects, and the server does not close it within 200 ms. */
  const stays = (socket: Socket) =>
    new Promise<boolean>((resolve) => {
      socket.on('disconnect', () => resolve(false));
      socket.on('connect_error', () => resolve(false));
      socket.on('connect', () => setTimeout(() => resolve(socket.connected), 200));
    });
  async function member() {
    const user = await createTestUser(site.t.db);
    return { ...user, cookie: await loginCookie(site.t.app, user.email) };
  }

  beforeAll(async () => {
    site = await startSite(dialect, { SOCKETS_PER_ADDRESS: String(ADDRESS_CAP) });
  });
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.close();
    // The server sees the closes before the next test counts open sockets.
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
  afterAll(async () => {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
    await site.t.drop();
  });

  it(`serves at most ${SOCKET_MEMBER_EVENTS_PER_MINUTE} clientUpdate a minute across a member's 5 sockets sending 90 each`, async () => {
    const user = await member();
    const sockets = Array.from({ length: 5 }, () => socketOf(user.cookie));
    expect(await Promise.all(sockets.map(stays))).toEqual([true, true, true, true, true]);
    const before = site.served.count;
    for (const socket of sockets) for (let i = 0; i < 90; i += 1) socket.emit('clientUpdate', {});
    expect(await settled(site.served, before)).toBeLessThanOrEqual(SOCKET_MEMBER_EVENTS_PER_MINUTE);
    // The sockets that overspent the budget were closed.
    expect(sockets.filter((socket) => socket.connected).length).toBeLessThan(5);
  });

  it('serves every message of a member within the budget', async () => {
    const cookies = [(await member()).cookie, (await member()).cookie];
    const sockets = cookies.map((cookie) => socketOf(cookie));
    expect(await Promise.all(sockets.map(stays))).toEqual([true, true]);
    const before = site.served.count;
    for (const socket of sockets) for (let i = 0; i < 20; i += 1) socket.emit('clientUpdate', {});
    expect(await settled(site.served, before)).toBe(40);
    expect(sockets.every((socket) => socket.connected)).toBe(true);
  });

  it(`keeps at most ${SOCKETS_PER_MEMBER} sockets of one member open; a closed one frees its place`, async () => {
    const user = await member();
    const sockets = Array.from({ length: SOCKETS_PER_MEMBER + 2 }, () => socketOf(user.cookie));
    const results = await Promise.all(sockets.map(stays));
    expect(results.filter(Boolean)).toHaveLength(SOCKETS_PER_MEMBER);
    // Another member at the same address is not affected.
    expect(await stays(socketOf((await member()).cookie))).toBe(true);
    sockets.find((socket) => socket.connected)?.close();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await stays(socketOf(user.cookie))).toBe(true);
  });

  it(`keeps at most SOCKETS_PER_ADDRESS sockets of one address open (${SOCKETS_PER_ADDRESS} by default)`, async () => {
    expect(site.t.config.SOCKETS_PER_ADDRESS).toBe(ADDRESS_CAP);
    const sockets = Array.from({ length: ADDRESS_CAP + 3 }, () => socketOf());
    const results = await Promise.all(sockets.map(stays));
    expect(results.filter(Boolean)).toHaveLength(ADDRESS_CAP);
  });

  it('ignores a forged X-Forwarded-For without TRUST_PROXY: the cap stays on the real address', async () => {
    const sockets = Array.from({ length: ADDRESS_CAP + 3 }, (_, i) => socketOf(undefined, { 'x-forwarded-for': `198.51.100.${i}` }));
    const results = await Promise.all(sockets.map(stays));
    expect(results.filter(Boolean)).toHaveLength(ADDRESS_CAP);
  });
});

describe.each(testDialects())('the message budget of a member is shared by every instance through Redis (%s)', (dialect) => {
  let redis: RedisClient;
  const sites: Array<Awaited<ReturnType<typeof startSite>>> = [];
  const open: Socket[] = [];

  beforeAll(async () => {
    redis = await connectRedis(REDIS_URL, createLogger('silent'), 'test');
    const env = { REDIS_PREFIX: `test${process.pid}x${Date.now().toString(36)}:` };
    sites.push(await startSite(dialect, env, redis));
    // The second instance shares the first one's database and sessions through Redis.
    sites.push(await startSite(dialect, env, redis));
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    for (const site of sites) {
      site.server.closeAllConnections();
      await new Promise((resolve) => site.server.close(resolve));
      await site.t.drop();
    }
    await redis.close();
  });

  it('counts a member’s messages on two instances against one budget', async () => {
    const [a, b] = sites as [Awaited<ReturnType<typeof startSite>>, Awaited<ReturnType<typeof startSite>>];
    // The same member id on both instances (each has its own database): the budget key is the member.
    const user = await createTestUser(a.t.db);
    const other = await createTestUser(b.t.db);
    expect(other.id).toBe(user.id);
    const cookies = [await loginCookie(a.t.app, user.email), await loginCookie(b.t.app, other.email)];
    const sockets = [a, b].map((site, i) => {
      const socket = connect(site.url, { transports: ['websocket'], reconnection: false, extraHeaders: { origin: site.t.config.publicUrl, cookie: cookies[i] as string } });
      open.push(socket);
      return socket;
    });
    await Promise.all(sockets.map((socket) => new Promise<void>((resolve) => socket.on('connect', () => resolve()))));
    const before = a.served.count + b.served.count;
    for (let i = 0; i < 50; i += 1) for (const socket of sockets) socket.emit('clientUpdate', {});
    const both = { get count() { return a.served.count + b.served.count; } };
    expect(await settled(both, before)).toBeLessThanOrEqual(SOCKET_MEMBER_EVENTS_PER_MINUTE);
  });
});
