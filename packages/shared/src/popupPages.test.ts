import { describe, expect, it } from 'vitest';
import { popupShownOn } from './popupPages';

describe('popupShownOn', () => {
  it.each([
    ['/', true],
    ['/community/notice', true],
    ['/community/notice/3?page=2', true],
    ['/gallery', true],
    ['/author/join', false],
    ['/author/join?step=2', false],
    ['/author/join/', false],
    ['/author/find#password', false],
    ['/certify', false],
    ['/terms.html', false],
    ['/privacy.html', false],
  ])('%s → %s', (path, shown) => {
    expect(popupShownOn(path)).toBe(shown);
  });
});
