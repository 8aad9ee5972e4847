import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Session, SessionData, Store } from 'express-session';
import { Server, type Socket } from 'socket.io';
import { SOCKET_MAX_EVENTS_PER_SECOND, SOCKET_MAX_MESSAGE_BYTES } from '@nanum/shared/limits';
import { isSiteOrigin, siteOrigins } from '@nanum/shared/siteOrigin';
import {
  SESSION_ROOM_PREFIX,
  SOCKET_EVENTS,
  SOCKET_PATH,
  USER_ROOM_PREFIX,
  sessionRoom,
  userRoom,
  type ClientToServerEvents,
  type InterServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '@nanum/shared/socketEvents';
import type { Db } from '../db/knex';
import type { Logger } from '../http/logger';
import type { Auth } from '../modules/auth/auth';
import { sessionUserLoader, type SessionUserLoader } from '../modules/auth/sessionUser';
import type { RedisClient } from '../redis/redisClient';
import { createSocketLimits, socketAddress, type SocketLimits } from './socketLimits';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type SessionRequest = IncomingMessage & { session?: Session & Partial<SessionData>; sessionID?: string; sessionStore?: Store; _query?: Record<string, string>; websocket?: unknown };

export interface RealtimeDeps {
  db: Db;
  logger: Logger;
  auth: Auth;
  dev: boolean;
  /** Behind a reverse proxy (TRUST_PROXY): the client's address comes as X-Forwarded-For. */
  trustProxy?: boolean;
  /** The site's public address (config.publicUrl): the only origin a browser handshake may name. */
  publicUrl: string;
  /** Redis (REDIS_URL) and its key prefix: the sockets' shared message budget lives there, as the HTTP limits do. */
  redis?: RedisClient;
  redisPrefix?: string;
  /** Sockets one address may hold open (config SOCKETS_PER_ADDRESS); default the shared limit. */
  socketsPerAddress?: number;
}

/** What the gateway reads of a session: its login, and when it ends unless renewed (Sessions.loginEndsAt). */
type SessionLogin = Pick<SessionData, 'passport' | 'loginAt'> & { endsAt?: number };

/**
 * What the gateway keeps of a connection's handshake request (SPEC: the handshake reads the session
 * cookie): the session's id and store, and a plain copy of its login. The request itself is let go
 * once connected (Socket.IO's memory tip; see releaseSession for what else kept it): with
 * express-session's Session and closures it was about 2 KiB of an idle socket's 16.5 KiB. Keyed by
 * the Engine.IO connection (`socket.conn`).
 */
interface SessionRef {
  id: string;
  store: Store;
  /** null: a visitor's session, or one the store no longer has (logout). */
  login: SessionLogin | null;
}
const sessionRefs = new WeakMap<object, SessionRef>();

/** The response of each handshake that went through the session middleware. */
const handshakeResponses = new WeakMap<IncomingMessage, ServerResponse>();

/**
 * Engine.IO keeps a WebSocket handshake's response, and with it the request, for as long as the
 * connection lives (for the response's close event). express-session left its Session on the
 * request and its end/writeHead wrappers on the response, closures over the whole middleware's
 * scope; once the handshake's headers are sent (the session cookie with them) they are dead weight. The wrappers are the response's own properties, replaced here by
 * the response's own methods.
 */
function releaseSession(req: SessionRequest): void {
  const res = handshakeResponses.get(req);
  // Only a WebSocket handshake's response is done by now (Engine.IO called its writeHead before
  // the upgrade); a polling handshake's real response finishes on its own and is then let go.
  if (res && req.websocket) {
    // Assigned rather than deleted: a deleted property turns the object into a slower, bigger one.
    const own = Object.getPrototypeOf(res) as Pick<ServerResponse, 'end' | 'writeHead'>;
    res.end = own.end;
    res.writeHead = own.writeHead;
  }
  handshakeResponses.delete(req);
  req.session = undefined;
  req.sessionStore = undefined;
}

const loginOf = (auth: Auth, data: Partial<SessionData> | null | undefined): SessionLogin | null =>
  data?.passport ? { passport: data.passport, loginAt: data.loginAt, endsAt: auth.sessions.loginEndsAt(data) } : null;

/** The longest delay a timer takes (about 24.8 days); a later end is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A login's end passed but the store could not be read to confirm it: looked at again after this. */
const RECHECK_RETRY_MS = 60 * 1000;

/**
 * The logged-in user of a session, or null (no login, expired login, or a newer session version):
 * the same check as every request's (sessionUser.ts), read from the database rather than the read
 * cache, so that a reload sees a version raised a moment ago on any instance.
 */
async function sessionUserId(sessionUser: SessionUserLoader, auth: Auth, login: SessionLogin | null | undefined): Promise<number | null> {
  const ref = login?.passport?.user;
  if (!ref || auth.sessions.isLoginExpired(login ?? undefined)) return null;
  return (await sessionUser(ref))?.id ?? null;
}

/**
 * Puts the socket in its user's room and its session's room (logout empties both), and out of
 * any other user or session room.
 */
async function syncRooms(socket: RealtimeSocket, deps: RealtimeDeps, sessionUser: SessionUserLoader): Promise<void> {
  const session = sessionRefs.get(socket.conn);
  const userId = await sessionUserId(sessionUser, deps.auth, session?.login);
  const rooms = userId !== null && session ? [userRoom(userId), sessionRoom(session.id)] : [];
  for (const room of socket.rooms) {
    if ((room.startsWith(USER_ROOM_PREFIX) || room.startsWith(SESSION_ROOM_PREFIX)) && !rooms.includes(room)) await socket.leave(room);
  }
  if (rooms.length) await socket.join(rooms);
  socket.data.userId = rooms.length ? userId : null;
}

/**
 * Cross-site WebSocket hijacking: a browser always names the page's origin in the handshake, and
 * WebSockets are not bound by CORS, so a handshake from any origin but this site's (scheme, host
 * and port of PUBLIC_URL, never the Host header) is refused. Clients that are not browsers send no
 * Origin and are judged by their session cookie like any request.
 */
export function sameOriginHandshake(publicUrl: string) {
  const origins = siteOrigins(publicUrl);
  return (req: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void): void => {
    const origin = req.headers.origin;
    if (origin === undefined) return callback(null, true);
    const allowed = isSiteOrigin(origin, origins);
    callback(allowed ? null : 'origin not allowed', allowed);
  };
}

/** Disconnects a socket that sends more than SOCKET_MAX_EVENTS_PER_SECOND messages in a second. */
function floodGuard(socket: RealtimeSocket, logger: Logger): void {
  let windowStart = Date.now();
  let count = 0;
  socket.use((_packet, next) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count > SOCKET_MAX_EVENTS_PER_SECOND) {
      // Messages already read off the wire still arrive after the disconnect: dropped, logged once.
      if (socket.connected) logger.warn({ userId: socket.data.userId ?? null, ip: socket.handshake.address }, 'socket flood: disconnected');
      socket.disconnect(true);
      return;
    }
    next();
  });
}

/**
 * The limits across sockets (socketLimits.ts): a new socket past the cap of its address or member
 * is disconnected at once; every message then spends from the shared budget of the member's
 * sockets (or the address's, for a visitor), and the socket that overspends it is disconnected.
 * Answers whether the socket stays.
 */
function withinLimits(socket: RealtimeSocket, deps: RealtimeDeps, limits: SocketLimits): boolean {
  const address = socketAddress(socket.handshake, deps.trustProxy ?? false);
  const memberId = sessionRefs.get(socket.conn)?.login?.passport?.user?.id ?? null;
  const release = limits.open(address, memberId);
  if (!release) {
    deps.logger.warn({ userId: memberId, ip: address }, 'socket cap reached: disconnected');
    socket.disconnect(true);
    return false;
  }
  socket.on('disconnect', release);
  socket.use((_packet, next) => {
    void limits.spend(address, socket.data.userId ?? memberId).then((allowed) => {
      if (allowed) return next();
      if (socket.connected) {
        deps.logger.warn({ userId: socket.data.userId ?? memberId, ip: address }, 'socket message budget spent: disconnected');
        socket.disconnect(true);
      }
    });
  });
  return true;
}

/**
 * Re-reads the socket's session from the store (after a login, logout or profile change). A
 * session the store no longer has (logout) reads as a visitor's; a failed read (a busy or
 * unreachable store) keeps what the socket had, so a passing database hiccup never drops a
 * logged-in socket out of its room.
 */
function reloadSession(session: SessionRef | undefined, deps: RealtimeDeps): Promise<void> {
  return new Promise((resolve) => {
    if (!session) return resolve();
    session.store.get(session.id, (error: unknown, data?: SessionData | null) => {
      if (error) deps.logger.warn({ err: error }, 'socket session reload failed; keeping the current session');
      else session.login = loginOf(deps.auth, data);
      resolve();
    });
  });
}

/**
 * The Socket.IO gateway (path /socket.io). REST carries commands; the socket only pushes
 * server -> client. The handshake reads the session cookie; a logged-in socket joins `user:<id>`.
 * `clientUpdate` (emitted by the client at start, login and logout) re-reads the session and moves
 * the socket into or out of that room; so does the moment its login would end by itself.
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
    // The client only sends clientUpdate {}: a bigger message closes the connection.
    maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
    allowRequest: sameOriginHandshake(deps.publicUrl),
  });

  const sessionUser = sessionUserLoader(deps.db);
  const limits = createSocketLimits({ redis: deps.redis, redisPrefix: deps.redisPrefix, socketsPerAddress: deps.socketsPerAddress });
  io.on('connection', (socket) => {
    if (!withinLimits(socket, deps, limits)) return;
    floodGuard(socket, deps.logger);
    let loginEnd: NodeJS.Timeout | undefined;
    const sync = () =>
      syncRooms(socket, deps, sessionUser)
        .then(() => {
          // A login ends by itself too (idle or absolute lifetime, with no request to say so): the
          // socket looks at its session again then, and leaves the member's rooms if it is over.
          clearTimeout(loginEnd);
          const endsAt = sessionRefs.get(socket.conn)?.login?.endsAt;
          if (!socket.data.userId || endsAt === undefined || !socket.connected) return;
          const left = endsAt - Date.now();
          loginEnd = setTimeout(reload, left > 0 ? Math.min(left + 1000, MAX_TIMER_MS) : RECHECK_RETRY_MS);
          loginEnd.unref();
        })
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'socket room sync failed'));
    // One reload at a time per socket, in the order asked: a later answer never overtakes an
    // earlier one.
    let queue = sync();
    const reload = () => {
      queue = queue.then(() => reloadSession(sessionRefs.get(socket.conn), deps)).then(sync);
    };
    socket.on(SOCKET_EVENTS.CLIENT_UPDATE, reload);
    socket.on('disconnect', () => clearTimeout(loginEnd));
  });
  return io;
}

/** Attaches the gateway (made here unless given) to the http server; answers the attached server. */
export function attachRealtime(server: HttpServer, deps: RealtimeDeps, io: RealtimeServer = createRealtime(deps)): RealtimeServer {
  io.attach(server);
  // Sessions are read once, at the handshake (later polling requests carry the socket id).
  io.engine.use((req: SessionRequest, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req._query?.sid !== undefined) return next();
    handshakeResponses.set(req, res);
    deps.auth.sessions.middleware(req as never, res as never, next);
  });
  // Once connected, only the session's id, store and login are kept; the request is let go.
  io.engine.on('connection', (raw: { request: SessionRequest | null }) => {
    const req = raw.request;
    if (req?.sessionID && req.sessionStore) sessionRefs.set(raw, { id: req.sessionID, store: req.sessionStore, login: loginOf(deps.auth, req.session) });
    if (req) releaseSession(req);
    raw.request = null;
  });
  return io;
}
