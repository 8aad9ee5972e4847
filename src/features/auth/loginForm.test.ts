import { describe, expect, it } from 'vitest';
import { EMAIL_INPUT_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH } from '@nanum/shared/limits';
import { checkLoginForm } from './loginForm';

describe('checkLoginForm', () => {
  it('asks for the email first when it is empty or only whitespace', () => {
    for (const email of ['', '   ', '\t\n']) {
      expect(checkLoginForm(email, '')).toEqual({ ok: false, field: 'email', message: '이메일이 입력되지 않았습니다.' });
      expect(checkLoginForm(email, 'nanum1234!')).toEqual({ ok: false, field: 'email', message: '이메일이 입력되지 않았습니다.' });
    }
  });

  it('asks for the password when it is empty or only whitespace', () => {
    for (const password of ['', ' ', '     ']) {
      expect(checkLoginForm('member@nanum.example', password)).toEqual({
        ok: false,
        field: 'password',
        message: '비밀번호가 입력되지 않았습니다.',
      });
    }
  });

  it('answers the request payload: email trimmed, password exactly as typed', () => {
    expect(checkLoginForm('  member@nanum.example ', ' nanum1234! ')).toEqual({
      ok: true,
      value: { passid: 'member@nanum.example', password: ' nanum1234! ' },
    });
  });

  it('refuses what the inputs could not hold (max 50 and 100) with a Korean message', () => {
    const longEmail = checkLoginForm(`${'a'.repeat(EMAIL_INPUT_MAX_LENGTH)}@x.kr`, 'pw');
    expect(longEmail).toMatchObject({ ok: false, field: 'email' });
    expect(longEmail.ok ? '' : longEmail.message).toMatch(/[가-힣]/);
    const longPassword = checkLoginForm('member@nanum.example', 'p'.repeat(PASSWORD_INPUT_MAX_LENGTH + 1));
    expect(longPassword).toMatchObject({ ok: false, field: 'password' });
    expect(checkLoginForm('member@nanum.example', 'p'.repeat(PASSWORD_INPUT_MAX_LENGTH)).ok).toBe(true);
  });
});
