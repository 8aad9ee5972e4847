import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Quoted values in a database error ("Duplicate entry 'kim@nanum.example' for key ...") become '?'. */
const QUOTED = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const maskQuoted = (text: string): string => text.replace(QUOTED, "'?'");

/**
 * Errors as logged: type, message, code and stack, with quoted values masked; never the SQL text,
 * bindings or parameters a database driver attaches (mysql2 puts the query with its values in
 * `sql`), so a failed insert cannot carry a member's email or phone number into the log.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: maskQuoted(String(error)) };
  const { code, errno } = error as NodeJS.ErrnoException;
  return {
    type: error.name,
    message: maskQuoted(error.message),
    ...(code !== undefined ? { code } : {}),
    ...(errno !== undefined ? { errno } : {}),
    ...(error.stack ? { stack: maskQuoted(error.stack) } : {}),
  };
}

/**
 * The process logger. Personal data never reaches the logs: request bodies and query strings are
 * not logged, errors go through safeError, and cookies, authorization headers and any
 * password/email/number/address/birthday/token field are redacted. Security events carry a user
 * id and an IP (securityLog.ts). `destination` is for tests that read what was written.
 */
export function createLogger(level: string, pretty = false, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: safeError },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordConfirm',
        '*.beforePassword',
        '*.afterPassword',
        '*.passid',
        '*.email',
        '*.number',
        '*.address',
        '*.birthday',
        '*.token',
      ],
      censor: '[redacted]',
    },
    ...(pretty && !destination ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
