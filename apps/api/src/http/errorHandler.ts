import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, HTTP_MESSAGES } from './AppError';
import type { Logger } from './logger';
import { isConnectionLoss } from '../redis/redisClient';

/** Unknown /api paths: JSON 404, never the web app's HTML. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError(404, HTTP_MESSAGES.notFound, 'NOT_FOUND'));
};

/** Error codes and messages of a database that is down, restarting, unreachable or busy. */
const BACKEND_UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|PROTOCOL_CONNECTION_LOST|PROTOCOL_SEQUENCE_TIMEOUT|ER_SERVER_SHUTDOWN|ER_CON_COUNT_ERROR|SQLITE_BUSY|closed state|Connection lost/;

/**
 * A pool that timed out waiting for a connection, a database connection that failed, or Redis
 * (sessions, rate limits) offline or lost mid-command: 503, not 500.
 */
function isBackendUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'KnexTimeoutError' || isConnectionLoss(error)) return true;
  return BACKEND_UNAVAILABLE.test(`${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`);
}

/** What an error answers: its status and Korean message (the database outage and 500s are logged). */
export type ErrorAnswer = (error: unknown, path: string, method: string) => { status: number; message: string };

/**
 * Maps errors to `{ status, message }` as the API answers them. An outage fails many requests: it
 * is logged once, then at most every 10 s with the count in between (per describer).
 */
export function errorAnswer(logger: Logger): ErrorAnswer {
  let unavailableLoggedAt = 0;
  let unavailableSince = 0;
  return (error, path, method) => {
    const failure = error as { type?: string } | null | undefined;
    if (error instanceof AppError) return { status: error.status, message: error.message };
    if (failure?.type === 'entity.parse.failed') return { status: 400, message: HTTP_MESSAGES.badRequest };
    if (failure?.type === 'entity.too.large') return { status: 413, message: HTTP_MESSAGES.tooLarge };
    // A path parameter that is not valid percent-encoding ("/api/user/get/%ff"): the router's decoding failed.
    if (error instanceof URIError) return { status: 400, message: HTTP_MESSAGES.badRequest };
    if (isBackendUnavailable(error)) {
      unavailableSince += 1;
      if (Date.now() - unavailableLoggedAt >= 10_000) {
        logger.warn({ err: error, path, failedRequests: unavailableSince }, 'database or redis unavailable');
        unavailableLoggedAt = Date.now();
        unavailableSince = 0;
      }
      return { status: 503, message: HTTP_MESSAGES.unavailable };
    }
    logger.error({ err: error, method, path }, 'unhandled error');
    return { status: 500, message: HTTP_MESSAGES.internal };
  };
}

/** The one error handler: `{ status, message }` in Korean; 500s are logged, never leaked. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  const answer = errorAnswer(logger);
  return (error, req, res, _next) => {
    const { status, message } = answer(error, req.path, req.method);
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(status).json({ status, message });
  };
}
