import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError } from './AppError';

type Source = 'body' | 'query' | 'params';

/**
 * Validates one part of the request with a shared zod schema and stores the parsed value in
 * `res.locals[source]`. A failure answers 400 with the schema's first Korean message.
 */
export function validate<S extends z.ZodType>(schema: S, source: Source = 'body'): RequestHandler {
  return (req, res, next) => {
    const result = schema.safeParse(req[source]);
    if (!result.success) {
      next(validationError(result.error));
      return;
    }
    res.locals[source] = result.data;
    next();
  };
}

/** The value parsed by the schema, or the 400 AppError that validate() answers for it. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

const validationError = (error: z.ZodError) => new AppError(400, error.issues[0]?.message ?? '확인되지 않은 오류입니다.', 'VALIDATION');
