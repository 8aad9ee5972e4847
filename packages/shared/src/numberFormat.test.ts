import { describe, expect, it } from 'vitest';
import { formatNumber } from './numberFormat';

describe('formatNumber', () => {
  it('groups thousands as Korean does: the same text as toLocaleString("ko-KR") for whole numbers', () => {
    const values = [0, 7, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 10_000_000, 123_456_789, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 5000; n += 1) values.push(n * 7919);
    for (const value of [...values, ...values.map((v) => -v).filter((v) => v !== 0)]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('ko-KR'));
    }
  });

  it('writes fractions as Intl does', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(0.1234)).toBe((0.1234).toLocaleString('ko-KR'));
  });
});
