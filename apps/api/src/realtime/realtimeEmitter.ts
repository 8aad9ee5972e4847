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
}

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
  };
}
