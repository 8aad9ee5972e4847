import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom, type AlarmListUpdatePayload } from '@nanum/shared/socketEvents';
import { createLogger } from '../http/logger';
import { attachRealtime, type RealtimeServer } from './gateway';
import { attachRedisAdapter } from './redisAdapter';

/** Tests use the machine's real Redis (TEST_REDIS_URL, default the local one). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Instance {
  io: RealtimeServer;
  server: http.Server;
  url: string;
  close: () => Promise<void>;
}

async function startInstance(): Promise<Instance> {
  const server = http.createServer();
  const io = attachRealtime(server, createLogger('silent'), { dev: false });
  const closeRedis = await attachRedisAdapter(io, REDIS_URL, createLogger('silent'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    io,
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      io.close();
      await closeRedis();
    },
  };
}

describe('two instances act as one through Redis', () => {
  let a: Instance;
  let b: Instance;
  let socket: Socket;

  beforeAll(async () => {
    a = await startInstance();
    b = await startInstance();
  });
  afterAll(async () => {
    socket?.close();
    await a.close();
    await b.close();
  });

  it('an event emitted by instance A to a room reaches a socket connected to instance B', async () => {
    const room = userRoom(987_654);
    b.io.on('connection', (s) => void s.join(room));
    socket = connect(b.url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    // Wait until A sees B's socket in the room (the join travels through Redis).
    await expect.poll(async () => (await a.io.in(room).fetchSockets()).length, { timeout: 5000 }).toBe(1);

    const payload: AlarmListUpdatePayload = {
      alarmData: [],
      alarmContent: { title: '새 알림', subTitle: '공지사항', description: '캠페인이 승인되었습니다.', href: '/youth' },
    };
    const received = new Promise<AlarmListUpdatePayload>((resolve) => socket.on('alarmListUpdate', resolve));
    a.io.to(room).emit('alarmListUpdate', payload);
    expect(await received).toEqual(payload);
  });
});
