import os from 'node:os';
import bcrypt from 'bcrypt';

/**
 * Passwords are stored only as bcrypt hashes. bcrypt's async API runs on libuv's thread pool, so
 * hashing never blocks the event loop; and at most one hash per spare core runs at a time (the
 * rest wait their turn), so a burst of logins cannot take every core from the event loop serving
 * everyone else. The cost comes from BCRYPT_ROUNDS (default 11, min 10).
 */
export const DEFAULT_BCRYPT_ROUNDS = 11;

/** Hashes running at once: every core but the one the event loop needs. */
export const HASH_CONCURRENCY = Math.max(1, (os.availableParallelism?.() ?? os.cpus().length) - 1);

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a hashing slot is free (first come, first served). */
async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(plain: string, rounds: number = DEFAULT_BCRYPT_ROUNDS): Promise<string> {
  return inHashSlot(() => bcrypt.hash(plain, Math.max(10, rounds)));
}

/** A real hash of a random password: compared against when an email is unknown, so that the
 * answer takes as long as for a known one (no timing oracle for registered emails). */
const DUMMY_HASH = bcrypt.hashSync(`${Math.random()}-${Date.now()}`, DEFAULT_BCRYPT_ROUNDS);

export function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return inHashSlot(() => bcrypt.compare(plain, DUMMY_HASH)).then(() => false);
  return inHashSlot(() => bcrypt.compare(plain, hash));
}
