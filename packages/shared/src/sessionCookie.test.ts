import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './sessionCookie';

describe('hasSessionCookie', () => {
  it('finds the session cookie among others, and only that one', () => {
    expect(hasSessionCookie('nanum.sid=s%3Aabc')).toBe(true);
    expect(hasSessionCookie('_ga=1; nanum.sid=s%3Aabc; theme=dark')).toBe(true);
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('_ga=1; xnanum.sid=1; nanum.sidebar=open')).toBe(false);
  });
});
