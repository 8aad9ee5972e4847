import { describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with bcrypt and verifies only the right password', async () => {
    const hash = await hashPassword('Nanum#2026', 10);
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await verifyPassword('Nanum#2026', hash)).toBe(true);
    expect(await verifyPassword('nanum#2026', hash)).toBe(false);
    expect(await verifyPassword('Nanum#2026', null)).toBe(false);
  });

  it('never uses a cost below 10', async () => {
    expect(await hashPassword('Nanum#2026', 4)).toMatch(/^\$2[aby]\$10\$/);
  });

  it('answers every one of many concurrent checks, each correctly, whatever the slot count', async () => {
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    const hash = await hashPassword('Nanum#2026', 10);
    const guesses = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? 'Nanum#2026' : `wrong${i}`));
    expect(await Promise.all(guesses.map((guess) => verifyPassword(guess, hash)))).toEqual(guesses.map((guess) => guess === 'Nanum#2026'));
  });
});
