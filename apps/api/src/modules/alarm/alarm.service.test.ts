import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmListUpdatePayload } from '@nanum/shared/socketEvents';
import { createLogger } from '../../http/logger';
import { attachRealtime } from '../../realtime/gateway';
import { socketEmitter } from '../../realtime/realtimeEmitter';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { notifyUsers } from './alarm.service';

describe.each(testDialects())('alarm service with real sockets (%s)', (dialect) => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    server = http.createServer(t.app);
    attachRealtime(server, { db: t.db, logger: createLogger('silent'), auth: t.auth, dev: false }, t.io);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await new Promise((resolve) => server.close(resolve));
    await t.drop();
  });

  /** A logged-in member's socket, once the server has put it in the member's room. */
  async function memberSocket(): Promise<{ id: number; socket: Socket; received: AlarmListUpdatePayload[] }> {
    const member = await createTestUser(t.db);
    const cookie = await loginCookie(t.app, member.email);
    const socket = connect(base, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
    sockets.push(socket);
    const received: AlarmListUpdatePayload[] = [];
    socket.on('alarmListUpdate', (payload) => received.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    await expect.poll(async () => (await t.io.in(`user:${member.id}`).fetchSockets()).length).toBe(1);
    return { id: member.id, socket, received };
  }

  it('saves the alarm, then pushes the new list to its user’s socket and never to another’s', async () => {
    const a = await memberSocket();
    const b = await memberSocket();
    await notifyUsers({ db: t.db, realtime: socketEmitter(t.io) }, [a.id], { title: '새 댓글', subTitle: '공지사항', description: '좋은 소식이네요!', href: '/community/notice/3' });

    await expect.poll(() => a.received.length).toBe(1);
    const [payload] = a.received;
    expect(payload?.alarmContent).toEqual({ title: '새 댓글', subTitle: '공지사항', description: '좋은 소식이네요!', href: '/community/notice/3' });
    expect(payload?.alarmData).toHaveLength(1);
    expect(payload?.alarmData[0]).toMatchObject({ title: '새 댓글', view: 0, href: '/community/notice/3' });
    const stored = await t.db('alarms').where({ user_id: a.id }).first('id');
    expect(payload?.alarmData[0]?.id).toBe(Number(stored.id));

    // A broadcast to both reaches both; B never saw A's alarm.
    await notifyUsers({ db: t.db, realtime: socketEmitter(t.io) }, [a.id, b.id, a.id], { title: '정기총회 안내' });
    await expect.poll(() => b.received.length).toBe(1);
    await expect.poll(() => a.received.length).toBe(2);
    expect(b.received[0]?.alarmData.map((alarm) => alarm.title)).toEqual(['정기총회 안내']);
    expect(a.received[1]?.alarmData.map((alarm) => alarm.title)).toEqual(['정기총회 안내', '새 댓글']);
    expect(Number((await t.db('alarms').where({ user_id: a.id }).count({ n: '*' }).first())?.n)).toBe(2);
  });
});
