// A tiny reverse proxy on 127.0.0.1 that routes as deploy/nginx.conf does, for the rolling-restart
// benchmark (Docker and nginx cannot run on the bench machine):
//  - `upstream { ip_hash; server ... max_fails=2 fail_timeout=5s; keepalive 32; }`: nginx hashes
//    the first three octets of a client's IPv4 address, so every loopback client (127.0.0.x) goes to
//    the same instance; an instance with 2 failures within 5 s is skipped for 5 s; keep-alive
//    connections to the instances are reused.
//  - `proxy_next_upstream error timeout http_502 http_503`: a request that fails while connecting,
//    while being passed on or before its response header arrives, or that is answered 502/503, is
//    tried on the next instance, only for methods that are safe to repeat (nginx's default).
// Not mirrored: WebSocket upgrades (the benchmark sends plain HTTP) and the timeout values.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const MAX_FAILS = 2;
const FAIL_TIMEOUT_MS = 5000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

interface Upstream {
  host: string;
  port: number;
  fails: number[];
  downUntil: number;
}

export interface LoopbackProxy {
  url: string;
  /** Requests tried again on the other instance (what nginx would log as "upstream failed, next"). */
  retried(): number;
  close(): Promise<void>;
}

/** nginx's ip_hash for IPv4: the first three octets of the address (loopback clients all hash alike). */
export function ipHash(address: string, count: number): number {
  const octets = address.replace(/^::ffff:/, '').split('.').slice(0, 3).map(Number);
  let hash = 89;
  for (const octet of octets) hash = (hash * 113 + (octet || 0)) % 6271;
  return hash % count;
}

export async function startLoopbackProxy(targets: { host: string; port: number }[]): Promise<LoopbackProxy> {
  const upstreams: Upstream[] = targets.map((target) => ({ ...target, fails: [], downUntil: 0 }));
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 32 });
  let retried = 0;

  const markFailed = (upstream: Upstream) => {
    const now = Date.now();
    upstream.fails = [...upstream.fails.filter((at) => now - at < FAIL_TIMEOUT_MS), now];
    if (upstream.fails.length >= MAX_FAILS) upstream.downUntil = now + FAIL_TIMEOUT_MS;
  };

  /** The hashed instance first, then the others; instances marked down last (nginx tries them when all are down). */
  const order = (address: string): Upstream[] => {
    const first = ipHash(address, upstreams.length);
    const ring = upstreams.map((_, index) => upstreams[(first + index) % upstreams.length] as Upstream);
    const now = Date.now();
    return [...ring.filter((u) => u.downUntil <= now), ...ring.filter((u) => u.downUntil > now)];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const candidates = order(req.socket.remoteAddress ?? '127.0.0.1');
      const attempt = (index: number) => {
        const upstream = candidates[index] as Upstream;
        const canRetry = index + 1 < candidates.length && IDEMPOTENT.has(req.method ?? 'GET');
        const next = () => {
          markFailed(upstream);
          retried += 1;
          attempt(index + 1);
        };
        const forward = http.request(
          { host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, connection: 'keep-alive' }, agent },
          (answer) => {
            if (canRetry && (answer.statusCode === 502 || answer.statusCode === 503)) {
              answer.resume();
              return next();
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forward.on('error', () => {
          if (res.headersSent) return res.destroy();
          if (canRetry) return next();
          markFailed(upstream);
          res.writeHead(502, { 'content-type': 'text/plain' }).end('502 Bad Gateway');
        });
        forward.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retried: () => retried,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
