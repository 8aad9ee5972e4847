import { isUtf8 } from 'node:buffer';
import express, { type RequestHandler } from 'express';
import { TEXT_CHARACTERS_INVALID_MESSAGE } from '@nanum/shared/textRules';
import { BODY_CHARSETS, BODY_CONTENT_ENCODINGS, CORRUPT_BODY_MESSAGE, UNSUPPORTED_CHARSET_MESSAGE, UNSUPPORTED_ENCODING_MESSAGE } from '@nanum/shared/requestBodyRules';
import { AppError, HTTP_MESSAGES } from './AppError';

const ENCODINGS = new Set<string>(BODY_CONTENT_ENCODINGS);
const CHARSETS = new Set<string>(BODY_CHARSETS);
const CHARSET_PARAMETER = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/** Whether the request carries a body (a length, or a chunked transfer). */
const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * The one gate of every /api body, before any parser or upload reads it: a Content-Encoding the
 * API does not inflate (or any coding on a multipart upload, which is read as sent) and a charset
 * other than UTF-8 answer 415 in Korean; a body that then fails to decompress is a 400 of
 * bodyParsers below. Each refusal is one warn line (no stack): the client's fault.
 */
export const bodyEncoding: RequestHandler = (req, _res, next) => {
  if (!hasBody(req.headers)) return next();
  const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
  const type = req.get('content-type') ?? '';
  const multipart = /^\s*multipart\//i.test(type);
  const refuse = (reason: string, message: string) => {
    req.log.warn({ method: req.method, path: req.path, status: 415, reason }, 'request body refused');
    next(new AppError(415, message, 'UNSUPPORTED_MEDIA_TYPE'));
  };
  if (!ENCODINGS.has(encoding) || (multipart && encoding !== 'identity')) return refuse('encoding.unsupported', UNSUPPORTED_ENCODING_MESSAGE);
  const charset = CHARSET_PARAMETER.exec(type)?.[1]?.toLowerCase();
  if (charset !== undefined && !CHARSETS.has(charset)) return refuse('charset.unsupported', UNSUPPORTED_CHARSET_MESSAGE);
  next();
};

/**
 * What a parser's error answers (body-parser's http-errors): JSON whose bytes are not UTF-8 400
 * (the text rule's message), malformed JSON 400, too large 413, a
 * coding or charset it does not read 415, anything else it could not read (a gzip, deflate or br
 * body that does not decompress, a body cut short) 400.
 */
function parserRefusal(error: { status?: unknown; type?: unknown }): { status: number; message: string; code: string } {
  if (error.type === 'entity.verify.failed') return { status: 400, message: TEXT_CHARACTERS_INVALID_MESSAGE, code: 'TEXT_INVALID' };
  if (error.type === 'entity.parse.failed') return { status: 400, message: HTTP_MESSAGES.badRequest, code: 'BAD_JSON' };
  if (error.status === 413 || error.type === 'entity.too.large') return { status: 413, message: HTTP_MESSAGES.tooLarge, code: 'TOO_LARGE' };
  if (error.type === 'charset.unsupported') return { status: 415, message: UNSUPPORTED_CHARSET_MESSAGE, code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (error.status === 415) return { status: 415, message: UNSUPPORTED_ENCODING_MESSAGE, code: 'UNSUPPORTED_MEDIA_TYPE' };
  return { status: 400, message: CORRUPT_BODY_MESSAGE, code: 'CORRUPT_BODY' };
}

/**
 * The JSON and form parsers of /api, at most `limit` each. Whatever they fail on is answered here,
 * as an AppError with its Korean message (never a 500), and logged as one warn line without a
 * stack (malformed JSON, an everyday client mistake, is not logged).
 */
export function bodyParsers(limit: string): RequestHandler[] {
  // Bytes that are not UTF-8 would be read as U+FFFD and stored so: the text read back would not be the text sent.
  const utf8Only = (_req: unknown, _res: unknown, bytes: Buffer) => {
    if (!isUtf8(bytes)) throw new Error('body is not UTF-8');
  };
  return [express.json({ limit, verify: utf8Only }), express.urlencoded({ extended: false, limit })].map(
    (parse): RequestHandler =>
      (req, res, next) =>
        parse(req, res, (error?: unknown) => {
          if (!error) return next();
          const failure = error as { status?: unknown; type?: unknown; code?: unknown };
          const refusal = parserRefusal(failure);
          if (refusal.code !== 'BAD_JSON') req.log.warn({ method: req.method, path: req.path, status: refusal.status, reason: failure.type ?? failure.code ?? 'body' }, 'request body refused');
          next(new AppError(refusal.status, refusal.message, refusal.code));
        }),
  );
}
