// Issue 5 (boards): with 100,000 posts in the benchmark database, the first and the 500th page of
// a board list answer in under 50 ms at the API. Measured one request at a time (the time a
// member waits), 200 requests each after a warm-up; the figure is the median, the budget the p99.
import { BOARD_LIST_BUDGET } from './budgets';
import type { Figure } from './report';

const GROUP = 'Board lists with 100,000 posts (one request at a time)';
const REQUESTS = 200;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** Latency of `path` on the running app: median and p99 in ms over REQUESTS sequential requests. */
async function latency(url: string): Promise<{ p50: number; p99: number; failures: number }> {
  let failures = 0;
  const times: number[] = [];
  for (let n = 0; n < 20 + REQUESTS; n += 1) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (n < 20) continue;
    times.push(performance.now() - started);
    if (res.status !== 200) failures += 1;
  }
  times.sort((a, b) => a - b);
  return { p50: Number(percentile(times, 50).toFixed(1)), p99: Number(percentile(times, 99).toFixed(1)), failures };
}

export async function boardLists(appUrl: string, database: string): Promise<Figure[]> {
  const targets = [
    { name: 'notice list, page 1', path: '/api/community/boards/notice/posts' },
    { name: 'notice list, page 500', path: '/api/community/boards/notice/posts?page=500' },
    { name: 'notice list, page 500, most viewed', path: '/api/community/boards/notice/posts?page=500&sort=visit' },
  ];
  const figures: Figure[] = [];
  for (const target of targets) {
    const measured = await latency(`${appUrl}${target.path}`);
    figures.push({
      group: GROUP,
      name: target.name,
      value: measured.p50,
      unit: 'ms',
      p99Ms: measured.p99,
      failures: measured.failures,
      budget: BOARD_LIST_BUDGET,
      pass: measured.failures === 0 && measured.p99 <= (BOARD_LIST_BUDGET.maxP99Ms ?? Infinity),
      note: `median ${measured.p50} ms, p99 ${measured.p99} ms over ${REQUESTS} requests (${database})`,
    });
  }
  return figures;
}
