import type { ServerToClientEvents } from '@nanum/shared/socketEvents';
import { sessionRoom, userRoom } from '@nanum/shared/socketEvents';
import type { RealtimeServer } from './gateway';

/**
 * What services use to push to users (DESIGN: a service saves first, then emits). Emitting to a
 * user reaches every socket in the room `user:<id>`, on this instance and, with the Redis adapter,
 * on every other instance.
 */
export interface RealtimeEmitter {
  toUser<E extends keyof ServerToClientEvents>(userId: number, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /**
   * One packet to the rooms of all `userIds` (a broadcast): Socket.IO encodes it once for every
   * socket of those rooms, and the Redis adapter publishes it once for every instance.
   */
  toUsers<E extends keyof ServerToClientEvents>(userIds: readonly number[], event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** A login session ended (logout): its sockets stop receiving the user's pushes, on every instance. */
  endSession(sessionId: string, userId: number): void;
  /** Every login of the user ended (password changed or reset): all their sockets leave their room. */
  endUser(userId: number): void;
  /**
   * Resolves once this instance's WebSocket connections have handed what was emitted to them to
   * the network (each one's last send answered), or after `withinMs`, so that a reader who stops
   * reading cannot hold the caller. A broadcast waits for it before writing its thousands of rows,
   * which would otherwise hold the event loop while the last sockets still wait for the packet. A
   * socket on HTTP long-polling is not waited for: its next request collects the packet.
   */
  written(withinMs?: number): Promise<void>;
}

/** How long `written` waits at most: a broadcast's packet reached 5,000 sockets in 100-200 ms (docs/BENCHMARKS.md). */
const WRITTEN_WITHIN_MS = 500;

export function socketEmitter(io: RealtimeServer): RealtimeEmitter {
  return {
    toUser(userId, event, ...args) {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    toUsers(userIds, event, ...args) {
      if (userIds.length) io.to(userIds.map(userRoom)).emit(event, ...args);
    },
    endSession(sessionId, userId) {
      io.in(sessionRoom(sessionId)).socketsLeave([userRoom(userId), sessionRoom(sessionId)]);
    },
    endUser(userId) {
      io.in(userRoom(userId)).socketsLeave(userRoom(userId));
    },
    async written(withinMs = WRITTEN_WITHIN_MS) {
      const deadline = Date.now() + withinMs;
      const sending = () => {
        for (const socket of io.sockets.sockets.values()) {
          if (socket.conn.transport.name === 'websocket' && !socket.conn.transport.writable) return true;
        }
        return false;
      };
      do await new Promise((resolve) => setImmediate(resolve));
      while (sending() && Date.now() < deadline);
    },
  };
}
