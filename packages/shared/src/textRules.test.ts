import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasLoneSurrogate, multiLine, multiLineTextProblem, singleLine, singleLineTextProblem, TEXT_CHARACTERS_INVALID_MESSAGE, TEXT_LINE_BREAK_MESSAGE } from './textRules';

describe('the text rule (issue 21)', () => {
  it.each(['봉사\ud800', '\udc00봉사', '봉\u0000사', '봉\u001b사', '봉\u007f사', '봉\u009b사', '봉\u202a사', '봉\u202e사', '봉\u2066사', '봉\u2069사'])('refuses %j in any text', (text) => {
    expect(multiLineTextProblem(text)).toBe(TEXT_CHARACTERS_INVALID_MESSAGE);
    expect(singleLineTextProblem(text)).toBe(TEXT_CHARACTERS_INVALID_MESSAGE);
  });

  it.each(['봉\n사', '봉\r\n사', '봉\r사', '봉\t사', '봉\u2028사', '봉\u2029사', '봉\u0085사', '봉\u000b사', '봉\u000c사'])('keeps %j in multi-line text, refuses it in a single line', (text) => {
    expect(multiLineTextProblem(text)).toBeNull();
    expect(singleLineTextProblem(text)).toBe(TEXT_LINE_BREAK_MESSAGE);
  });

  it.each(['김나눔', '봉사 후기 😀 (2026)', 'ﷺ عربى', 'שלום\u200f', 'e\u0301'])('accepts %j, a surrogate pair and marks included', (text) => {
    expect(singleLineTextProblem(text)).toBeNull();
    expect(hasLoneSurrogate(text)).toBe(false);
  });

  it('runs inside a zod field after its own checks, keeping the field type', () => {
    const title = singleLine(z.string().trim().min(1, '제목').max(10, '길다'));
    expect(title.safeParse('  봉사  ').data).toBe('봉사');
    expect(title.safeParse('봉\n사').error?.issues[0]?.message).toBe(TEXT_LINE_BREAK_MESSAGE);
    expect(title.safeParse('').error?.issues[0]?.message).toBe('제목');
    const body = multiLine(z.string());
    expect(body.safeParse('첫 줄\n둘째 줄').success).toBe(true);
    expect(body.safeParse('\u202e').error?.issues[0]?.message).toBe(TEXT_CHARACTERS_INVALID_MESSAGE);
  });
});
