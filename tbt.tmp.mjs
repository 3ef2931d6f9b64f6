import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const [url, runs = 3] = process.argv.slice(2);
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
for (let i = 0; i < runs; i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns: ['*googletagmanager.com*'] });
  const ev = r.artifacts.Trace.traceEvents;
  const nav = ev.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  const ms = (ts) => ((ts - nav.ts) / 1000).toFixed(0);
  const s = r.lhr.audits;
  console.log(`--- perf ${r.lhr.categories.performance.score} FCP ${s['first-contentful-paint'].numericValue.toFixed(0)} LCP ${s['largest-contentful-paint'].numericValue.toFixed(0)} TBT ${s['total-blocking-time'].numericValue.toFixed(0)} SI ${s['speed-index'].numericValue.toFixed(0)}`);
  const main = ev.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  for (const t of main.filter((e) => e.name === 'RunTask' && e.dur > 10000)) {
    const kids = main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 2000 && e.name !== 'RunTask').slice(0, 8).map((e) => `${e.name}${e.args?.data?.functionName ? '(' + e.args.data.functionName + ')' : ''}${e.args?.data?.url ? '[' + e.args.data.url.split('/').pop() + ']' : ''}:${(e.dur / 1000).toFixed(1)}`);
    console.log(`  ${ms(t.ts)} ${(t.dur / 1000).toFixed(1)} ${kids.join(' ')}`);
  }
}
chrome.kill();
