import { describe, expect, it } from 'vitest';
import { hashEmailCode, hashResetToken, newEmailCode, newResetToken, sameDigest } from './secrets';

describe('secrets', () => {
  it('codes are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 200 }, () => newEmailCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('a code hash is bound to the secret, the purpose and the address', () => {
    const base = hashEmailCode('s', 'join', 'a@nanum.example', '123456');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(hashEmailCode('s', 'join', 'a@nanum.example', '123456')).toBe(base);
    for (const other of [
      hashEmailCode('t', 'join', 'a@nanum.example', '123456'),
      hashEmailCode('s', 'link', 'a@nanum.example', '123456'),
      hashEmailCode('s', 'join', 'b@nanum.example', '123456'),
      hashEmailCode('s', 'join', 'a@nanum.example', '123457'),
    ])
      expect(other).not.toBe(base);
  });

  it.each([
    ['ab', 'ab', true],
    ['ab', 'ac', false],
    ['ab', 'abab', false],
    ['', '', false],
    ['zz', 'zz', false], // not hex: empty buffers
  ])('sameDigest(%s, %s) -> %s', (a, b, same) => {
    expect(sameDigest(a, b)).toBe(same);
  });

  it('reset tokens are 43 base64url characters and hash to 64 hex characters', () => {
    const token = newResetToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newResetToken()).not.toBe(token);
    expect(hashResetToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
