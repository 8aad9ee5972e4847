import { describe, expect, it } from 'vitest';
import { boardPath, postPath, writePath } from './boardPaths';

describe('board addresses', () => {
  it('puts gallery, press and video at the top level and the rest under /community', () => {
    expect(boardPath('gallery')).toBe('/gallery');
    expect(boardPath('notice')).toBe('/community/notice');
    expect(postPath('gallery', 7)).toBe('/community/gallery/7');
    expect(writePath('knowhow')).toBe('/community/knowhow/write');
    expect(writePath('knowhow', 12)).toBe('/community/knowhow/write?id=12');
  });
});
