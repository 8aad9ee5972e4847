import { describe, expect, it } from 'vitest';
import {
  SOCKET_CLIENT_OPTIONS,
  SOCKET_EVENTS,
  SOCKET_PATH,
  userRoom,
  type AlarmListUpdatePayload,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from './socketEvents';

describe('socket events', () => {
  it.each([
    [SOCKET_EVENTS.CLIENT_UPDATE, 'clientUpdate'],
    [SOCKET_EVENTS.ALARM_LIST_UPDATE, 'alarmListUpdate'],
    [SOCKET_EVENTS.CAMPAIGN_LIST_UPDATE, 'campaignListUpdate'],
    [SOCKET_EVENTS.ATTENDANCE_UPDATE, 'attendanceUpdate'],
  ])('%s', (name, expected) => {
    expect(name).toBe(expected);
  });

  it('types the maps by event name', () => {
    const received: AlarmListUpdatePayload[] = [];
    const server: ServerToClientEvents = { alarmListUpdate: (payload) => received.push(payload), campaignListUpdate: () => undefined, attendanceUpdate: () => undefined };
    const client: ClientToServerEvents = { clientUpdate: () => undefined };
    const payload: AlarmListUpdatePayload = {
      alarmData: [],
      alarmContent: { title: '새 댓글', subTitle: '공지사항', description: '댓글이 달렸습니다.', href: '/community/notice/1' },
    };
    server.alarmListUpdate(payload);
    client.clientUpdate({});
    expect(received).toEqual([payload]);
  });
});

describe('userRoom', () => {
  it.each<[number | string, string]>([
    [1, 'user:1'],
    [42, 'user:42'],
    ['7', 'user:7'],
  ])('%s -> %s', (id, room) => {
    expect(userRoom(id)).toBe(room);
  });
});

describe('SOCKET_CLIENT_OPTIONS', () => {
  it('reconnects after 1s up to 5s, times out after 20s, same-origin path with cookies, WebSocket before long-polling', () => {
    expect(SOCKET_PATH).toBe('/socket.io');
    expect(SOCKET_CLIENT_OPTIONS).toEqual({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      withCredentials: true,
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
    });
  });
});
