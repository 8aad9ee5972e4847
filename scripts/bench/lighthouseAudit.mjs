// One Lighthouse audit, run by scripts/bench/lighthouse.ts in plain Node: under tsx, functions
// that Lighthouse sends into the page as source text carry esbuild's __name helper and fail there.
// Usage: node scripts/bench/lighthouseAudit.mjs <url> <desktop|mobile>; prints a JSON summary.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const [url, form] = process.argv.slice(2);
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'seo'] }, form === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
  const failed = (category) => (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1).map((ref) => ref.id);
  process.stdout.write(
    JSON.stringify({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      lcpSeconds: Number(((lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity) / 1000).toFixed(2)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Infinity),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity).toFixed(3)),
      failedA11y: failed('accessibility'),
      failedSeo: failed('seo'),
      weakPerformance: failed('performance'),
    }),
  );
} finally {
  chrome.kill();
}
