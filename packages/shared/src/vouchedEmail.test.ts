import { describe, expect, it } from 'vitest';
import { isVouchedEmail } from './vouchedEmail';

describe('isVouchedEmail', () => {
  it.each<[number, string | null, boolean]>([
    [1, 'a@nanum.example', true],
    [4, 'a@nanum.example', true],
    [1, 'naver.9@sns.invalid', false],
    [2, 'KAKAO.9@SNS.INVALID', false],
    [1, '', false],
    [1, null, false],
    [0, 'a@nanum.example', false],
  ])('passport %i, %j -> %s', (passport, email, vouched) => {
    expect(isVouchedEmail({ passport, email })).toBe(vouched);
  });
});
