// Budget 3 of the performance issue: the first-load JavaScript of every route, read from the last
// production build (.next/build-manifest.json of `next build --webpack`), in gzip bytes as Next
// counts them: a route loads the chunks of /_app (webpack runtime, framework, main, the app
// wrapper), which every page shares, plus its own; polyfills (nomodule) and CSS are not counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BUNDLE_ROUTE_ALLOWANCES, BUNDLE_ROUTE_BUDGET, BUNDLE_SHARED_BUDGET } from './budgets';
import type { Figure } from './report';

/** The part of .next/build-manifest.json read here: each page's chunks, relative to .next/. */
export interface BuildManifest {
  pages: Record<string, string[]>;
}

export interface RouteBundle {
  route: string;
  /** Shared plus the route's own chunks, gzip bytes. */
  firstLoad: number;
  /** The route's own chunks (those not shared by every page), gzip bytes. */
  own: number;
}

export interface BundleSizes {
  /** Every chunk every page loads, with its gzip size, in manifest order. */
  shared: { file: string; size: number }[];
  sharedTotal: number;
  routes: RouteBundle[];
}

/** The app wrapper's entry: its chunks are the ones every page shares. */
const APP_ENTRY = '/_app';

const isJs = (file: string) => file.endsWith('.js');

/** First-load sizes of every page of a build manifest, given the gzip size of each chunk file. */
export function bundleSizes(manifest: BuildManifest, sizeOf: (file: string) => number): BundleSizes {
  const sharedFiles = [...new Set((manifest.pages[APP_ENTRY] ?? []).filter(isJs))];
  const shared = sharedFiles.map((file) => ({ file, size: sizeOf(file) }));
  const sharedTotal = shared.reduce((sum, chunk) => sum + chunk.size, 0);
  const routes = Object.entries(manifest.pages)
    .filter(([route]) => route !== APP_ENTRY)
    .map(([route, files]) => {
      const own = [...new Set(files.filter((file) => isJs(file) && !sharedFiles.includes(file)))].reduce((sum, file) => sum + sizeOf(file), 0);
      return { route, firstLoad: sharedTotal + own, own };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return { shared, sharedTotal, routes };
}

/** Gzip size of a file as Next's build output measured it (level 9). */
export function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Kilobytes as Next prints them (1 kB = 1000 bytes), one decimal. */
export const kB = (bytes: number): number => Math.round(bytes / 100) / 10;

/** A chunk's short name: static/chunks/framework-ab12.js -> framework, pages/_app-cd34.js -> pages/_app. */
const chunkName = (file: string) => file.replace(/^static\/chunks\//, '').replace(/-[0-9a-f]{8,}\.js$/, '').replace(/\.js$/, '');

const GROUP = 'First-load JavaScript (gzip, from the last `next build --webpack`)';

/** The bundle figures of docs/BENCHMARKS.md: the shared chunks, then each route. */
export function bundleFigures(sizes: BundleSizes, builtAt: string): Figure[] {
  const sharedValue = kB(sizes.sharedTotal);
  const figures: Figure[] = [
    {
      group: GROUP,
      name: 'shared by every page',
      value: sharedValue,
      unit: 'kB',
      budget: BUNDLE_SHARED_BUDGET,
      pass: sharedValue <= (BUNDLE_SHARED_BUDGET.maxValue ?? Infinity),
      note: `${sizes.shared.map((chunk) => `${chunkName(chunk.file)} ${kB(chunk.size)}`).join(' + ')} kB; build of ${builtAt}`,
    },
  ];
  for (const route of sizes.routes) {
    const value = kB(route.firstLoad);
    const budget = BUNDLE_ROUTE_ALLOWANCES[route.route] ?? BUNDLE_ROUTE_BUDGET;
    figures.push({ group: GROUP, name: route.route, value, unit: 'kB', budget, pass: value <= (budget.maxValue ?? Infinity) });
  }
  return figures;
}

/** Reads the last build of the web app under `root` and returns its bundle figures. */
export function measureBundles(root: string): Figure[] {
  const dist = path.join(root, '.next');
  const manifestFile = path.join(dist, 'build-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('.next/build-manifest.json is missing: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const builtAt = fs.statSync(manifestFile).mtime.toISOString();
  return bundleFigures(
    bundleSizes(manifest, (file) => gzipSize(path.join(dist, file))),
    builtAt,
  );
}
