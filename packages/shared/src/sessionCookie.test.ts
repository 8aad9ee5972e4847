import { describe, expect, it } from 'vitest';
import { hasPersonalCookie, hasSessionCookie, popupVisitorIdOf } from './sessionCookie';

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

describe('popupVisitorIdOf', () => {
  const id = '0123456789abcdef0123456789abcdef';
  it('reads the pop-up id among other cookies', () => {
    expect(popupVisitorIdOf(`_ga=1; nanum_popup_visitor=${id}; nanum.sid=s%3Aabc`)).toBe(id);
  });
  it('takes no malformed id, no similar name and no header', () => {
    expect(popupVisitorIdOf('nanum_popup_visitor=../../etc')).toBeNull();
    expect(popupVisitorIdOf(`nanum_popup_visitor=${id}=`)).toBeNull();
    expect(popupVisitorIdOf(`xnanum_popup_visitor=${id}`)).toBeNull();
    expect(popupVisitorIdOf(undefined)).toBeNull();
  });
});
