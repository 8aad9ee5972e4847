import { describe, expect, it } from 'vitest';
import { boardPath, canonicalListPath, postPath, writePath } from './boardPaths';

describe('board addresses', () => {
  it('puts gallery, press and video at the top level and the rest under /community', () => {
    expect(boardPath('gallery')).toBe('/gallery');
    expect(boardPath('notice')).toBe('/community/notice');
    expect(postPath('gallery', 7)).toBe('/community/gallery/7');
    expect(writePath('knowhow')).toBe('/community/knowhow/write');
    expect(writePath('knowhow', 12)).toBe('/community/knowhow/write?id=12');
  });
});

describe('one address per board list', () => {
  it('moves /community/{board} of a top-level board to its own address, keeping the query', () => {
    expect(canonicalListPath('gallery', '/community/gallery')).toBe('/gallery');
    expect(canonicalListPath('video', '/community/video?page=2&sort=visit')).toBe('/video?page=2&sort=visit');
    expect(canonicalListPath('press', '/community/press?page=3')).toBe('/press?page=3');
    expect(canonicalListPath('notice', '/community/notice?page=2')).toBeNull();
  });
});
