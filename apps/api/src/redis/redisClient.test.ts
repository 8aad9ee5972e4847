import { ClientClosedError, ClientOfflineError, ConnectionTimeoutError, SocketClosedUnexpectedlyError } from 'redis';
import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './redisClient';

describe('isConnectionLoss', () => {
  it("recognises the Redis client's lost-connection errors, whose name is plain 'Error'", () => {
    for (const error of [new SocketClosedUnexpectedlyError(), new ClientOfflineError(), new ClientClosedError(), new ConnectionTimeoutError()]) {
      expect(error.name).toBe('Error');
      expect(isConnectionLoss(error)).toBe(true);
    }
  });

  it('recognises a socket error by its code', () => {
    expect(isConnectionLoss(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
  });

  it('does not take a bug for an outage', () => {
    expect(isConnectionLoss(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isConnectionLoss(new Error('Socket closed unexpectedly'))).toBe(false);
    expect(isConnectionLoss('ECONNRESET')).toBe(false);
  });
});
