// Budget 2 (issue 9): pages through the whole stack (Express, Next.js, the in-process reads), 20
// connections each, a visitor without a session. The home page and board lists are served from
// the page cache (docs/PAGE-CACHE.md): each at least half the throughput of a page Next prerendered
// at build time (/certify: no server data), measured just before it. So is a post's page (issue
// 28), whose visits the cache still counts.
import { PAGE_CACHED_BUDGET, type Budget } from './budgets';
import type { Figure } from './report';

const GROUP = 'Pages (20 connections, a visitor without a session)';
const CONNECTIONS = 20;
/** A page of ours that Next prerenders at build time (○ in the build output): the static baseline. */
const STATIC_PAGE = '/certify';

export interface PageLoad {
  reqPerSec: number;
  p99: number;
  failures: number;
}

export type LoadFn = (url: string, connections: number) => Promise<PageLoad>;

function figure(name: string, measured: PageLoad, baseline: PageLoad, budget: Budget, note: string): Figure {
  const ratio = measured.reqPerSec / baseline.reqPerSec;
  const pass = measured.failures === 0 && ratio >= (budget.minRatio ?? 0) && measured.p99 <= (budget.maxP99Ms ?? Infinity);
  return { group: GROUP, name, value: Math.round(measured.reqPerSec), unit: 'req/s', p99Ms: measured.p99, baseline: Math.round(baseline.reqPerSec), ratio: Number(ratio.toFixed(2)), failures: measured.failures, budget, pass, note };
}

/** The newest notice (it has comments in the benchmark database) and its page's address. */
export async function newestNoticePath(appUrl: string): Promise<string> {
  const list = (await (await fetch(`${appUrl}/api/community/boards/notice/posts`)).json()) as { data: { list: { id: number }[] } };
  const id = list.data.list[0]?.id;
  if (!id) throw new Error('the database has no notice');
  return `/community/notice/${id}`;
}

export async function pages(appUrl: string, load: LoadFn, log: (line: string) => void): Promise<Figure[]> {
  const post = await newestNoticePath(appUrl);
  const cache = (await fetch(`${appUrl}/`)).headers.get('x-page-cache');
  if (cache === null) throw new Error('the home page is not behind the page cache: is the server running with pages (NANUM_API_ONLY=0) and PAGE_CACHE_SECONDS > 0?');
  const targets: { name: string; path: string; budget: Budget; note: string }[] = [
    { name: 'home page (page cache)', path: '/', budget: PAGE_CACHED_BUDGET, note: 'cached HTML, renewed by every write and at most every PAGE_CACHE_SECONDS' },
    { name: 'notice list, page 1 (page cache)', path: '/community/notice', budget: PAGE_CACHED_BUDGET, note: 'cached HTML, as the home page' },
    { name: 'notice list, page 500 (page cache)', path: '/community/notice?page=500', budget: PAGE_CACHED_BUDGET, note: 'cached HTML, as the home page' },
    { name: 'a post with its comments (page cache)', path: post, budget: PAGE_CACHED_BUDGET, note: 'cached HTML, as the home page; each visit still counted (postPageVisits.ts)' },
  ];
  const figures: Figure[] = [];
  for (const target of targets) {
    log(`  static ${STATIC_PAGE}, then ${target.name}`);
    const baseline = await load(`${appUrl}${STATIC_PAGE}`, CONNECTIONS);
    const measured = await load(`${appUrl}${target.path}`, CONNECTIONS);
    figures.push(figure(target.name, measured, baseline, target.budget, `${target.note}; baseline: ${STATIC_PAGE}, prerendered by next build`));
  }
  return figures;
}
