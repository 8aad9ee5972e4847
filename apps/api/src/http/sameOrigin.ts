import type { RequestHandler } from 'express';
import { isSiteOrigin, siteOrigins } from '@nanum/shared/siteOrigin';
import { AppError, HTTP_MESSAGES } from './AppError';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a request the browser marks as sent from another site (Sec-Fetch-Site: cross-site). Every
 * write passes it (below); so does the one GET that writes, SPEC's certificate issue, which
 * another site could otherwise start with a link (the session cookie is SameSite=Lax).
 */
export const refuseCrossSite: RequestHandler = (req, _res, next) => {
  next(req.get('sec-fetch-site') === 'cross-site' ? new AppError(403, HTTP_MESSAGES.forbiddenOrigin, 'CROSS_ORIGIN') : undefined);
};

/**
 * Refuses state-changing requests sent by a browser from another site (CSRF): the Origin header,
 * when present, must be this site's exactly, scheme, host and port, as PUBLIC_URL names it
 * (packages/shared/src/siteOrigin.ts); never compared with the Host or X-Forwarded-Host headers,
 * which the client writes, so a deployment that forgets PUBLIC_URL fails closed. Sec-Fetch-Site
 * must not say cross-site. Non-browser clients (no Origin) are judged by their session like any
 * other request.
 */
export function sameOrigin(publicUrl: string): RequestHandler {
  const origins = siteOrigins(publicUrl);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.get('sec-fetch-site') === 'cross-site') return refuseCrossSite(req, res, next);
    const origin = req.get('origin');
    if (origin !== undefined && !isSiteOrigin(origin, origins)) return next(new AppError(403, HTTP_MESSAGES.forbiddenOrigin, 'CROSS_ORIGIN'));
    next();
  };
}
