import type { z } from 'zod';
import { AppError } from './AppError';

/**
 * The value parsed by a shared zod schema, or a 400 AppError with the schema's first Korean
 * message. Routes validate their params, query and body through route() (route.ts), which uses this.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

const validationError = (error: z.ZodError) => new AppError(400, error.issues[0]?.message ?? '확인되지 않은 오류입니다.', 'VALIDATION');
