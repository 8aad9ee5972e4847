import { describe, expect, it } from 'vitest';
import {
  LAST_PROVIDER_KEY,
  parseProviders,
  readLastProvider,
  rememberLastProvider,
  socialLoginUrl,
  SOCIAL_BUTTONS,
  type KeyValueStorage,
} from './socialProviders';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const broken: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('last social provider used', () => {
  it('is null before any social login', () => {
    expect(readLastProvider(memoryStorage())).toBeNull();
  });

  it('remembers the provider used and reads it back', () => {
    const storage = memoryStorage();
    rememberLastProvider('naver', storage);
    expect(storage.data[LAST_PROVIDER_KEY]).toBe('naver');
    expect(readLastProvider(storage)).toBe('naver');
    rememberLastProvider('google', storage);
    expect(readLastProvider(storage)).toBe('google');
  });

  it('ignores a value that is not one of the four providers', () => {
    expect(readLastProvider(memoryStorage({ [LAST_PROVIDER_KEY]: 'twitter' }))).toBeNull();
    expect(readLastProvider(memoryStorage({ [LAST_PROVIDER_KEY]: '' }))).toBeNull();
  });

  it('works without storage or with a storage that throws (private mode)', () => {
    expect(readLastProvider(undefined)).toBeNull();
    expect(readLastProvider(broken)).toBeNull();
    expect(() => rememberLastProvider('kakao', broken)).not.toThrow();
    expect(() => rememberLastProvider('kakao', undefined)).not.toThrow();
  });
});

describe('social providers', () => {
  it('keeps only known providers from the API answer, in the order kakao, naver, google, facebook', () => {
    expect(parseProviders({ status: 200, data: ['google', 'kakao', 'twitter', 'facebook'] })).toEqual(['kakao', 'google', 'facebook']);
    expect(parseProviders({ status: 200, data: [] })).toEqual([]);
    expect(parseProviders(undefined)).toEqual([]);
    expect(parseProviders({ status: 200, data: 'kakao' })).toEqual([]);
  });

  it('names each provider in Korean with an accessible label', () => {
    expect(Object.values(SOCIAL_BUTTONS).map((p) => [p.name, p.label])).toEqual([
      ['카카오', '카카오로 로그인'],
      ['네이버', '네이버로 로그인'],
      ['구글', '구글로 로그인'],
      ['페이스북', '페이스북으로 로그인'],
    ]);
  });

  it('starts the provider on the API with the current path to come back to', () => {
    expect(socialLoginUrl('kakao', '/community/notice?page=2', '')).toBe('/api/user/login/kakao?returnTo=%2Fcommunity%2Fnotice%3Fpage%3D2');
    expect(socialLoginUrl('naver', '/', '')).toBe('/api/user/login/naver?returnTo=%2F');
    expect(socialLoginUrl('google', '/x', 'https://nanum.example/base')).toBe('https://nanum.example/base/api/user/login/google?returnTo=%2Fx');
  });

  it('never asks to return anywhere but a path on this site', () => {
    expect(socialLoginUrl('facebook', 'https://evil.example/', '')).toBe('/api/user/login/facebook?returnTo=%2F');
    expect(socialLoginUrl('facebook', '//evil.example/', '')).toBe('/api/user/login/facebook?returnTo=%2F');
  });
});
