import { describe, expect, it } from 'vitest';
import { avatarSrc } from './avatar';

describe('avatarSrc of a member whose gender the API masked', () => {
  it('uses the neutral default picture, also in place of another host’s image', () => {
    expect(avatarSrc({ image: null, gender: 2, masked: ['gender'] })).toBe('/images/profile/default-unknown.svg');
    expect(avatarSrc({ image: 'https://cdn.example/a.png', gender: 1, masked: ['mbti', 'gender'] })).toBe('/images/profile/default-unknown.svg');
  });

  it('keeps an uploaded picture, and the gender’s default when only other values are masked', () => {
    expect(avatarSrc({ image: '/api/files/profile/abc.webp', gender: 2, masked: ['gender'] })).toBe('/api/files/profile/abc.webp');
    expect(avatarSrc({ image: null, gender: 2, masked: ['mbti'] })).toBe('/images/profile/default-female.svg');
  });
});
