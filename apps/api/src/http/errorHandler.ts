import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, HTTP_MESSAGES } from './AppError';
import type { Logger } from './logger';

/** Unknown /api paths: JSON 404, never the web app's HTML. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError(404, HTTP_MESSAGES.notFound, 'NOT_FOUND'));
};

function isPoolTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'KnexTimeoutError' || /ECONNREFUSED|PROTOCOL_CONNECTION_LOST|SQLITE_BUSY/.test(String((error as NodeJS.ErrnoException).code ?? error.message)));
}

/** The one error handler: `{ status, message }` in Korean; 500s are logged, never leaked. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
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
    } else if (isPoolTimeout(error)) {
      status = 503;
      message = HTTP_MESSAGES.unavailable;
      logger.warn({ err: error, path: req.path }, 'database unavailable');
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
