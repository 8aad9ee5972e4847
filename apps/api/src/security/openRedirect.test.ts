import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../modules/auth/social/returnTo';

/**
 * Open redirects (issue 11): the only redirect that takes a destination from the request is the
 * return path of a social login (returnTo.test.ts has the first list: other sites, //, /\, tabs,
 * newlines, javascript:). These are the encodings and dot segments that list did not have.
 */
describe('open redirects through the social-login return path', () => {
  it.each([
    ['an @ host', 'https://nanum.test@evil.example'],
    ['a bare @', '@evil.example'],
    ['// with an @', '//@evil.example'],
    ['three slashes', '///evil.example'],
    ['a dot segment collapsing into //', '/.//evil.example'],
    ['a parent segment collapsing into //', '/..//evil.example'],
    ['a deeper parent segment', '/a/..//evil.example'],
    ['a slash-backslash', '/\\/evil.example'],
    ['an ideographic space before //', '\u3000//evil.example'],
    ['a leading space', ' //evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['an encoded newline before //', '%0a//evil.example'],
  ])('drops %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it.each([
    // Encoded characters stay encoded: a browser reads them as part of this site's path.
    ['/%0a/evil.example', '/%0a/evil.example'],
    ['/%0d%0aLocation:%20https://evil.example', '/%0d%0aLocation:%20https://evil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/@evil.example', '/@evil.example'],
  ])('keeps %j on this site', (value, expected) => {
    const kept = safeReturnPath(value);
    expect(kept).toBe(expected);
    expect(new URL(kept as string, 'https://nanum.test').origin).toBe('https://nanum.test');
  });
});
