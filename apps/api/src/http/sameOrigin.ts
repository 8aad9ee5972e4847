import type { RequestHandler } from 'express';
import { AppError, HTTP_MESSAGES } from './AppError';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a browser from another site (CSRF): the Origin header,
 * when present, must name this host, and Sec-Fetch-Site must not say cross-site. Non-browser
 * clients (no Origin) are judged by their session like any other request.
 */
export const sameOrigin: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  if (req.get('sec-fetch-site') === 'cross-site') return next(new AppError(403, HTTP_MESSAGES.forbiddenOrigin, 'CROSS_ORIGIN'));
  const origin = req.get('origin');
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return next(new AppError(403, HTTP_MESSAGES.forbiddenOrigin, 'CROSS_ORIGIN'));
    }
    const expected = req.get('x-forwarded-host') && req.app.get('trust proxy') ? req.get('x-forwarded-host') : req.get('host');
    if (host !== expected) return next(new AppError(403, HTTP_MESSAGES.forbiddenOrigin, 'CROSS_ORIGIN'));
  } else if (origin === 'null') {
    return next(new AppError(403, HTTP_MESSAGES.forbiddenOrigin, 'CROSS_ORIGIN'));
  }
  next();
};
