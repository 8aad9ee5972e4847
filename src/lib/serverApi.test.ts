import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loopbackGet } from './serverApi';

/**
 * A stand-in for the server: answers JSON on kept-alive connections, and can close a connection
 * the moment the next request arrives on it (as a server whose keep-alive timeout ran out does
 * when a request goes out on the connection at that very moment).
 */
describe('the pages’ loopback calls to the API', () => {
  let server: http.Server;
  const behaviour = { closeReused: false, closeAll: false };
  const served = new WeakMap<object, number>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const count = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, count);
      if (behaviour.closeAll || (behaviour.closeReused && count > 1)) return void req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.HOST = '127.0.0.1';
    process.env.PORT = String((server.address() as AddressInfo).port);
  });
  beforeEach(() => {
    behaviour.closeReused = false;
    behaviour.closeAll = false;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers the status and JSON, keeping the connection for the next call', async () => {
    expect(await loopbackGet('/api/site/home')).toEqual({ status: 200, body: { data: '/api/site/home' } });
    expect(await loopbackGet('/api/site/endorsers')).toEqual({ status: 200, body: { data: '/api/site/endorsers' } });
  });

  it('sends a call again on a new connection when the kept one is closed under it', async () => {
    await loopbackGet('/api/site/home');
    behaviour.closeReused = true;
    expect(await loopbackGet('/api/site/endorsers')).toEqual({ status: 200, body: { data: '/api/site/endorsers' } });
  });

  it('fails when a new connection is closed too (the server is really gone): no endless retries', async () => {
    behaviour.closeAll = true;
    await expect(loopbackGet('/api/site/home')).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
