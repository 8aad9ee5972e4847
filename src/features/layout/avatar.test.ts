import { describe, expect, it } from 'vitest';
import { avatarSrc } from './avatar';

describe('avatarSrc', () => {
  it('uses the user’s own image served by this site', () => {
    expect(avatarSrc({ image: '/api/files/profile/abc.webp', gender: 1 })).toBe('/api/files/profile/abc.webp');
  });

  it('falls back to the default image of the gender when there is none', () => {
    expect(avatarSrc({ image: null, gender: 1 })).toBe('/images/profile/default-male.svg');
    expect(avatarSrc({ image: '', gender: 2 })).toBe('/images/profile/default-female.svg');
    expect(avatarSrc({ image: null, gender: 0 })).toBe('/images/profile/default-unknown.svg');
  });

  it('never loads an image of another host', () => {
    expect(avatarSrc({ image: 'https://cdn.example/a.png', gender: 2 })).toBe('/images/profile/default-female.svg');
    expect(avatarSrc({ image: '//cdn.example/a.png', gender: 0 })).toBe('/images/profile/default-unknown.svg');
  });
});
