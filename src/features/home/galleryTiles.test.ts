import { describe, expect, it } from 'vitest';
import { withTileImages } from './galleryTiles';
import type { LatestPost } from './homeData';

const post = (thumbnail: string | null): LatestPost => ({ id: 31, title: '현장', boardHref: 'gallery', thumbnail, kind: null, date: '2026-10-01T01:00:00.000Z', dateText: '2026-10-01' });

describe('withTileImages', () => {
  it('sends a public picture through the image optimiser at 1x and 2x of the 320 px tile, as next/image did', () => {
    const [tile] = withTileImages([post('/images/gallery/a.webp')]);
    const url = encodeURIComponent('/images/gallery/a.webp');
    expect(tile?.tile).toEqual({
      src: `/_next/image?url=${url}&w=640&q=75`,
      srcSet: `/_next/image?url=${url}&w=384&q=75 1x, /_next/image?url=${url}&w=640&q=75 2x`,
    });
  });

  it('serves a photo uploaded to the post as stored (the optimiser cannot reach the API)', () => {
    expect(withTileImages([post('/api/community/images/12')])[0]?.tile).toEqual({ src: '/api/community/images/12', srcSet: null });
  });

  it('leaves a post without a thumbnail without a tile photo', () => {
    expect(withTileImages([post(null)])[0]?.tile).toBeNull();
  });
});
