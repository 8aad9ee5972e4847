import bcrypt from 'bcrypt';

/**
 * Passwords are stored only as bcrypt hashes. bcrypt's async API runs on libuv's thread pool, so
 * hashing never blocks the event loop. The cost comes from BCRYPT_ROUNDS (default 11, min 10).
 */
export const DEFAULT_BCRYPT_ROUNDS = 11;

export function hashPassword(plain: string, rounds: number = DEFAULT_BCRYPT_ROUNDS): Promise<string> {
  return bcrypt.hash(plain, Math.max(10, rounds));
}

/** A real hash of a random password: compared against when an email is unknown, so that the
 * answer takes as long as for a known one (no timing oracle for registered emails). */
const DUMMY_HASH = bcrypt.hashSync(`${Math.random()}-${Date.now()}`, DEFAULT_BCRYPT_ROUNDS);

export function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return bcrypt.compare(plain, DUMMY_HASH).then(() => false);
  return bcrypt.compare(plain, hash);
}
