import { describe, expect, it } from 'vitest';
import {
  LAST_PROVIDER_KEY,
  parseProviders,
  readLastProvider,
  rememberStartedProvider,
  settleStartedProvider,
  socialLoginUrl,
  STARTED_PROVIDER_KEY,
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
    removeItem: (key) => {
      delete data[key];
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
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('last social provider used', () => {
  it('is null before any social login', () => {
    expect(readLastProvider(memoryStorage())).toBeNull();
  });

  it('becomes the provider clicked once its login succeeded, and reads it back', () => {
    const storage = memoryStorage();
    rememberStartedProvider('naver', storage);
    expect(readLastProvider(storage)).toBeNull();
    settleStartedProvider(true, storage);
    expect(storage.data[LAST_PROVIDER_KEY]).toBe('naver');
    expect(storage.data[STARTED_PROVIDER_KEY]).toBeUndefined();
    expect(readLastProvider(storage)).toBe('naver');
    rememberStartedProvider('google', storage);
    settleStartedProvider(true, storage);
    expect(readLastProvider(storage)).toBe('google');
  });

  it('stays as it was when the login clicked failed', () => {
    const storage = memoryStorage({ [LAST_PROVIDER_KEY]: 'naver' });
    rememberStartedProvider('kakao', storage);
    settleStartedProvider(false, storage);
    expect(readLastProvider(storage)).toBe('naver');
    expect(storage.data[STARTED_PROVIDER_KEY]).toBeUndefined();
    // A later success without a click of this browser changes nothing either.
    settleStartedProvider(true, storage);
    expect(readLastProvider(storage)).toBe('naver');
  });

  it('ignores a value that is not one of the four providers', () => {
    expect(readLastProvider(memoryStorage({ [LAST_PROVIDER_KEY]: 'twitter' }))).toBeNull();
    expect(readLastProvider(memoryStorage({ [LAST_PROVIDER_KEY]: '' }))).toBeNull();
  });

  it('works without storage or with a storage that throws (private mode)', () => {
    expect(readLastProvider(undefined)).toBeNull();
    expect(readLastProvider(broken)).toBeNull();
    expect(() => rememberStartedProvider('kakao', broken)).not.toThrow();
    expect(() => rememberStartedProvider('kakao', undefined)).not.toThrow();
    expect(() => settleStartedProvider(true, broken)).not.toThrow();
    expect(() => settleStartedProvider(true, undefined)).not.toThrow();
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
