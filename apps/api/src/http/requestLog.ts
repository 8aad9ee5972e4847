import type { RequestHandler } from 'express';
import type { Logger } from './logger';

declare module 'http' {
  interface IncomingMessage {
    /** The process logger, for what a handler logs about its request (security events). */
    log: Logger;
  }
}

/** A request slower than this is logged at warn, so it shows at the production level. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per /api request when it ends: method, path without the query string (search words,
 * tokens), status and time; at error for a 5xx, warn when slow, info otherwise. Nothing else is
 * done per request (no child logger, no id): at the production level (warn) an ordinary request
 * costs a timestamp and one listener.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    req.log = logger;
    res.once('finish', () => {
      const responseTime = Math.round(performance.now() - started);
      const level = res.statusCode >= 500 ? 'error' : responseTime >= SLOW_REQUEST_MS ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const url = req.originalUrl.split('?')[0];
      logger[level]({ req: { method: req.method, url }, res: { statusCode: res.statusCode }, responseTime }, level === 'error' ? 'request errored' : 'request completed');
    });
    next();
  };
}
