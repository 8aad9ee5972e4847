import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const [url] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
  const a = lhr.audits;
  console.log(url, 'perf', Math.round(lhr.categories.performance.score * 100), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue));
  for (const item of a['bootup-time'].details.items.slice(0, 8)) console.log('  boot', Math.round(item.total), 'script', Math.round(item.scripting), 'parse', Math.round(item.scriptParseCompile), item.url.replace(/^https?:\/\/[^/]+/, ''));
  for (const item of a['mainthread-work-breakdown'].details.items) console.log('  main', item.groupLabel, Math.round(item.duration));
} finally { chrome.kill(); }
