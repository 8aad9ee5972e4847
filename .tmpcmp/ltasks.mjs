// node .tmpcmp/ltasks.mjs URL N : Lighthouse mobile N times, prints TBT and long tasks
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const [url, n = '3'] = process.argv.slice(2);
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
for (let i = 0; i < Number(n); i++) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
    const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
    const tasks = (lhr.audits['long-tasks'].details?.items ?? []).map((t) => `${String(t.url).replace(/^.*\//, '').slice(0, 40)}@${Math.round(t.startTime)}:${Math.round(t.duration)}`);
    console.log(`TBT ${tbt} FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} | ${tasks.join('  ')}`);
  } finally { chrome.kill(); }
}
