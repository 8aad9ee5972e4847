import type { ServerToClientEvents } from '@nanum/shared/socketEvents';
import { userRoom } from '@nanum/shared/socketEvents';
import type { RealtimeServer } from './gateway';

/**
 * What services use to push to users (DESIGN: a service saves first, then emits). Emitting to a
 * user reaches every socket in the room `user:<id>`, on this instance and, with the Redis adapter,
 * on every other instance.
 */
export interface RealtimeEmitter {
  toUser<E extends keyof ServerToClientEvents>(userId: number, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
}

export function socketEmitter(io: RealtimeServer): RealtimeEmitter {
  return {
    toUser(userId, event, ...args) {
      io.to(userRoom(userId)).emit(event, ...args);
    },
  };
}
