import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_CLIENT_OPTIONS } from '@nanum/shared/socketEvents';

/** A fake socket.io-client socket that records what the module does with it. */
const calls: string[] = [];
const handlers = new Map<string, (payload: unknown) => void>();
const fakeSocket = {
  disconnect: vi.fn(() => calls.push('disconnect')),
  connect: vi.fn(() => calls.push('connect')),
  emit: vi.fn((event: string, payload: unknown) => calls.push(`emit ${event} ${JSON.stringify(payload)}`)),
  on: vi.fn((event: string, handler: (payload: unknown) => void) => handlers.set(event, handler)),
  off: vi.fn((event: string) => handlers.delete(event)),
  close: vi.fn(),
};
const ioMock = vi.fn((..._args: unknown[]) => fakeSocket);
vi.mock('socket.io-client', () => ({ io: (...args: unknown[]) => ioMock(...args) }));

/** Lets the dynamic import of socket.io-client and the calls waiting for it settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const { closeSocket, emitClientUpdate, getSocket, onAlarmListUpdate } = await import('./socket');

describe('socket client', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {});
    calls.length = 0;
    handlers.clear();
    ioMock.mockClear();
  });
  afterEach(async () => {
    await closeSocket();
    vi.unstubAllGlobals();
  });

  it('does nothing on the server', async () => {
    vi.stubGlobal('window', undefined);
    expect(await getSocket()).toBeNull();
    await emitClientUpdate({ reconnect: true });
    expect(onAlarmListUpdate(() => undefined)).toBeTypeOf('function');
    await flush();
    expect(ioMock).not.toHaveBeenCalled();
  });

  it('makes one connection to the page origin with the shared options (WebSocket first, 1 s to 5 s, timeout 20 s)', async () => {
    expect(await getSocket()).toBe(await getSocket());
    expect(ioMock).toHaveBeenCalledTimes(1);
    expect(ioMock.mock.calls[0]).toEqual([
      // The options' values are pinned in packages/shared/src/socketEvents.test.ts.
      SOCKET_CLIENT_OPTIONS,
    ]);
  });

  it('emitClientUpdate emits clientUpdate with an empty payload', async () => {
    await emitClientUpdate();
    expect(calls).toEqual(['emit clientUpdate {}']);
  });

  it('with reconnect, disconnects and connects again before emitting (new session cookie)', async () => {
    await emitClientUpdate({ reconnect: true });
    expect(calls).toEqual(['disconnect', 'connect', 'emit clientUpdate {}']);
  });

  it('keeps the order of calls made before socket.io-client has loaded', async () => {
    void emitClientUpdate();
    await emitClientUpdate({ reconnect: true });
    expect(calls).toEqual(['emit clientUpdate {}', 'disconnect', 'connect', 'emit clientUpdate {}']);
  });

  it('onAlarmListUpdate listens for alarmListUpdate until stopped', async () => {
    const seen: unknown[] = [];
    const stop = onAlarmListUpdate((payload) => seen.push(payload));
    await flush();
    handlers.get('alarmListUpdate')?.({ alarmData: [], alarmContent: { title: '새 댓글' } });
    expect(seen).toEqual([{ alarmData: [], alarmContent: { title: '새 댓글' } }]);
    stop();
    expect(handlers.has('alarmListUpdate')).toBe(false);
  });

  it('a listener stopped before the socket is there is never added', async () => {
    const stop = onAlarmListUpdate(() => undefined);
    stop();
    await flush();
    expect(handlers.has('alarmListUpdate')).toBe(false);
  });
});
