import { describe, expect, it } from 'vitest';
import { SOCIAL_LINK_REQUIRED_MESSAGE, SOCIAL_LOGIN_FAILED_MESSAGE, SOCIAL_LOGIN_RESULT_MESSAGES } from '@nanum/shared/messages';
import { loginQueryNotice } from './loginQuery';

describe('loginQueryNotice', () => {
  it('shows a failed social login as a red toast', () => {
    expect(loginQueryNotice('failed')).toEqual({ level: 'RED', message: SOCIAL_LOGIN_FAILED_MESSAGE, openLogin: false, succeeded: false });
  });

  it('shows an email collision as a yellow toast and opens the login modal', () => {
    expect(loginQueryNotice('link-required')).toEqual({ level: 'YELLOW', message: SOCIAL_LINK_REQUIRED_MESSAGE, openLogin: true, succeeded: false });
  });

  it('shows a social login or link that worked as a green toast', () => {
    expect(loginQueryNotice('done')).toEqual({ level: 'GREEN', message: '로그인되었습니다.', openLogin: false, succeeded: true });
    expect(loginQueryNotice('linked')).toEqual({ level: 'GREEN', message: '소셜 계정을 연결했습니다.', openLogin: false, succeeded: true });
  });

  it('shows a rate-limited social login as a red toast', () => {
    expect(loginQueryNotice('limited')).toEqual({ level: 'RED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', openLogin: false, succeeded: false });
  });

  it('has a Korean notice for every result the callback may set', () => {
    for (const [result, message] of Object.entries(SOCIAL_LOGIN_RESULT_MESSAGES)) {
      expect(loginQueryNotice(result)?.message).toBe(message);
      expect(message).toMatch(/[가-힣]/);
    }
    expect(loginQueryNotice(['failed', 'link-required'])?.level).toBe('RED');
  });

  it('ignores a missing or unknown value', () => {
    expect(loginQueryNotice(undefined)).toBeNull();
    expect(loginQueryNotice('')).toBeNull();
    expect(loginQueryNotice('toString')).toBeNull();
    expect(loginQueryNotice('<script>')).toBeNull();
  });
});
