import { describe, expect, it } from 'vitest';
import { mailNotConfiguredMessage } from './mailMessages';

describe('the message of a site without mail', () => {
  it.each([
    [{ email: 'help@nanum.example', phone: '02-123-4567' }, '사이트 운영진(이메일 help@nanum.example, 전화 02-123-4567)에게 문의해주세요.'],
    [{ email: 'help@nanum.example' }, '사이트 운영진(이메일 help@nanum.example)에게 문의해주세요.'],
    [{ phone: '02-123-4567' }, '사이트 운영진(전화 02-123-4567)에게 문의해주세요.'],
    [{}, '사이트 운영진에게 문의해주세요.'],
  ])('names the contact the site gives (%j)', (contact, ask) => {
    expect(mailNotConfiguredMessage(contact)).toBe(`이 사이트는 메일 발송이 설정되어 있지 않아 인증 메일을 보낼 수 없습니다. ${ask}`);
  });
});
