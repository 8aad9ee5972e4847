import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField } from './accountSchemas';
import { canonicalEmail, EMAIL_PATTERN, emailLookalikeKey, normalizeEmail } from './emailAddress';

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

describe('canonicalEmail and emailLookalikeKey', () => {
  it('stores an address trimmed, in NFC and lower case', () => {
    expect(canonicalEmail('  Member@Nanum.Example ')).toBe('member@nanum.example');
    expect(canonicalEmail('Me\u0301mber@nanum.example')).toBe('m\u00e9mber@nanum.example');
    expect(canonicalEmail('M\u00c9MBER@NANUM.EXAMPLE')).toBe('m\u00e9mber@nanum.example');
    expect(canonicalEmail('m\u00e9mber@nanum.example')).not.toBe(canonicalEmail('member@nanum.example'));
  });

  it('gives every accent, case, width or invisible-character variant of an address one key', () => {
    const key = emailLookalikeKey('member@nanum.example');
    for (const variant of ['M\u00c9MBER@nanum.example', 'me\u0301mber@nanum.example', 'mem\u200bber@nanum.example', '\uff4d\uff45mber@nanum.example', ' MEMBER@NANUM.EXAMPLE ']) {
      expect(emailLookalikeKey(variant), variant).toBe(key);
    }
    expect(emailLookalikeKey('nember@nanum.example')).not.toBe(key);
    expect(emailLookalikeKey('한글@nanum.example')).toBe('한글@nanum.example');
  });
});
