import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Session, SessionData, Store } from 'express-session';
import { Server, type Socket } from 'socket.io';
import {
  SOCKET_EVENTS,
  SOCKET_PATH,
  USER_ROOM_PREFIX,
  userRoom,
  type ClientToServerEvents,
  type InterServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '@nanum/shared/socketEvents';
import type { Db } from '../db/knex';
import type { Logger } from '../http/logger';
import type { Auth } from '../modules/auth/auth';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type SessionRequest = IncomingMessage & { session?: Session & Partial<SessionData>; sessionStore?: Store; _query?: Record<string, string> };

export interface RealtimeDeps {
  db: Db;
  logger: Logger;
  auth: Auth;
  dev: boolean;
}

/** The logged-in user of a session, or null (no login, expired login, or a newer session version). */
async function sessionUserId(db: Db, auth: Auth, session: SessionRequest['session']): Promise<number | null> {
  const ref = session?.passport?.user;
  if (!ref || auth.sessions.isLoginExpired(session)) return null;
  const row: { session_version: number } | undefined = await db('users').where({ id: ref.id }).first('session_version');
  return row && row.session_version === ref.v ? ref.id : null;
}

/** Puts the socket in its user's room and out of any other user room. */
async function syncRooms(socket: RealtimeSocket, deps: RealtimeDeps): Promise<void> {
  const request = socket.request as SessionRequest;
  const userId = await sessionUserId(deps.db, deps.auth, request.session);
  for (const room of socket.rooms) {
    if (room.startsWith(USER_ROOM_PREFIX) && (userId === null || room !== userRoom(userId))) await socket.leave(room);
  }
  if (userId !== null) await socket.join(userRoom(userId));
  socket.data.userId = userId;
}

/**
 * Re-reads the socket's session from the store (after a login, logout or profile change). A
 * session the store no longer has (logout) reads as a visitor's; a failed read (a busy or
 * unreachable store) keeps what the socket had, so a passing database hiccup never drops a
 * logged-in socket out of its room.
 */
function reloadSession(request: SessionRequest, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const { session, sessionStore } = request;
    if (!session || !sessionStore) return resolve();
    sessionStore.get(session.id, (error: unknown, data?: SessionData | null) => {
      if (error) logger.warn({ err: error }, 'socket session reload failed; keeping the current session');
      else if (!data) request.session = undefined;
      else sessionStore.createSession(request as never, data);
      resolve();
    });
  });
}

/**
 * The Socket.IO gateway (path /socket.io). REST carries commands; the socket only pushes
 * server -> client. The handshake reads the session cookie; a logged-in socket joins `user:<id>`.
 * `clientUpdate` (emitted by the client at start, login and logout) re-reads the session and moves
 * the socket into or out of that room.
 *
 * Made in two steps so that services can be given the server (to emit) before it is attached:
 * `createRealtime` makes it, `attachRealtime` puts it on the app's own http server. Attach after the
 * server's request listener is in place (engine.io wraps the listeners present at attach time).
 */
export function createRealtime(deps: RealtimeDeps): RealtimeServer {
  const io: RealtimeServer = new Server({
    path: SOCKET_PATH,
    serveClient: false,
    // In dev, Next's hot-reload websocket shares the server: leave other upgrades alone.
    destroyUpgrade: !deps.dev,
  });

  io.on('connection', (socket) => {
    const sync = () =>
      syncRooms(socket, deps).catch((error: unknown) => deps.logger.warn({ err: error }, 'socket room sync failed'));
    void sync();
    socket.on(SOCKET_EVENTS.CLIENT_UPDATE, () => {
      void reloadSession(socket.request as SessionRequest, deps.logger).then(sync);
    });
  });
  return io;
}

/** Attaches the gateway (made here unless given) to the http server; answers the attached server. */
export function attachRealtime(server: HttpServer, deps: RealtimeDeps, io: RealtimeServer = createRealtime(deps)): RealtimeServer {
  io.attach(server);
  // Sessions are read once, at the handshake (later polling requests carry the socket id).
  io.engine.use((req: SessionRequest, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req._query?.sid !== undefined) return next();
    deps.auth.sessions.middleware(req as never, res as never, next);
  });
  return io;
}
