import { describe, expect, it } from 'vitest';
import * as messages from './messages';

/** The messages of sign-up, certification and recovery: Korean, limits named, the SPEC hint reused. */
describe('account messages', () => {
  const names = [
    'NAME_REQUIRED_MESSAGE', 'NAME_TOO_LONG_MESSAGE', 'EMAIL_INVALID_MESSAGE', 'PASSWORD_PATTERN_MESSAGE',
    'BIRTHDAY_REQUIRED_MESSAGE', 'BIRTHDAY_INVALID_MESSAGE', 'GENDER_REQUIRED_MESSAGE', 'TERMS_REQUIRED_MESSAGE',
    'PRIVACY_REQUIRED_MESSAGE', 'GUARDIAN_NAME_REQUIRED_MESSAGE', 'GUARDIAN_NUMBER_REQUIRED_MESSAGE',
    'GUARDIAN_CONSENT_REQUIRED_MESSAGE', 'EMAIL_CODE_REQUIRED_MESSAGE', 'EMAIL_CODE_SENT_MESSAGE',
    'EMAIL_CODE_MISMATCH_MESSAGE', 'EMAIL_CODE_EXPIRED_MESSAGE', 'EMAIL_CODE_TOO_MANY_ATTEMPTS_MESSAGE',
    'EMAIL_VERIFIED_MESSAGE', 'EMAIL_NOT_VERIFIED_MESSAGE', 'EMAIL_TAKEN_MESSAGE', 'MAIL_UNAVAILABLE_MESSAGE',
    'JOIN_SUCCESS_MESSAGE', 'CERTIFY_SUCCESS_MESSAGE', 'CERTIFY_LOGIN_REQUIRED_MESSAGE', 'ALREADY_CERTIFIED_MESSAGE', 'CERTIFY_REVOKED_MESSAGE',
    'FIND_EMAIL_FOUND_MESSAGE', 'FIND_EMAIL_NOT_FOUND_MESSAGE', 'PASSWORD_RESET_MAIL_SENT_MESSAGE',
    'PASSWORD_RESET_TOKEN_INVALID_MESSAGE', 'PASSWORD_RESET_DONE_MESSAGE',
  ] as const;

  it.each(names)('%s is a Korean sentence', (name) => {
    const message = messages[name];
    expect(message).toMatch(/[가-힣]/);
    expect(message).toMatch(/[.!]|\)$/);
  });

  it('every message is distinct', () => {
    expect(new Set(names.map((name) => messages[name])).size).toBe(names.length);
  });

  it.each([
    [messages.NAME_TOO_LONG_MESSAGE, '20자'],
    [messages.EMAIL_CODE_REQUIRED_MESSAGE, '6자리'],
    [messages.EMAIL_CODE_SENT_MESSAGE, '10분'],
    [messages.GUARDIAN_CONSENT_REQUIRED_MESSAGE, '14세'],
    [messages.PASSWORD_PATTERN_MESSAGE, '문자, 숫자, 특수문자 포함(최소 8자 이상, 20자 이하)'],
  ])('%s names %s', (message, part) => {
    expect(message).toContain(part);
  });
});
