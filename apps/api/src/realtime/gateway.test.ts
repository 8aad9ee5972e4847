import http from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import type { SessionData } from 'express-session';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger';
import { createTestApp, type TestApp } from '../test/testApp';
import { SOCKET_CLIENT_OPTIONS, userRoom } from '@nanum/shared/socketEvents';
import { createTestUser, loginCookie, sessionIdOf } from '../test/fixtures';
import { attachRealtime, type RealtimeServer } from './gateway';

/** Resolves once `socket` has connected; rejects with its connection error. */
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });

describe('one port for the API and the socket', () => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  let socket: Socket | undefined;
  let io: RealtimeServer;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    server = http.createServer(t.app);
    io = attachRealtime(server, { db: t.db, logger: createLogger('silent'), auth: t.auth, dev: false, publicUrl: t.config.publicUrl });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    socket?.close();
    await new Promise((resolve) => server.close(resolve));
    await t.drop();
  });

  it('serves /api and accepts a socket.io websocket connection on the same port', async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    socket = connect(base, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const id = await new Promise<string>((resolve, reject) => {
      socket?.on('connect', () => resolve(socket?.id ?? ''));
      socket?.on('connect_error', reject);
    });
    expect(id).not.toBe('');
    expect(socket.connected).toBe(true);
  });

  it('puts a logged-in socket in its user room, and takes it out after logout and clientUpdate', async () => {
    const user = await createTestUser(t.db);
    const cookie = await loginCookie(t.app, user.email);
    const own = connect(base, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
    try {
      await connected(own);
      const inRoom = async () => (await io.in(userRoom(user.id)).fetchSockets()).map((s) => s.id);
      await expect.poll(inRoom).toEqual([own.id]);

      await fetch(`${base}/api/user/logout`, { method: 'POST', headers: { cookie } });
      own.emit('clientUpdate', {});
      await expect.poll(inRoom).toEqual([]);
    } finally {
      own.close();
    }
  });

  it('keeps a logged-in socket in its room when the session store cannot be read on clientUpdate', async () => {
    const user = await createTestUser(t.db);
    const cookie = await loginCookie(t.app, user.email);
    const own = connect(base, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
    const inRoom = async () => (await io.in(userRoom(user.id)).fetchSockets()).map((s) => s.id);
    try {
      await connected(own);
      await expect.poll(inRoom).toEqual([own.id]);
      // The store's reads fail (its table is gone for a moment): the socket must not become a visitor's.
      await t.db.schema.renameTable('sessions', 'sessions_away');
      try {
        own.emit('clientUpdate', {});
        await new Promise((r) => setTimeout(r, 300));
        expect(await inRoom()).toEqual([own.id]);
      } finally {
        await t.db.schema.renameTable('sessions_away', 'sessions');
      }
      // Once the store answers again, a logout still takes it out.
      await fetch(`${base}/api/user/logout`, { method: 'POST', headers: { cookie } });
      own.emit('clientUpdate', {});
      await expect.poll(inRoom).toEqual([]);
    } finally {
      own.close();
    }
  });

  it('takes a socket out of its member rooms when its login ends by itself (idle or absolute lifetime), with no request to say so', async () => {
    const store = t.auth.sessions.store;
    /** Logs a new member in and rewrites their session so that it ends in 1.5 s, one way or the other. */
    const endingSoon = async (how: 'idle' | 'absolute') => {
      const user = await createTestUser(t.db);
      const cookie = await loginCookie(t.app, user.email);
      const sid = sessionIdOf(cookie);
      const data = await new Promise<SessionData>((resolve, reject) => store.get(sid, (error, got) => (got ? resolve(got) : reject(error ?? new Error('no session')))));
      const soon = Date.now() + 1500;
      if (how === 'idle') data.cookie.expires = new Date(soon);
      else data.loginAt = soon - t.config.SESSION_ABSOLUTE_HOURS * 3_600_000;
      await new Promise<void>((resolve, reject) => store.set(sid, data, (error) => (error ? reject(error) : resolve())));
      return { user, cookie };
    };
    for (const how of ['idle', 'absolute'] as const) {
      const { user, cookie } = await endingSoon(how);
      const own = connect(base, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
      const inRoom = async () => (await io.in(userRoom(user.id)).fetchSockets()).map((s) => s.id);
      try {
        await connected(own);
        await expect.poll(inRoom).toEqual([own.id]);
        await expect.poll(inRoom, { timeout: 6000, interval: 200 }).toEqual([]);
        expect(own.connected, how).toBe(true);
      } finally {
        own.close();
      }
    }
  });

  it('lets the handshake request go once connected, and still re-reads the session on clientUpdate', async () => {
    const user = await createTestUser(t.db);
    const cookie = await loginCookie(t.app, user.email);
    const own = connect(base, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
    const inRoom = async () => (await io.in(userRoom(user.id)).fetchSockets()).map((s) => s.id);
    try {
      await connected(own);
      await expect.poll(inRoom).toEqual([own.id]);
      const serverSide = io.of('/').sockets.get(own.id as string);
      expect((serverSide?.conn as unknown as { request: unknown }).request).toBeNull();
      // The login is still in the store: a reload keeps the socket in its room.
      own.emit('clientUpdate', {});
      await new Promise((r) => setTimeout(r, 300));
      expect(await inRoom()).toEqual([own.id]);
      // The member's logins end (a password change moves the session version): out it goes.
      await t.db('users').where({ id: user.id }).increment('session_version', 1);
      own.emit('clientUpdate', {});
      await expect.poll(inRoom).toEqual([]);
    } finally {
      own.close();
    }
  });

  it('finds the session of a handshake made by long-polling (then upgraded) as well', async () => {
    const user = await createTestUser(t.db);
    const cookie = await loginCookie(t.app, user.email);
    const own = connect(base, { transports: ['polling', 'websocket'], reconnection: false, extraHeaders: { cookie } });
    const inRoom = async () => (await io.in(userRoom(user.id)).fetchSockets()).map((s) => s.id);
    try {
      await connected(own);
      await expect.poll(inRoom).toEqual([own.id]);
      await fetch(`${base}/api/user/logout`, { method: 'POST', headers: { cookie } });
      own.emit('clientUpdate', {});
      await expect.poll(inRoom).toEqual([]);
    } finally {
      own.close();
    }
  });

  it('with the site’s options a socket opens by WebSocket, no polling first, and by long-polling where a proxy refuses WebSockets', async () => {
    const user = await createTestUser(t.db);
    const cookie = await loginCookie(t.app, user.email);
    const inRoom = async () => (await io.in(userRoom(user.id)).fetchSockets()).map((s) => s.id);
    const pollingRequests: string[] = [];
    const countPolling = (req: http.IncomingMessage) => {
      if (req.url?.startsWith('/socket.io/')) pollingRequests.push(req.url);
    };
    server.on('request', countPolling);
    // A proxy in front of the app that passes requests and answers every upgrade 403.
    const proxy = http.createServer((req, res) => {
      const upstream = http.request(`${base}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    proxy.on('upgrade', (_req, raw: NetSocket) => raw.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n'));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const connectWith = async (url: string) => {
      const own = connect(url, { ...SOCKET_CLIENT_OPTIONS, reconnection: false, extraHeaders: { cookie } });
      await connected(own);
      return own;
    };
    try {
      const direct = await connectWith(base);
      try {
        expect(direct.io.engine.transport.name).toBe('websocket');
        expect(pollingRequests).toEqual([]);
        await expect.poll(inRoom).toEqual([direct.id]);
      } finally {
        direct.close();
      }
      const behindProxy = await connectWith(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
      try {
        expect(behindProxy.io.engine.transport.name).toBe('polling');
        expect(pollingRequests.length).toBeGreaterThan(0);
        await expect.poll(inRoom).toEqual([behindProxy.id]);
      } finally {
        behindProxy.close();
      }
    } finally {
      server.off('request', countPolling);
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('leaves a visitor’s socket out of every user room', async () => {
    const visitor = connect(base, { transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve) => visitor.on('connect', resolve));
      visitor.emit('clientUpdate', {});
      await new Promise((r) => setTimeout(r, 100));
      const [server] = await io.in(visitor.id as string).fetchSockets();
      expect([...(server?.rooms ?? [])].filter((room) => room.startsWith('user:'))).toEqual([]);
      expect(server?.data.userId).toBeNull();
    } finally {
      visitor.close();
    }
  });
});
