import type { Request } from 'express';

/** Authentication events written to the app log (ASVS 16.3): who (user id, never an email) and from where (IP). */
export type SecurityEvent =
  | 'login'
  | 'login.failed'
  | 'logout'
  | 'password.changed'
  | 'password.reset'
  | 'email.changed'
  | 'account.withdrawn'
  | 'social.login'
  | 'social.linked'
  | 'social.failed'
  | 'rate.limited';

const FAILURES = new Set<SecurityEvent>(['login.failed', 'social.failed', 'rate.limited']);

/**
 * Writes one security event through the request's logger: `{ security, userId, ip }` and the
 * extra fields given (a provider, a limit's name). Never an email, name, password or token.
 */
export function logSecurityEvent(req: Request, event: SecurityEvent, userId: number | null, extra: Record<string, string | number> = {}): void {
  // Every /api request has the logger (requestLog.ts); a router mounted without it logs nothing.
  const log = (req as Partial<Request>).log;
  if (!log) return;
  const fields = { security: event, userId, ip: req.ip ?? null, ...extra };
  if (FAILURES.has(event)) log.warn(fields, `security: ${event}`);
  else log.info(fields, `security: ${event}`);
}
