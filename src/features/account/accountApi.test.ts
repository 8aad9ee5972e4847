import { describe, expect, it } from 'vitest';
import { outcomeOf } from './accountApi';

const CONNECTION = '연결에 실패하였습니다.';

describe('outcomeOf', () => {
  it.each<[string, Parameters<typeof outcomeOf>[0], unknown]>([
    ['a 200 with a message', { status: 200, body: { status: 200, message: '인증번호를 보냈습니다.' } }, { ok: true, message: '인증번호를 보냈습니다.' }],
    ['a 400 with the Korean message', { status: 400, body: { status: 400, message: '인증번호가 일치하지 않습니다.' } }, { ok: false, status: 400, message: '인증번호가 일치하지 않습니다.' }],
    ['a 429', { status: 429, body: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' } }, { ok: false, status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' }],
    ['a 502 without a body', { status: 502, body: undefined }, { ok: false, status: 502, message: CONNECTION }],
    ['no answer at all', undefined, { ok: false, status: 0, message: CONNECTION }],
  ])('%s', (_name, result, expected) => {
    expect(outcomeOf(result)).toEqual(expected);
  });

  it('takes the data it is told to, and fails a 200 without it', () => {
    type Body = { message?: string; data?: { email: string | null } };
    const pick = (body: Body) => (body.data ? { email: body.data.email } : undefined);
    expect(outcomeOf<Body, { email: string | null }>({ status: 200, body: { message: '찾았습니다.', data: { email: 'me***@nanum.example' } } }, pick)).toEqual({
      ok: true,
      message: '찾았습니다.',
      email: 'me***@nanum.example',
    });
    expect(outcomeOf<Body, { email: string | null }>({ status: 200, body: { message: '없습니다.', data: { email: null } } }, pick)).toMatchObject({ ok: true, email: null });
    expect(outcomeOf<Body, { email: string | null }>({ status: 200, body: { message: 'x' } }, pick)).toEqual({ ok: false, status: 200, message: 'x' });
  });
});
