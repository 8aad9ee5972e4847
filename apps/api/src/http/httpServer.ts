import http from 'node:http';

/**
 * How long the server keeps an idle keep-alive connection open. Longer than the proxy in front of
 * it keeps its own idle connections to the app (nginx's upstream `keepalive_timeout`, 60 s by
 * default; deploy/nginx.conf), so that the app never closes a connection the proxy (or any client
 * reusing its connections) is about to send on: such a request fails with a reset, and a proxy
 * does not retry a POST. Node's default is 5 s.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The one HTTP server of the process (pages, /api and /socket.io). */
export function createHttpServer(): http.Server {
  const server = http.createServer();
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node closes a connection whose next request's headers have not arrived in this time; it must
  // not cut a kept-alive connection before the keep-alive time does.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
