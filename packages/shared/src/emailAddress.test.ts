import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField } from './accountSchemas';
import { EMAIL_PATTERN, normalizeEmail } from './emailAddress';

const samples = [
  'member@example.com',
  '  Member@Example.COM  ',
  'first.last+tag@sub.example.co.kr',
  "o'neil@example.org",
  '',
  '   ',
  'no-at-sign.example.com',
  'two@@example.com',
  '.dot@example.com',
  'a..b@example.com',
  'name@example',
  'name@-example.com',
  'name@example.c',
  `${'a'.repeat(39)}@example.com`,
  `${'a'.repeat(40)}@example.com`,
  '한글@example.com',
  42,
  null,
];

describe('normalizeEmail', () => {
  it.each(samples.filter((value) => typeof value === 'string').map((value) => [value.trim()]))('matches as the email pattern of zod 4 does for %j', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(z.regexes.email.test(value));
  });

  it.each(samples.map((value) => [value]))('agrees with emailField for %j', (value) => {
    expect(normalizeEmail(value)).toBe(emailField.safeParse(value).data ?? null);
  });

  it('trims and lower-cases an address, and rejects what is not one', () => {
    expect(normalizeEmail('  Member@Example.COM ')).toBe('member@example.com');
    expect(normalizeEmail('member@example')).toBeNull();
  });
});
