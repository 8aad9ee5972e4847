import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * The process logger. Personal data never reaches the logs: request bodies are not logged, and
 * cookies, authorization headers and any password/number/address/birthday field are redacted.
 */
export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passid',
        '*.email',
        '*.number',
        '*.address',
        '*.birthday',
      ],
      censor: '[redacted]',
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}
