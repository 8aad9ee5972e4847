import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAlarmListUpdate, findStoredAlarm, isProvisionalAlarm } from '@nanum/shared/alarmPush';
import type { AlarmItem } from '@nanum/shared/entities';
import type { AlarmListUpdatePayload } from '@nanum/shared/socketEvents';
import { createLogger } from '../../http/logger';
import { attachRealtime } from '../../realtime/gateway';
import { socketEmitter, type RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { broadcast } from '../admin/broadcast.service';
import { listVisibleAlarms } from './alarm.repo';
import { notifyUsers } from './alarm.service';
import { completePendingFanouts } from './alarmFanout.repo';

describe.each(testDialects())('alarm service with real sockets (%s)', (dialect) => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    server = http.createServer(t.app);
    attachRealtime(server, { db: t.db, logger: createLogger('silent'), auth: t.auth, dev: false, publicUrl: t.config.publicUrl }, t.io);
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
    await notifyUsers({ db: t.db, realtime: socketEmitter(t.io) }, [a.id], { kind: 'broadcast', title: '새 댓글', subTitle: '공지사항', description: '좋은 소식이네요!', href: '/community/notice/3' });

    await expect.poll(() => a.received.length).toBe(1);
    const [payload] = a.received;
    expect(payload?.alarmContent).toEqual({ title: '새 댓글', subTitle: '공지사항', description: '좋은 소식이네요!', href: '/community/notice/3' });
    expect(payload?.alarmData).toHaveLength(1);
    expect(payload?.unread).toBe(1);
    expect(payload?.alarmData[0]).toMatchObject({ title: '새 댓글', view: 0, href: '/community/notice/3' });
    const stored = await t.db('alarms').where({ user_id: a.id }).first('id');
    expect(payload?.alarmData[0]?.id).toBe(Number(stored.id));

    // A broadcast to both reaches both, as one packet with only the new alarm; B never saw A's alarm.
    await notifyUsers({ db: t.db, realtime: socketEmitter(t.io) }, [a.id, b.id, a.id], { kind: 'broadcast', title: '정기총회 안내' });
    await expect.poll(() => b.received.length).toBe(1);
    await expect.poll(() => a.received.length).toBe(2);
    expect(b.received[0]).toEqual(a.received[1]);
    expect(b.received[0]?.prepend).toBe(true);
    const aList = applyAlarmListUpdate(a.received[0]?.alarmData ?? [], a.received[1] as AlarmListUpdatePayload);
    const bList = applyAlarmListUpdate([], b.received[0] as AlarmListUpdatePayload);
    expect(aList.map((alarm) => alarm.title)).toEqual(['정기총회 안내', '새 댓글']);
    expect(bList.map((alarm) => alarm.title)).toEqual(['정기총회 안내']);
    expect(Number((await t.db('alarms').where({ user_id: a.id }).count({ n: '*' }).first())?.n)).toBe(2);
    // The rows are written by the time notifyUsers answers: each member's fetch agrees, with the member's own ids.
    for (const [member, list] of [[a, aList], [b, bList]] as const) {
      const fetched = await listVisibleAlarms(t.db, member.id);
      expect(fetched.map((alarm) => ({ ...alarm, id: 0 }))).toEqual(list.map((alarm) => ({ ...alarm, id: 0 })));
      expect(isProvisionalAlarm(list[0] as AlarmItem)).toBe(true);
      expect(findStoredAlarm(fetched, list[0] as AlarmItem)?.id).toBe(fetched[0]?.id);
    }
  });

  it('sends the packet to many members once the alarm is saved: a crash right after it loses no one’s alarm', async () => {
    const a = await memberSocket();
    const b = await memberSocket();
    const live = socketEmitter(t.io);
    // The process dies as the packet leaves (after the emit, before anything else runs).
    const dying: RealtimeEmitter = { ...live, toUsers: (...args) => { live.toUsers(...args); throw new Error('killed'); } };
    await expect(notifyUsers({ db: t.db, realtime: dying }, [a.id, b.id], { kind: 'broadcast', title: '긴급 공지' })).rejects.toThrow('killed');
    await expect.poll(() => b.received.length).toBe(1);
    expect(await listVisibleAlarms(t.db, a.id)).toEqual([]);
    // The next start writes what the members were sent, as they were sent it.
    await completePendingFanouts(t.db);
    for (const member of [a, b]) {
      const fetched = await listVisibleAlarms(t.db, member.id);
      expect(fetched.map((alarm) => ({ ...alarm, id: 0 }))).toEqual(member.received[0]?.alarmData.map((alarm) => ({ ...alarm, id: 0 })));
    }
  });

  it('sends a broadcast to the recipients’ sockets only: not to a member left out, nor to a socket whose login ended', async () => {
    const a = await memberSocket();
    const b = await memberSocket();
    const leftOut = await memberSocket();
    const loggedOut = await memberSocket();
    // The logged-out member's session ends (as logout does): their socket leaves the member's rooms.
    const realtime = socketEmitter(t.io);
    const [gone] = await t.io.in(`user:${loggedOut.id}`).fetchSockets();
    for (const room of gone?.rooms ?? []) if (room.startsWith('session:')) realtime.endSession(room.slice('session:'.length), loggedOut.id);
    await expect.poll(async () => (await t.io.in(`user:${loggedOut.id}`).fetchSockets()).length).toBe(0);

    await notifyUsers({ db: t.db, realtime }, [a.id, b.id, loggedOut.id], { kind: 'broadcast', title: '봉사 일정 변경' });
    await expect.poll(() => a.received.length).toBe(1);
    await expect.poll(() => b.received.length).toBe(1);
    // A later push to the left-out member arrives; nothing came before it.
    await notifyUsers({ db: t.db, realtime }, [leftOut.id], { kind: 'broadcast', title: '개인 알림' });
    await expect.poll(() => leftOut.received.length).toBe(1);
    expect(leftOut.received[0]?.alarmContent?.title).toBe('개인 알림');
    expect(loggedOut.received).toEqual([]);
    // The logged-out member's row is written all the same: their next login's fetch shows it.
    expect((await listVisibleAlarms(t.db, loggedOut.id)).map((alarm) => alarm.title)).toEqual(['봉사 일정 변경']);
  });

  it('a broadcast to every member reaches the verified ones’ sockets, not one whose member is no longer verified', async () => {
    const verified = await memberSocket();
    const unverified = await memberSocket();
    await t.db('users').where({ id: unverified.id }).update({ certify: 0 });
    const admin = await createTestUser(t.db, { passwordHash: 'not-a-hash' });
    const sent = await broadcast({ db: t.db, realtime: socketEmitter(t.io) }, { userId: admin.id, name: '관리자', ip: '127.0.0.1' }, { target: 'all', title: '전체 공지', subTitle: '', description: '', href: '', promotional: false }, { showEmails: true });
    expect(sent).toBeGreaterThan(0);
    await expect.poll(() => verified.received.length).toBe(1);
    await notifyUsers({ db: t.db, realtime: socketEmitter(t.io) }, [unverified.id], { kind: 'broadcast', title: '다시 인증해 주세요' });
    await expect.poll(() => unverified.received.length).toBe(1);
    expect(unverified.received[0]?.alarmContent?.title).toBe('다시 인증해 주세요');
    expect(await listVisibleAlarms(t.db, unverified.id)).toHaveLength(1);
  });
});
