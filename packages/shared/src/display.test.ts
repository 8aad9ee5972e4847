import { describe, expect, it } from 'vitest';
import { defaultProfileImage, DEFAULT_PROFILE_IMAGES, formatCohort, maskValue, profileImage, type MaskOptions } from './display';

describe('formatCohort', () => {
  it.each<[number | null | undefined, string]>([
    [1, '1기'],
    [12, '12기'],
    [0, '없음'],
    [null, '없음'],
    [undefined, '없음'],
    [-1, '없음'],
    [1.5, '없음'],
  ])('%s -> %s', (cardinal, shown) => {
    expect(formatCohort(cardinal)).toBe(shown);
  });
});

describe('maskValue', () => {
  it.each<[string | number | null | undefined, MaskOptions, string]>([
    ['010-1234-5678', { visible: true }, '010-1234-5678'],
    [3, { visible: true }, '3'],
    [0, { visible: true }, '0'],
    ['010-1234-5678', { visible: false }, '비공개'],
    [null, { visible: false }, '비공개'],
    [null, { visible: true }, '없음'],
    [undefined, { visible: true }, '없음'],
    ['  ', { visible: true }, '없음'],
    [null, { visible: true, empty: 'dash' }, '-'],
    ['', { visible: true, empty: 'dash' }, '-'],
    ['서울', { visible: true, empty: 'dash' }, '서울'],
    [undefined, { visible: false, empty: 'dash' }, '비공개'],
  ])('%j with %j -> %s', (value, options, shown) => {
    expect(maskValue(value, options)).toBe(shown);
  });
});

describe('default profile image by gender', () => {
  it.each<[number | null | undefined, string]>([
    [0, '/images/profile/default-unknown.svg'],
    [1, '/images/profile/default-male.svg'],
    [2, '/images/profile/default-female.svg'],
    [3, '/images/profile/default-unknown.svg'],
    [null, '/images/profile/default-unknown.svg'],
    [undefined, '/images/profile/default-unknown.svg'],
  ])('gender %s -> %s', (gender, path) => {
    expect(defaultProfileImage(gender)).toBe(path);
  });

  it('exports one path per gender code', () => {
    expect(Object.keys(DEFAULT_PROFILE_IMAGES)).toEqual(['0', '1', '2']);
  });

  it.each([
    [{ image: '/uploads/me.png', gender: 1 as const }, '/uploads/me.png'],
    [{ image: null, gender: 2 as const }, '/images/profile/default-female.svg'],
    [{ image: ' ', gender: 1 as const }, '/images/profile/default-male.svg'],
    [{}, '/images/profile/default-unknown.svg'],
  ])('profileImage(%j) -> %s', (user, path) => {
    expect(profileImage(user)).toBe(path);
  });
});
