import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/repoRoot';
import { createHttpServer, KEEP_ALIVE_MS } from './httpServer';

/** nginx's upstream keepalive_timeout in deploy/nginx.conf (60 s when the file does not set it). */
function nginxUpstreamKeepAliveMs(): number {
  const conf = fs.readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
  const upstream = /upstream\s+\w+\s*\{([^}]*)\}/.exec(conf)?.[1] ?? '';
  const set = /keepalive_timeout\s+(\d+)s?;/.exec(upstream);
  return (set ? Number(set[1]) : 60) * 1000;
}

describe('the HTTP server', () => {
  let server: ReturnType<typeof createHttpServer> | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('keeps an idle connection longer than the proxy in front of it keeps its own', () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(nginxUpstreamKeepAliveMs());
    server = createHttpServer();
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
  });

  it('answers a second request on a connection left idle past Node’s default (five seconds, closed at six)', async () => {
    server = createHttpServer();
    server.on('request', (_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const answers: string[] = [];
    socket.on('data', (chunk) => answers.push(chunk.toString()));
    let closed = false;
    socket.on('close', () => (closed = true));
    const ask = () => socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    ask();
    await expect.poll(() => answers.join('').match(/HTTP\/1.1 200/g)?.length ?? 0).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(closed).toBe(false);
    ask();
    await expect.poll(() => answers.join('').match(/HTTP\/1.1 200/g)?.length ?? 0).toBe(2);
    socket.destroy();
  });
});
