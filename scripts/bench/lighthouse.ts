// Budget 4 (issue 9): Lighthouse (the npm package) in Debian's Chromium against the production
// server, for the home page, a board list, a post and the youth page, desktop and mobile (the
// default mobile emulation and simulated throttling). A visitor without a session, first load.
// Issue 25: the SEO category too (100 on each page: found by search engines).
// Scores move with the machine's load: the figures say what the page does on this machine now.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { LIGHTHOUSE_ACCESSIBILITY_BUDGET, LIGHTHOUSE_DESKTOP_BUDGETS, LIGHTHOUSE_MOBILE_BUDGET, LIGHTHOUSE_SEO_BUDGET, type Budget } from './budgets';
import { newestNoticePath } from './pages';
import type { Figure } from './report';

const GROUP = 'Lighthouse (Chromium, a visitor without a session)';
/**
 * Runs of each page and form factor; the figure is the run with the median performance score.
 * Five by default, as Lighthouse's own guidance on score variability advises: one run of a mobile
 * page moved by 5-10 points from run to run on this machine.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const AUDIT_SCRIPT = path.join(import.meta.dirname, 'lighthouseAudit.mjs');

export interface Audit {
  performance: number;
  accessibility: number;
  seo: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  /** The accessibility audits that failed, by id. */
  failedA11y: string[];
  /** The SEO audits that failed, by id. */
  failedSeo: string[];
  /** The performance audits that scored below 1 (what to look at). */
  weakPerformance: string[];
}

/** One audit in a fresh Chromium (Debian's /usr/bin/chromium unless CHROME_PATH says otherwise). */
export async function audit(url: string, form: 'desktop' | 'mobile'): Promise<Audit> {
  // Lighthouse sometimes fails to record a trace on a loaded machine (NO_NAVSTART): it asks to
  // run again, and so we do, twice at most.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [AUDIT_SCRIPT, url, form], { maxBuffer: 1 << 20, timeout: 180_000 });
      return JSON.parse(stdout) as Audit;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const check = (budget: Budget, value: number) => value >= (budget.minValue ?? -Infinity) && value <= (budget.maxValue ?? Infinity);

export async function lighthouseFigures(appUrl: string, database: string, log: (line: string) => void): Promise<Figure[]> {
  const targets = [
    { name: 'home', path: '/' },
    { name: 'notice list', path: '/community/notice' },
    { name: 'a notice with comments', path: await newestNoticePath(appUrl) },
    { name: 'youth', path: '/youth' },
  ];
  const figures: Figure[] = [];
  for (const target of targets) {
    // Lighthouse is the next visitor of a site already visited: the page cache holds what it may.
    await (await fetch(`${appUrl}${target.path}`)).arrayBuffer();
    for (const form of ['desktop', 'mobile'] as const) {
      const runs: Audit[] = [];
      for (let n = 0; n < RUNS; n += 1) runs.push(await audit(`${appUrl}${target.path}`, form));
      runs.sort((a, b) => a.performance - b.performance);
      const result = runs[Math.floor(runs.length / 2)] as Audit;
      log(`  ${target.name} (${target.path}), ${form}: performance ${result.performance}, LCP ${result.lcpSeconds} s, TBT ${result.tbtMs} ms, CLS ${result.cls}, accessibility ${result.accessibility}${result.failedA11y.length ? ` (${result.failedA11y.join(', ')})` : ''}, SEO ${result.seo}${result.failedSeo.length ? ` (${result.failedSeo.join(', ')})` : ''}; below 1: ${result.weakPerformance.join(', ') || 'none'}`);
      const name = `${target.name}, ${form}`;
      const note = `${target.path} on ${database}; ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`}; LCP ${result.lcpSeconds} s, TBT ${result.tbtMs} ms, CLS ${result.cls}`;
      const score = (what: string, value: number, budget: Budget, unit = 'score', extra?: string): Figure => ({ group: GROUP, name: `${name}: ${what}`, value, unit, budget, pass: check(budget, value), ...(extra ? { note: extra } : {}) });
      if (form === 'desktop') {
        figures.push(
          score('performance', result.performance, LIGHTHOUSE_DESKTOP_BUDGETS.performance, 'score', note),
          score('LCP', result.lcpSeconds, LIGHTHOUSE_DESKTOP_BUDGETS.lcp, 's'),
          score('CLS', result.cls, LIGHTHOUSE_DESKTOP_BUDGETS.cls, ''),
        );
      } else {
        figures.push(score('performance', result.performance, LIGHTHOUSE_MOBILE_BUDGET, 'score', note));
      }
      figures.push(score('accessibility', result.accessibility, LIGHTHOUSE_ACCESSIBILITY_BUDGET, 'score', result.failedA11y.length ? `failed: ${result.failedA11y.join(', ')}` : undefined));
      figures.push(score('SEO', result.seo, LIGHTHOUSE_SEO_BUDGET, 'score', result.failedSeo.length ? `failed: ${result.failedSeo.join(', ')}` : undefined));
    }
  }
  return figures;
}
