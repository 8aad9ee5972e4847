import type { Socket } from 'socket.io-client';
import type { AttendanceUpdatePayload } from '@nanum/shared/attendanceViews';
import {
  SOCKET_CLIENT_OPTIONS,
  SOCKET_EVENTS,
  type AlarmListUpdatePayload,
  type CampaignListUpdatePayload,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@nanum/shared/socketEvents';

/**
 * The realtime socket of SPEC sections 4 and 7: one socket.io connection to the page's own origin
 * (path /socket.io), with the shared options (reconnect 1 s up to 5 s on its own, timeout 20 s).
 * Made lazily and only in the browser; on the server every function here does nothing.
 *
 * socket.io-client is loaded with a dynamic import on first use (after hydration, from the app's
 * effects), so it is not part of the JavaScript every page needs for its first paint. Calls made
 * before it has loaded are applied in the order they were made, once it has.
 */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: Promise<ClientSocket> | null = null;

/** The one socket of the page, made on first use; null on the server. */
export function getSocket(): Promise<ClientSocket | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  // No URL: socket.io connects to the page's own origin, so the session cookie goes along.
  socket ??= import('socket.io-client').then(
    ({ io }) => io({ ...SOCKET_CLIENT_OPTIONS }) as ClientSocket,
    (error: unknown) => {
      // The script did not load (a network gap): forget the attempt so the next call tries again.
      socket = null;
      throw error;
    },
  );
  return socket;
}

export interface ClientUpdateOptions {
  /**
   * Reconnect first (after login and logout). Login regenerates the session id, so the socket's
   * handshake must be made again to carry the new cookie before the server re-reads the session.
   */
  reconnect?: boolean;
}

/**
 * Tells the server to re-read the session (start, login, logout): emits clientUpdate with {}.
 * Resolves once the event is handed to the socket (or the socket's script could not be loaded:
 * live updates are a bonus, the page works without them).
 */
export async function emitClientUpdate({ reconnect = false }: ClientUpdateOptions = {}): Promise<void> {
  const current = await getSocket().catch(() => null);
  if (!current) return;
  if (reconnect) {
    current.disconnect();
    current.connect();
  }
  // Buffered by socket.io until the (new) connection is up.
  current.emit(SOCKET_EVENTS.CLIENT_UPDATE, {});
}

/**
 * Runs `listen` with the socket once it is there, unless the returned stop function was called
 * first; stop also undoes what `listen` set up.
 */
function whenConnected(listen: (current: ClientSocket) => () => void): () => void {
  let stopped = false;
  let undo: (() => void) | null = null;
  getSocket().then(
    (current) => {
      if (current && !stopped) undo = listen(current);
    },
    () => undefined, // no socket script, no live updates; the page works without them
  );
  return () => {
    stopped = true;
    undo?.();
    undo = null;
  };
}

/** Listens for alarmListUpdate; returns the function that stops listening. */
export function onAlarmListUpdate(handler: (payload: AlarmListUpdatePayload) => void): () => void {
  return whenConnected((current) => {
    current.on(SOCKET_EVENTS.ALARM_LIST_UPDATE, handler);
    return () => {
      current.off(SOCKET_EVENTS.ALARM_LIST_UPDATE, handler);
    };
  });
}

/** Listens for campaignListUpdate (an approved participation); returns the function that stops listening. */
export function onCampaignListUpdate(handler: (payload: CampaignListUpdatePayload) => void): () => void {
  return whenConnected((current) => {
    current.on(SOCKET_EVENTS.CAMPAIGN_LIST_UPDATE, handler);
    return () => {
      current.off(SOCKET_EVENTS.CAMPAIGN_LIST_UPDATE, handler);
    };
  });
}

/** Listens for attendanceUpdate (a check-in, check-out or correction); returns the function that stops listening. */
export function onAttendanceUpdate(handler: (payload: AttendanceUpdatePayload) => void): () => void {
  return whenConnected((current) => {
    current.on(SOCKET_EVENTS.ATTENDANCE_UPDATE, handler);
    return () => {
      current.off(SOCKET_EVENTS.ATTENDANCE_UPDATE, handler);
    };
  });
}

/**
 * Calls `handler` each time the socket connects again after losing its connection (not on the
 * first connect), so that what was pushed during the gap can be fetched. Returns the unsubscribe.
 */
export function onReconnect(handler: () => void): () => void {
  return whenConnected((current) => {
    current.io.on('reconnect', handler);
    return () => {
      current.io.off('reconnect', handler);
    };
  });
}

/** Closes and forgets the socket (tests; a later getSocket makes a new one). */
export async function closeSocket(): Promise<void> {
  const current = socket;
  socket = null;
  (await current)?.close();
}
