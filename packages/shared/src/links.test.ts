import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSiteLink, isSitePath } from './links';

describe('isSiteLink', () => {
  it.each(['https://nanum.example/youth', 'http://example.com', '/youth', '/community/notice?page=2#top', '/', '/youth/champ/hall'])('accepts %s', (value) => {
    expect(isSiteLink(value)).toBe(true);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['a path without its slash', 'youth'],
    ['a space', '/youth page'],
    ['a tab', '/youth\tpage'],
    ['a line break', '/youth\nLocation: x'],
    ['ftp', 'ftp://example.com'],
    ['nothing', ''],
  ])('refuses %s', (_name, value) => {
    expect(isSiteLink(value)).toBe(false);
  });

  it('tells the two kinds apart', () => {
    expect(isHttpUrl('/youth')).toBe(false);
    expect(isSitePath('https://nanum.example')).toBe(false);
  });
});
