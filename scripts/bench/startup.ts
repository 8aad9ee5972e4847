// Issue 30: what the site's start-up costs on a phone, beside an empty Next.js page built with the
// same Next in the same run. Lighthouse mobile (simulated throttling) audits the empty page and a
// page of the site one after the other, STARTUP_RUNS times, so both meet the same load of this
// shared machine; the figure is each one's median. Budgets are ratios: total blocking time at most
// 2× the empty page's, performance within 10 points of it.
import { STARTUP_PERFORMANCE_GAP_BUDGET, STARTUP_TBT_RATIO_BUDGET } from './budgets';
import { startEmptyNextApp } from './emptyNextApp';
import { audit, type Audit } from './lighthouse';
import { newestNoticePath } from './pages';
import type { Figure } from './report';

const GROUP = 'Start-up on a phone beside an empty Next.js page (Lighthouse mobile, same run)';
const RUNS = Math.max(3, Number(process.env.BENCH_STARTUP_RUNS ?? 3));

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

export async function startupFigures(appUrl: string, log: (line: string) => void): Promise<Figure[]> {
  const targets = [
    { name: 'home', path: '/' },
    { name: 'a board list', path: '/community/notice' },
    { name: 'a post', path: await newestNoticePath(appUrl) },
    { name: 'the youth page', path: '/youth' },
    { name: 'a legal page', path: '/terms.html' },
  ];
  const empty = await startEmptyNextApp(log);
  const figures: Figure[] = [];
  try {
    for (const target of targets) {
      await (await fetch(`${appUrl}${target.path}`)).arrayBuffer();
      const site: Audit[] = [];
      const baseline: Audit[] = [];
      for (let n = 0; n < RUNS; n += 1) {
        baseline.push(await audit(`${empty.url}/`, 'mobile'));
        site.push(await audit(`${appUrl}${target.path}`, 'mobile'));
      }
      const tbt = { site: median(site.map((a) => a.tbtMs)), empty: median(baseline.map((a) => a.tbtMs)) };
      const perf = { site: median(site.map((a) => a.performance)), empty: median(baseline.map((a) => a.performance)) };
      const ratio = Number((tbt.site / Math.max(tbt.empty, 1)).toFixed(2));
      const gap = perf.empty - perf.site;
      log(`  ${target.name} (${target.path}): TBT ${tbt.site} ms vs ${tbt.empty} ms (${ratio}×), performance ${perf.site} vs ${perf.empty}`);
      const note = `${target.path}; medians of ${RUNS} alternate runs: TBT ${tbt.site} ms, the empty page ${tbt.empty} ms; performance ${perf.site}, the empty page ${perf.empty}`;
      figures.push(
        { group: GROUP, name: `${target.name}: total blocking time`, value: ratio, unit: '× empty', budget: STARTUP_TBT_RATIO_BUDGET, pass: ratio <= (STARTUP_TBT_RATIO_BUDGET.maxValue ?? Infinity), note },
        { group: GROUP, name: `${target.name}: performance below the empty page`, value: gap, unit: 'points', budget: STARTUP_PERFORMANCE_GAP_BUDGET, pass: gap <= (STARTUP_PERFORMANCE_GAP_BUDGET.maxValue ?? Infinity) },
      );
    }
  } finally {
    await empty.stop();
  }
  return figures;
}
