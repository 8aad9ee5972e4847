import { describe, expect, it } from 'vitest';
import { safeReturnPath, withLoginResult } from './returnTo';

describe('the return path after a social login', () => {
  it.each(['/', '/community/notice?page=2', '/youth/ability/12#campaigns', '/member?page=global', '/%2F%2Fevil.example'])('keeps the same-site path %j', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a scheme in capitals', 'HTTPS://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a backslash later on', '/a\\b'],
    ['a tab the browser would drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'evil.example/path'],
    ['nothing', ''],
    ['an array (repeated query key)', ['/a', '/b']],
    ['a number', 42],
    ['a very long path', `/${'a'.repeat(600)}`],
  ])('drops %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('answers the path as the browser will read it', () => {
    expect(safeReturnPath('/a/../b?x=1')).toBe('/b?x=1');
  });
});

describe('withLoginResult', () => {
  it('adds the outcome to the return path’s query, before its hash, on / without one', () => {
    expect(withLoginResult(undefined, 'failed')).toBe('/?login=failed');
    expect(withLoginResult('/press', 'failed')).toBe('/press?login=failed');
    expect(withLoginResult('/community/notice?page=2', 'done')).toBe('/community/notice?page=2&login=done');
    expect(withLoginResult('/youth/champ#apply', 'done')).toBe('/youth/champ?login=done#apply');
  });
});
