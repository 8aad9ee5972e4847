import { describe, expect, it } from 'vitest';
import { hasPersonalCookie, hasSessionCookie } from './sessionCookie';

describe('hasSessionCookie', () => {
  it('finds the session cookie among others, and only that one', () => {
    expect(hasSessionCookie('nanum.sid=s%3Aabc')).toBe(true);
    expect(hasSessionCookie('_ga=1; nanum.sid=s%3Aabc; theme=dark')).toBe(true);
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('_ga=1; xnanum.sid=1; nanum.sidebar=open')).toBe(false);
  });
});

describe('hasPersonalCookie', () => {
  it('finds the session cookie or the pop-up id, and nothing else', () => {
    expect(hasPersonalCookie('nanum.sid=s%3Aabc')).toBe(true);
    expect(hasPersonalCookie('_ga=1; nanum_popup_visitor=0123456789abcdef0123456789abcdef')).toBe(true);
    expect(hasPersonalCookie(undefined)).toBe(false);
    expect(hasPersonalCookie('_ga=1; xnanum_popup_visitor=1; nanum_popup_visitors=2')).toBe(false);
  });
});
