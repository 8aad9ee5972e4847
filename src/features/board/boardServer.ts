import type { IncomingMessage } from 'node:http';
import { hasSessionCookie } from '@nanum/shared/sessionCookie';
import { LOOPBACK_CLIENT_HEADER, LOOPBACK_TOKEN_ENV, LOOPBACK_TOKEN_HEADER, SERVER_READS, type ServerReads } from '@nanum/shared/serverReads';
import { publicUrlOf } from '@nanum/shared/siteOrigin';
import { loopbackGet } from '@/lib/serverApi';

/**
 * Server-side reads of the board pages: getServerSideProps asks the API of the same process over
 * loopback, as the visitor (their cookie, browser and address), so permissions, secret posts and
 * visit counting apply exactly as for a request from the browser. A visitor without a session
 * may instead get the same answer in process (serverReadsOf).
 */
export interface ServerAnswer<T> {
  status: number;
  data?: T;
  message?: string;
}

/**
 * The visitor's address: behind the reverse proxy (TRUST_PROXY=1) the one it appended to
 * X-Forwarded-For, as Express reads it for the API; otherwise the connection's own.
 */
export function clientAddress(req: IncomingMessage): string {
  const trustProxy = ['1', 'true', 'yes'].includes(process.env.TRUST_PROXY ?? '');
  const forwarded = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((hop) => hop.trim()).filter(Boolean);
  return (trustProxy ? hops.at(-1) : undefined) ?? req.socket.remoteAddress ?? '';
}

/** Whether the request carries the session cookie: pages rendered for it are the member's alone. */
export const hasSession = (req: IncomingMessage): boolean => hasSessionCookie(req.headers.cookie);

export async function fetchAsVisitor<T>(req: IncomingMessage, path: string): Promise<ServerAnswer<T>> {
  const headers: Record<string, string> = { [LOOPBACK_CLIENT_HEADER]: clientAddress(req), [LOOPBACK_TOKEN_HEADER]: process.env[LOOPBACK_TOKEN_ENV] ?? '' };
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  if (req.headers['user-agent']) headers['user-agent'] = req.headers['user-agent'];
  try {
    const { status, body } = await loopbackGet<{ data?: T; message?: string }>(path, headers);
    if (!body) throw new Error(`${path}: not JSON`);
    return { status, data: body.data, message: body.message };
  } catch {
    return { status: 503, message: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' };
  }
}

/**
 * The reads the API attached to this page request for a visitor without a session (in process, no
 * loopback call: packages/shared/src/serverReads.ts); undefined for a member, who uses fetchAsVisitor.
 */
export function serverReadsOf(req: IncomingMessage): ServerReads | undefined {
  return (req as IncomingMessage & { [SERVER_READS]?: ServerReads })[SERVER_READS];
}

/**
 * The site's public address for canonical and og:url: PUBLIC_URL, or http://localhost:PORT as the
 * API reads it (packages/shared/src/siteOrigin.ts); never the request's Host header.
 */
export function publicOrigin(): string {
  return publicUrlOf(process.env.PUBLIC_URL, process.env.PORT);
}
