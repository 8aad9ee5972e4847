import type { RequestHandler } from 'express';
import { ONE_FILE_MESSAGE } from '@nanum/shared/messages';
import { TEXT_CHARACTERS_INVALID_MESSAGE } from '@nanum/shared/textRules';
import multer from 'multer';
import { bodyTextError } from './bodyText';
import { AppError } from './AppError';

export interface SingleFileOptions {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** Answer (413) when the file is over maxBytes. */
  tooLargeMessage: string;
  /** Answer (400) for any other malformed multipart body. */
  invalidMessage: string;
  /** When set, a body without the file is refused (400) with this message. */
  missingMessage?: string;
}

/**
 * One file from a multipart body, kept in memory (it is checked and re-encoded before anything is
 * written); file names are read as UTF-8 (Korean names). Over-large files, extra files and broken
 * bodies get a Korean answer, never a 500.
 */
export function singleFile({ field, maxBytes, tooLargeMessage, invalidMessage, missingMessage }: SingleFileOptions): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), defParamCharset: 'utf8', limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21 } }).single(field);
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) {
        // A text field whose bytes were not UTF-8 reaches here with U+FFFD in their place (busboy's decoding).
        const textError = bodyTextError(req.body) ?? (Object.values(req.body ?? {}).some((value) => typeof value === 'string' && value.includes('\uFFFD')) ? new AppError(400, TEXT_CHARACTERS_INVALID_MESSAGE, 'TEXT_INVALID') : undefined);
        if (textError) return next(textError);
        return next(!req.file && missingMessage ? new AppError(400, missingMessage, 'FILE_MISSING') : undefined);
      }
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, tooLargeMessage, 'FILE_TOO_LARGE'));
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_COUNT') return next(new AppError(400, ONE_FILE_MESSAGE, 'ONE_FILE'));
      next(new AppError(400, invalidMessage, 'BAD_UPLOAD'));
    });
  };
}
