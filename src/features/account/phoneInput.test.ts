import { describe, expect, it } from 'vitest';
import { PHONE_REGEX } from '@nanum/shared/schemas';
import { formatPhoneInput } from './phoneInput';

describe('formatPhoneInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['010', '010'],
    ['0101', '010-1'],
    ['0101234', '010-1234'],
    ['01012345', '010-123-45'],
    ['0101234567', '010-123-4567'],
    ['01012345678', '010-1234-5678'],
    ['010123456789', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['전화 010.1234.5678', '010-1234-5678'],
  ])('%j -> %j', (raw, formatted) => {
    expect(formatPhoneInput(raw)).toBe(formatted);
  });

  it.each(['0101234567', '01012345678'])('a full number %s matches the SPEC pattern', (digits) => {
    expect(PHONE_REGEX.test(formatPhoneInput(digits))).toBe(true);
  });
});
