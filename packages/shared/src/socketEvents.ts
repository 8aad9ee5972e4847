/**
 * Realtime contract between the Socket.IO gateway and the web client (SPEC sections 4 and 7):
 * event names, typed event maps, rooms and connection options. The socket only pushes
 * server -> client; the client's clientUpdate asks the server to re-read its session.
 */
import type { AttendanceUpdatePayload } from './attendanceViews';
import type { AlarmItem, CampaignListItem } from './entities';
import {
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_TIMEOUT_MS,
} from './limits';

/** Event names. */
export const SOCKET_EVENTS = {
  /** client -> server on start, login and logout, with an empty payload. */
  CLIENT_UPDATE: 'clientUpdate',
  /** server -> client: the user's alarm list changed. */
  ALARM_LIST_UPDATE: 'alarmListUpdate',
  /** server -> client: the user's campaignList changed (a manager approved a participation). */
  CAMPAIGN_LIST_UPDATE: 'campaignListUpdate',
  /** server -> client: a participant checked in or out, or their attendance was corrected (to the campaign's managers and the member). */
  ATTENDANCE_UPDATE: 'attendanceUpdate',
} as const;

/** Path of the Socket.IO endpoint on the product's own host. */
export const SOCKET_PATH = '/socket.io';

/** The alarm that caused an alarmListUpdate, for the info toast. */
export interface AlarmContent {
  title: string;
  subTitle: string;
  description: string;
  href: string;
}

/**
 * Payload of alarmListUpdate: the new list and the new alarm. For one member (a comment, a reply,
 * an approval) alarmData is the member's whole list, which replaces the stored one. For an alarm
 * that goes to many members at once (a broadcast, a report to the moderators) the server sends ONE
 * packet to all of them: alarmData then holds only the new alarm, `prepend` is true, and the new
 * list is the stored one with that alarm put in front (see applyAlarmListUpdate in alarmPush.ts).
 * Its id is then provisional (negative): each member's row has its own id, which the next fetch of
 * the list brings.
 */
export interface AlarmListUpdatePayload {
  alarmData: AlarmItem[];
  /** The new alarm; null when alarms were taken out of the list (a deleted comment's): no toast then. */
  alarmContent: AlarmContent | null;
  prepend?: boolean;
  /** With a whole list: the member's unread alarms in all (the list carries at most ALARM_LIST_LIMIT). */
  unread?: number;
}

/** Payload of campaignListUpdate: the user's whole new campaignList (it replaces the stored one). */
export interface CampaignListUpdatePayload {
  campaignList: CampaignListItem[];
}

/** Payload of clientUpdate: always empty. */
export type ClientUpdatePayload = Record<string, never>;

/** Events the server emits (socket.io `Server<ClientToServerEvents, ServerToClientEvents>`). */
export interface ServerToClientEvents {
  [SOCKET_EVENTS.ALARM_LIST_UPDATE]: (payload: AlarmListUpdatePayload) => void;
  [SOCKET_EVENTS.CAMPAIGN_LIST_UPDATE]: (payload: CampaignListUpdatePayload) => void;
  [SOCKET_EVENTS.ATTENDANCE_UPDATE]: (payload: AttendanceUpdatePayload) => void;
}

/** Events the client emits. */
export interface ClientToServerEvents {
  [SOCKET_EVENTS.CLIENT_UPDATE]: (payload: ClientUpdatePayload) => void;
}

/** Events between server instances (none). */
export type InterServerEvents = Record<string, never>;

/** Per-socket data the gateway keeps: the session's user, if any. */
export interface SocketData {
  userId: number | null;
}

/** Prefix of the per-user room. */
export const USER_ROOM_PREFIX = 'user:';

/** The room every socket of user `id` joins: "user:<id>". */
export const userRoom = (id: number | string): string => `${USER_ROOM_PREFIX}${id}`;

/** Prefix of the room of every socket opened with one login session (server side: logout empties it). */
export const SESSION_ROOM_PREFIX = 'session:';

/** The room of the sockets of session `sessionId`: "session:<id>". */
export const sessionRoom = (sessionId: string): string => `${SESSION_ROOM_PREFIX}${sessionId}`;

/**
 * socket.io-client options: same-origin path, cookies, reconnect 1s up to 5s, timeout 20s.
 * WebSocket first, HTTP long-polling if the WebSocket cannot open (a proxy that blocks it): by
 * default the client opens with polling and upgrades, three requests and their handling on the
 * page's main thread before the one connection it keeps (docs/STARTUP.md).
 */
export const SOCKET_CLIENT_OPTIONS = {
  path: SOCKET_PATH,
  transports: ['websocket', 'polling'] as ('websocket' | 'polling')[],
  tryAllTransports: true,
  withCredentials: true,
  reconnection: true,
  reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
  reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
  timeout: SOCKET_TIMEOUT_MS,
} as const;
