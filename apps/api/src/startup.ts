import type { Config } from './config/env';
import { pingDb, type Db } from './db/knex';
import { pingRedis } from './redis/redisClient';
import { MAIL_NOT_CONFIGURED_WARNING } from './modules/mail/mailNotConfigured';
import { isLoopbackHost } from '@nanum/shared/siteOrigin';

/** A start-up failure that ends the process with one line saying what to fix. */
export class StartupError extends Error {}

function describeDb(config: Config): string {
  if (config.dialect === 'sqlite') return `the SQLite file in ${config.dataDir}`;
  const url = new URL(config.DATABASE_URL as string);
  return `MySQL at ${url.hostname}:${url.port || 3306}${url.pathname}`;
}

/** Checks the database answers within a few seconds; otherwise a StartupError naming it. */
export async function checkDatabase(db: Db, config: Config, timeoutMs = 8000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingDb(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), timeoutMs);
      }),
    ]);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    const fix = config.dialect === 'mysql' ? 'Start the database or fix DATABASE_URL.' : 'Check that DATA_DIR is writable.';
    throw new StartupError(`Cannot reach ${describeDb(config)} (${reason}). ${fix}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Explains a listen() failure in one line. */
export function describeListenError(error: NodeJS.ErrnoException, port: number): string {
  if (error.code === 'EADDRINUSE') return `Port ${port} is already in use. Stop the other process or set PORT to a free port.`;
  if (error.code === 'EACCES') return `Port ${port} needs more privileges. Set PORT to a port above 1023.`;
  return `Cannot listen on port ${port} (${error.code ?? error.message}).`;
}

/** Checks Redis answers at start when REDIS_URL is set; otherwise a StartupError naming it. */
export async function checkRedis(url: string): Promise<void> {
  try {
    await pingRedis(url);
  } catch (error) {
    const { hostname, port } = new URL(url);
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new StartupError(`Cannot reach Redis at ${hostname}:${port || 6379} (${reason}). Start Redis or fix REDIS_URL (leave it empty for a single instance).`);
  }
}

/**
 * One line for the start when PUBLIC_URL is unset (http://localhost:PORT) while the server listens
 * beyond this machine: browsers that reach it by another name are then refused every change (the
 * origin check fails closed), and links in mails and certificates name localhost. Null otherwise.
 */
export function publicUrlWarning(config: Pick<Config, 'publicUrlIsDefault' | 'publicUrl' | 'HOST'>): string | null {
  if (!config.publicUrlIsDefault || isLoopbackHost(config.HOST)) return null;
  return `PUBLIC_URL is not set: the site answers only as ${config.publicUrl} while listening on ${config.HOST}; set PUBLIC_URL to the address browsers use (e.g. https://nanum.example).`;
}

/**
 * One line for the start when no mail can go out (SMTP_URL unset outside development): sign-up
 * codes and password-reset links cannot be sent, and visitors are told so. Null otherwise.
 */
export function mailWarning(config: Pick<Config, 'SMTP_URL' | 'NODE_ENV'>): string | null {
  if (config.SMTP_URL || config.NODE_ENV === 'development') return null;
  return MAIL_NOT_CONFIGURED_WARNING;
}
