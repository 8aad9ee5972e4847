import { describe, expect, it } from 'vitest';
import { visibleProfileImage } from './display';
import type { User } from './entities';

describe('visibleProfileImage: the default picture tells a gender only to whom may see it', () => {
  it.each<[Partial<Pick<User, 'image' | 'gender'>>, boolean, string]>([
    [{ image: null, gender: 2 }, true, '/images/profile/default-female.svg'],
    [{ image: null, gender: 1 }, true, '/images/profile/default-male.svg'],
    [{ image: null, gender: 2 }, false, '/images/profile/default-unknown.svg'],
    [{ image: '  ', gender: 1 }, false, '/images/profile/default-unknown.svg'],
    [{ image: null, gender: 0 }, true, '/images/profile/default-unknown.svg'],
    [{ image: '/api/files/profile/a.webp', gender: 2 }, false, '/api/files/profile/a.webp'],
  ])('%j, gender visible %s -> %s', (user, genderVisible, expected) => {
    expect(visibleProfileImage(user, genderVisible)).toBe(expected);
  });
});
