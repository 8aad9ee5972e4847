import { io, type Socket } from 'socket.io-client';
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
 */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: ClientSocket | null = null;

/** The one socket of the page, made on first use; null on the server. */
export function getSocket(): ClientSocket | null {
  if (typeof window === 'undefined') return null;
  // No URL: socket.io connects to the page's own origin, so the session cookie goes along.
  socket ??= io({ ...SOCKET_CLIENT_OPTIONS });
  return socket;
}

export interface ClientUpdateOptions {
  /**
   * Reconnect first (after login and logout). Login regenerates the session id, so the socket's
   * handshake must be made again to carry the new cookie before the server re-reads the session.
   */
  reconnect?: boolean;
}

/** Tells the server to re-read the session (start, login, logout): emits clientUpdate with {}. */
export function emitClientUpdate({ reconnect = false }: ClientUpdateOptions = {}): void {
  const current = getSocket();
  if (!current) return;
  if (reconnect) {
    current.disconnect();
    current.connect();
  }
  // Buffered by socket.io until the (new) connection is up.
  current.emit(SOCKET_EVENTS.CLIENT_UPDATE, {});
}

/** Listens for alarmListUpdate; returns the function that stops listening. */
export function onAlarmListUpdate(handler: (payload: AlarmListUpdatePayload) => void): () => void {
  const current = getSocket();
  if (!current) return () => undefined;
  current.on(SOCKET_EVENTS.ALARM_LIST_UPDATE, handler);
  return () => {
    current.off(SOCKET_EVENTS.ALARM_LIST_UPDATE, handler);
  };
}

/** Listens for campaignListUpdate (an approved participation); returns the function that stops listening. */
export function onCampaignListUpdate(handler: (payload: CampaignListUpdatePayload) => void): () => void {
  const current = getSocket();
  if (!current) return () => undefined;
  current.on(SOCKET_EVENTS.CAMPAIGN_LIST_UPDATE, handler);
  return () => {
    current.off(SOCKET_EVENTS.CAMPAIGN_LIST_UPDATE, handler);
  };
}

/**
 * Calls `handler` each time the socket connects again after losing its connection (not on the
 * first connect), so that what was pushed during the gap can be fetched. Returns the unsubscribe.
 */
export function onReconnect(handler: () => void): () => void {
  const current = getSocket();
  if (!current) return () => undefined;
  current.io.on('reconnect', handler);
  return () => {
    current.io.off('reconnect', handler);
  };
}

/** Closes and forgets the socket (tests; a later getSocket makes a new one). */
export function closeSocket(): void {
  socket?.close();
  socket = null;
}
