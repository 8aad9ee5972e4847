import { describe, expect, it } from 'vitest';
import { PROFILE_BODIES } from './mockProviders';
import { placeholderEmail } from './social.service';
import { isSocialProfile, readSocialProfile } from './socialProfile';

describe('reading each provider\'s profile answer', () => {
  const account = { id: '1234567890', name: '  홍길동 ', email: 'Hong@Example.COM' };

  it.each(['kakao', 'naver', 'google', 'facebook'] as const)('%s: id, trimmed name and lower-case verified email', (provider) => {
    const profile = readSocialProfile(provider, { _json: PROFILE_BODIES[provider](account) });
    expect(profile).toEqual({ provider, id: '1234567890', name: '홍길동', email: 'hong@example.com' });
    expect(isSocialProfile(profile)).toBe(true);
  });

  it('reads the JSON text some strategies keep in _json', () => {
    expect(readSocialProfile('naver', { _json: JSON.stringify(PROFILE_BODIES.naver(account)) })?.id).toBe('1234567890');
  });

  it.each(['kakao', 'google'] as const)('%s: drops an email the provider has not verified', (provider) => {
    expect(readSocialProfile(provider, { _json: PROFILE_BODIES[provider]({ ...account, emailVerified: false }) })?.email).toBeNull();
  });

  it('Kakao: drops an email Kakao marks as no longer valid', () => {
    const body = PROFILE_BODIES.kakao(account);
    (body.kakao_account as Record<string, unknown>).is_email_valid = false;
    expect(readSocialProfile('kakao', { _json: body })?.email).toBeNull();
  });

  it('Naver: nothing from an answer whose result code is not 00', () => {
    expect(readSocialProfile('naver', { _json: { resultcode: '024', message: 'Authentication failed' } })).toBeNull();
  });

  it.each([
    ['no id', { name: '이름' }],
    ['an empty id', { id: '  ' }],
    ['an id longer than the column', { id: 'x'.repeat(192) }],
    ['an object id', { id: { $ne: 1 } }],
  ])('nothing from a profile with %s', (_label, json) => {
    expect(readSocialProfile('facebook', { _json: json })).toBeNull();
  });

  it('keeps at most 50 characters of a name and drops a malformed email', () => {
    const profile = readSocialProfile('facebook', { _json: { id: '1', name: '가'.repeat(80), email: 'not-an-email' } });
    expect(profile?.name).toHaveLength(50);
    expect(profile?.email).toBeNull();
  });

  it('gives a stand-in email that never delivers when the provider gave none', () => {
    expect(placeholderEmail({ provider: 'kakao', id: '4123' })).toBe('kakao.4123@sns.invalid');
    expect(placeholderEmail({ provider: 'naver', id: 'a b/c' })).toMatch(/^naver\.[0-9a-f]{32}@sns\.invalid$/);
  });
});
