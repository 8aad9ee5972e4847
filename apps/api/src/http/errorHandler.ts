import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, HTTP_MESSAGES } from './AppError';
import type { Logger } from './logger';

/** Unknown /api paths: JSON 404, never the web app's HTML. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError(404, HTTP_MESSAGES.notFound, 'NOT_FOUND'));
};

/**
 * Error codes and messages of a database that is down, restarting, unreachable or busy, and of a
 * Redis client that is offline (sessions in Redis).
 */
const BACKEND_UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|PROTOCOL_CONNECTION_LOST|PROTOCOL_SEQUENCE_TIMEOUT|ER_SERVER_SHUTDOWN|ER_CON_COUNT_ERROR|SQLITE_BUSY|closed state|Connection lost|The client is (offline|closed)/;

/** A pool that timed out waiting for a connection, or a connection that failed: 503, not 500. */
function isBackendUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'KnexTimeoutError') return true;
  return BACKEND_UNAVAILABLE.test(`${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`);
}

/** The one error handler: `{ status, message }` in Korean; 500s are logged, never leaked. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  // An outage fails many requests: log it once, then at most every 10 s with the count in between.
  let unavailableLoggedAt = 0;
  let unavailableSince = 0;
  return (error, req, res, _next) => {
    let status = 500;
    let message: string = HTTP_MESSAGES.internal;
    if (error instanceof AppError) {
      status = error.status;
      message = error.message;
    } else if (error?.type === 'entity.parse.failed') {
      status = 400;
      message = HTTP_MESSAGES.badRequest;
    } else if (error?.type === 'entity.too.large') {
      status = 413;
      message = HTTP_MESSAGES.tooLarge;
    } else if (isBackendUnavailable(error)) {
      status = 503;
      message = HTTP_MESSAGES.unavailable;
      unavailableSince += 1;
      if (Date.now() - unavailableLoggedAt >= 10_000) {
        logger.warn({ err: error, path: req.path, failedRequests: unavailableSince }, 'database or redis unavailable');
        unavailableLoggedAt = Date.now();
        unavailableSince = 0;
      }
    } else {
      logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(status).json({ status, message });
  };
}
