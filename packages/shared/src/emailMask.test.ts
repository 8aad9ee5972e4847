import { describe, expect, it } from 'vitest';
import { maskEmail } from './emailMask';

describe('maskEmail', () => {
  it.each([
    ['abcdef@naver.com', 'ab***@naver.com'],
    ['member@nanum.example', 'me***@nanum.example'],
    ['abcd@daum.net', 'ab***@daum.net'],
    ['abc@daum.net', 'a***@daum.net'],
    ['ab@gmail.com', 'a***@gmail.com'],
    ['a@gmail.com', 'a***@gmail.com'],
    ['  spaced.out@kakao.com ', 'sp***@kakao.com'],
    ['first.last+tag@sub.example.org', 'fi***@sub.example.org'],
    ['"odd@local"@example.com', '"o***@example.com'],
    ['no-at-sign', '***'],
    ['@naver.com', '***'],
    ['user@', '***'],
    ['', '***'],
  ])('%s -> %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never tells the length of the local part', () => {
    expect(maskEmail('abcdefghijklmnop@naver.com')).toBe(maskEmail('abcd@naver.com'));
  });
});
