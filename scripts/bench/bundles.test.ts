import { describe, expect, it } from 'vitest';
import { bundleFigures, bundleSizes, kB, type BuildManifest } from './bundles';

/** A build of three pages; each chunk's "gzip size" is given below. */
const manifest: BuildManifest = {
  pages: {
    '/': ['static/chunks/webpack-1111aaaa.js', 'static/chunks/framework-2222bbbb.js', 'static/chunks/main-3333cccc.js', 'static/chunks/pages/index-4444dddd.js'],
    '/_app': ['static/chunks/webpack-1111aaaa.js', 'static/chunks/framework-2222bbbb.js', 'static/chunks/main-3333cccc.js', 'static/chunks/pages/_app-5555eeee.js', 'static/css/app.css'],
    '/admin/page': [
      'static/chunks/webpack-1111aaaa.js',
      'static/chunks/framework-2222bbbb.js',
      'static/chunks/main-3333cccc.js',
      'static/chunks/shared-6666ffff.js',
      'static/chunks/shared-6666ffff.js',
      'static/chunks/pages/admin/page-7777aaaa.js',
    ],
  },
};
const sizes: Record<string, number> = {
  'static/chunks/webpack-1111aaaa.js': 2_000,
  'static/chunks/framework-2222bbbb.js': 60_000,
  'static/chunks/main-3333cccc.js': 40_000,
  'static/chunks/pages/_app-5555eeee.js': 10_000,
  'static/chunks/pages/index-4444dddd.js': 5_000,
  'static/chunks/shared-6666ffff.js': 8_000,
  'static/chunks/pages/admin/page-7777aaaa.js': 22_000,
};
const sizeOf = (file: string) => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`not a chunk of the fixture: ${file}`);
  return size;
};

describe('first-load JavaScript of a build', () => {
  const result = bundleSizes(manifest, sizeOf);

  it('counts the chunks of /_app (JavaScript only) as shared by every page', () => {
    expect(result.shared.map((chunk) => chunk.size)).toEqual([2_000, 60_000, 40_000, 10_000]);
    expect(result.sharedTotal).toBe(112_000);
  });

  it('adds each route its own chunks once, in route order, without /_app itself', () => {
    expect(result.routes).toEqual([
      { route: '/', firstLoad: 117_000, own: 5_000 },
      { route: '/admin/page', firstLoad: 142_000, own: 30_000 },
    ]);
  });

  it('reports kB as Next prints them and judges each figure by its budget', () => {
    expect(kB(142_049)).toBe(142);
    expect(kB(117_051)).toBe(117.1);
    const figures = bundleFigures(result, '2026-11-22T23:00:00.000Z');
    expect(figures.map((f) => [f.name, f.value, f.pass])).toEqual([
      ['shared by every page', 112, true],
      ['/', 117, true],
      ['/admin/page', 142, false],
    ]);
    expect(figures[0]?.note).toBe('webpack 2 + framework 60 + main 40 + pages/_app 10 kB; build of 2026-11-22T23:00:00.000Z');
  });

  it('judges a route with its own allowance by that allowance (/author/find: 150), every other by 140', () => {
    const figures = bundleFigures(
      {
        ...result,
        routes: [
          { route: '/author/find', firstLoad: 146_700, own: 20_000 },
          { route: '/author/join', firstLoad: 146_700, own: 20_000 },
        ],
      },
      '2026-11-22T23:00:00.000Z',
    );
    expect(figures.slice(1).map((f) => [f.name, f.budget?.maxValue, f.pass])).toEqual([
      ['/author/find', 150, true],
      ['/author/join', 140, false],
    ]);
  });
});
