import type { RequestHandler } from 'express';
import { hasLoneSurrogate, TEXT_CHARACTERS_INVALID_MESSAGE } from '@nanum/shared/textRules';
import { AppError } from './AppError';

/**
 * Whether any text of a parsed body (keys and values, at any depth) holds a lone surrogate, which
 * a database would store as U+FFFD: the text read back would not be the text sent. The rest of
 * the text rule (controls, bidi overrides, line breaks) is each field's, in its shared schema.
 */
export function bodyHasLoneSurrogate(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasLoneSurrogate(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasLoneSurrogate(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** The 400 of a body holding a lone surrogate, or undefined. */
export const bodyTextError = (body: unknown): AppError | undefined =>
  bodyHasLoneSurrogate(body) ? new AppError(400, TEXT_CHARACTERS_INVALID_MESSAGE, 'TEXT_INVALID') : undefined;

/**
 * Refuses, with a Korean 400 before any route reads it, a body with a lone surrogate in any text,
 * in every field (the youth programme's too). Runs after the JSON and form parsers; uploads check
 * their fields the same way (upload.ts).
 */
export const bodyText: RequestHandler = (req, _res, next) => {
  next(bodyTextError(req.body));
};
