import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './modules/user/password';
import { createTestUser, TEST_PASSWORD } from './test/fixtures';
import { startServerProcess, type ServerProcess } from './test/serverProcess';
import { createTestDb, type TestDb } from './test/testDb';

/** SIGTERM (a process manager, a rolling restart) must not cost a request or strand a socket. */
describe('graceful shutdown', () => {
  let testDb: TestDb;
  let app: ServerProcess;

  beforeAll(async () => {
    testDb = await createTestDb('sqlite');
    app = await startServerProcess({ DATA_DIR: testDb.dataDir, LOGIN_LIMIT_PER_IP: '1000', SESSION_SECRET: 'shutdown-test-secret-shutdown-test-secret' });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await testDb?.drop();
  });

  it('finishes the requests in flight, lets sockets reconnect elsewhere, refuses new work and exits 0 within 10 s', async () => {
    // A costly hash (bcrypt 12, a quarter of a second each): the logins are surely still running.
    const user = await createTestUser(testDb.db, { passwordHash: await hashPassword(TEST_PASSWORD, 12) });
    const socket = connect(app.url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const disconnectReason = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    // Eight logins (bcrypt: each takes a while) are on their way when the signal comes.
    const inFlight = Array.from({ length: 8 }, () =>
      fetch(`${app.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ passid: user.email, password: user.password }) }).then(
        (res) => res.status,
        () => 0,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    const exit = app.stop();

    expect(await Promise.all(inFlight)).toEqual(Array(8).fill(200));
    // The transport closed under the socket: a client with reconnection on tries again (a server
    // "disconnect" packet would have told it to give up).
    expect(await disconnectReason).toBe('transport close');
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    await expect(fetch(`${app.url}/api/health`)).rejects.toThrow();
  }, 30_000);
});
