import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { SOCKET_PATH, type ClientToServerEvents, type InterServerEvents, type ServerToClientEvents, type SocketData } from '@nanum/shared/socketEvents';
import type { Logger } from '../http/logger';

/**
 * The Socket.IO gateway on the app's own http server (path /socket.io). REST carries commands;
 * the socket only pushes server -> client. Rooms: `user:<id>` once a session is known.
 */
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export function attachRealtime(server: HttpServer, logger: Logger, options: { dev: boolean }): RealtimeServer {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // In dev, Next's hot-reload websocket shares the server: leave other upgrades alone.
    destroyUpgrade: !options.dev,
    cors: undefined,
  });
  io.on('connection', (socket) => {
    logger.debug({ socket: socket.id }, 'socket connected');
  });
  return io;
}
