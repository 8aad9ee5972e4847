import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_MAX_EVENTS_PER_SECOND } from '@nanum/shared/limits';
import { userRoom } from '@nanum/shared/socketEvents';
import { createLogger } from '../http/logger';
import { attachRealtime } from '../realtime/gateway';
import { socketEmitter } from '../realtime/realtimeEmitter';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';

const PUSH = { alarmData: [], alarmContent: { title: '새 알림', subTitle: '', description: '', href: '' } };

describe.each(testDialects())('hostile sockets (%s)', (dialect) => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  let host: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    server = http.createServer(t.app);
    attachRealtime(server, { db: t.db, logger: createLogger('silent'), auth: t.auth, dev: false, publicUrl: t.config.publicUrl }, t.io);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    base = `http://${host}`;
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await new Promise((resolve) => server.close(resolve));
    await t.drop();
  });

  /** A websocket like a browser's on this site (PUBLIC_URL, or the given origin), with a session cookie if given. */
  function socketOf(cookie?: string, origin = t.config.publicUrl): Socket {
    const socket = connect(base, { transports: ['websocket'], reconnection: false, extraHeaders: { origin, ...(cookie ? { cookie } : {}) } });
    open.push(socket);
    return socket;
  }
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
  const inRoom = async (userId: number) => (await t.io.in(userRoom(userId)).fetchSockets()).map((s) => s.id);
  /** The pushes a socket receives for `ms` after an alarm is pushed to `userId`. */
  async function pushesWithin(socket: Socket, userId: number, ms = 150): Promise<number> {
    let received = 0;
    socket.on('alarmListUpdate', () => (received += 1));
    socketEmitter(t.io).toUser(userId, 'alarmListUpdate', PUSH);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return received;
  }
  async function member() {
    const user = await createTestUser(t.db);
    return { ...user, cookie: await loginCookie(t.app, user.email) };
  }

  it('refuses a handshake from another site’s page (cross-site WebSocket hijacking), even with the victim’s cookie', async () => {
    const victim = await member();
    // The Host header names 127.0.0.1 here: an origin naming it is still another site's (PUBLIC_URL is http://nanum.test).
    for (const origin of ['https://evil.example', `http://${host}.evil.example`, 'null', base, 'https://nanum.test', 'http://nanum.test:8080']) {
      const hijack = socketOf(victim.cookie, origin);
      await expect(connected(hijack)).rejects.toThrow();
    }
    expect(await inRoom(victim.id)).toEqual([]);
    // The same cookie from the site's own page connects and receives its pushes.
    const own = socketOf(victim.cookie);
    await connected(own);
    await expect.poll(() => inRoom(victim.id)).toEqual([own.id]);
    expect(await pushesWithin(own, victim.id)).toBe(1);
  });

  it('never lets a socket into another user’s room, whatever it sends', async () => {
    const attacker = await member();
    const victim = await member();
    const socket = socketOf(attacker.cookie);
    await connected(socket);
    await expect.poll(() => inRoom(attacker.id)).toEqual([socket.id]);
    socket.emit('clientUpdate', { userId: victim.id, room: userRoom(victim.id) });
    (socket as unknown as { emit(event: string, ...args: unknown[]): void }).emit('join', userRoom(victim.id));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await inRoom(victim.id)).toEqual([]);
    expect(await pushesWithin(socket, victim.id)).toBe(0);
    const visitor = socketOf();
    await connected(visitor);
    expect(await pushesWithin(visitor, victim.id)).toBe(0);
  });

  it(`disconnects a socket that sends more than ${SOCKET_MAX_EVENTS_PER_SECOND} messages a second, and keeps a calm one`, async () => {
    const calm = socketOf();
    const flood = socketOf();
    await Promise.all([connected(calm), connected(flood)]);
    for (let i = 0; i < SOCKET_MAX_EVENTS_PER_SECOND / 2; i += 1) calm.emit('clientUpdate', {});
    const closed = new Promise<string>((resolve) => flood.on('disconnect', resolve));
    for (let i = 0; i < SOCKET_MAX_EVENTS_PER_SECOND + 50; i += 1) flood.emit('clientUpdate', {});
    expect(await closed).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calm.connected).toBe(true);
  });

  it('survives a burst of clientUpdate from a socket whose login ended (concurrent session reloads)', async () => {
    const user = await member();
    const socket = socketOf(user.cookie);
    await connected(socket);
    await fetch(`${base}/api/user/logout`, { method: 'POST', headers: { cookie: user.cookie } });
    const failures: unknown[] = [];
    const record = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', record);
    try {
      for (let i = 0; i < 20; i += 1) socket.emit('clientUpdate', {});
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(failures).toEqual([]);
    expect(socket.connected).toBe(true);
    expect(await inRoom(user.id)).toEqual([]);
  });

  it('disconnects a socket that sends a 1 MB message', async () => {
    const socket = socketOf();
    await connected(socket);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    socket.emit('clientUpdate', { padding: 'x'.repeat(1024 * 1024) } as never);
    expect(await closed).toBe('transport close');
  });

  it('stops pushing to the sockets of a login as soon as it logs out, without waiting for the client', async () => {
    const user = await member();
    const other = await loginCookie(t.app, user.email);
    const ending = socketOf(user.cookie);
    const staying = socketOf(other);
    await Promise.all([connected(ending), connected(staying)]);
    await expect.poll(async () => (await inRoom(user.id)).length).toBe(2);

    const res = await fetch(`${base}/api/user/logout`, { method: 'POST', headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    await expect.poll(() => inRoom(user.id)).toEqual([staying.id]);
    expect(await pushesWithin(ending, user.id)).toBe(0);
  });

  it('stops pushing to every socket of a member who changed their password, until a socket comes back with the new login', async () => {
    const user = await member();
    const stolen = socketOf(await loginCookie(t.app, user.email));
    await connected(stolen);
    await expect.poll(async () => (await inRoom(user.id)).length).toBe(1);

    const res = await fetch(`${base}/api/user/set/profile/password`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ beforePassword: TEST_PASSWORD, afterPassword: 'Nanum#2027' }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => inRoom(user.id)).toEqual([]);
    expect(await pushesWithin(stolen, user.id)).toBe(0);
    // The stolen session cannot bring its socket back.
    stolen.emit('clientUpdate', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await inRoom(user.id)).toEqual([]);

    const renewed = res.headers.getSetCookie().find((c) => c.startsWith('nanum.sid='))?.split(';')[0] as string;
    const fresh = socketOf(renewed);
    await connected(fresh);
    await expect.poll(() => inRoom(user.id)).toEqual([fresh.id]);
  });
});
