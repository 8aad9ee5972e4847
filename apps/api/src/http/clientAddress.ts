import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { LOOPBACK_CLIENT_HEADER, LOOPBACK_TOKEN_ENV, LOOPBACK_TOKEN_HEADER } from '@nanum/shared/serverReads';
import { clientIp } from './rateLimit';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The process's loopback token (made once, kept in the environment so the pages' server code of
 * the same process can send it): proof that a loopback request comes from this server's own pages.
 */
export function loopbackToken(): string {
  let token = process.env[LOOPBACK_TOKEN_ENV];
  if (!token || token.length < 32) {
    token = randomBytes(32).toString('hex');
    process.env[LOOPBACK_TOKEN_ENV] = token;
  }
  return token;
}

const sameToken = (sent: string, token: string): boolean => {
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The address a request is counted for (visits): the client's own, as Express reads it (behind
 * the proxy only with TRUST_PROXY, which overwrites X-Forwarded-For: deploy/nginx.conf), IPv6 by
 * /56 like the rate limits. The one exception is a member's page asking the API over loopback:
 * it names its visitor's address with the process's loopback token; no other header from a
 * client decides the address.
 */
export function clientAddressOf(req: Request): string {
  const named = req.get(LOOPBACK_CLIENT_HEADER);
  const token = req.get(LOOPBACK_TOKEN_HEADER);
  if (named && token && LOOPBACK.has(req.socket.remoteAddress ?? '') && sameToken(token, loopbackToken())) return clientIp({ ip: named } as Request);
  return clientIp(req);
}
