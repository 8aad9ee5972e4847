import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger';
import { createTestApp, type TestApp } from '../test/testApp';
import { attachRealtime } from './gateway';

describe('one port for the API and the socket', () => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  let socket: Socket | undefined;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    server = http.createServer(t.app);
    attachRealtime(server, createLogger('silent'), { dev: false });
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
});
