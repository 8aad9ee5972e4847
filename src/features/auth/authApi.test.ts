import { describe, expect, it } from 'vitest';
import type { User } from '@nanum/shared/entities';
import { loginOutcome } from './authApi';

const user = { id: 5, name: '박소망', certify: true } as User;

describe('loginOutcome', () => {
  it('a 200 with a user is a success with the server’s message', () => {
    expect(loginOutcome({ status: 200, body: { status: 200, message: '로그인되었습니다.', user } })).toEqual({
      ok: true,
      user,
      message: '로그인되었습니다.',
    });
  });

  it('any other answer is a failure with the server’s Korean message', () => {
    expect(loginOutcome({ status: 401, body: { status: 401, message: '이메일 또는 비밀번호가 일치하지 않습니다.' } })).toEqual({
      ok: false,
      message: '이메일 또는 비밀번호가 일치하지 않습니다.',
    });
    expect(loginOutcome({ status: 429, body: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' } })).toMatchObject({
      ok: false,
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  it('without a message (no body, a network error) the failure says 연결에 실패하였습니다.', () => {
    expect(loginOutcome({ status: 502, body: undefined })).toEqual({ ok: false, message: '연결에 실패하였습니다.' });
    expect(loginOutcome(undefined)).toEqual({ ok: false, message: '연결에 실패하였습니다.' });
    expect(loginOutcome({ status: 200, body: { status: 200 } })).toEqual({ ok: false, message: '연결에 실패하였습니다.' });
  });
});
