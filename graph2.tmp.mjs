import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
const [url, runs = 2] = process.argv.slice(2);
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
for (let i = 0; i < runs; i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns: ['*googletagmanager.com*'] });
  const a = r.artifacts;
  const settings = r.lhr.configSettings;
  const data = { trace: a.Trace, devtoolsLog: a.DevtoolsLog, gatherContext: a.GatherContext, settings, URL: a.URL, SourceMaps: a.SourceMaps, simulator: null };
  const res = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  const s = r.lhr.audits;
  console.log(`--- perf ${r.lhr.categories.performance.score} FCP ${s['first-contentful-paint'].numericValue.toFixed(0)} LCP ${res.timing.toFixed(0)} (opt ${res.optimisticEstimate.timeInMs.toFixed(0)} pess ${res.pessimisticEstimate.timeInMs.toFixed(0)}) TBT ${s['total-blocking-time'].numericValue.toFixed(0)} SI ${s['speed-index'].numericValue.toFixed(0)}`);
  for (const [name, est] of [['pess', res.pessimisticEstimate]]) {
    const rows = [...est.nodeTimings].sort((x, y) => x[1].startTime - y[1].startTime);
    for (const [n, t] of rows) console.log(`  ${name} ${t.startTime.toFixed(0)}-${t.endTime.toFixed(0)} ${n.type === 'network' ? n.request.url.split('/').pop().slice(0, 30) + ' ' + n.request.transferSize : 'cpu ' + ((n.endTime - n.startTime) / 1000).toFixed(1) + ' ' + n.childEvents.filter((e) => e.dur > 3000).map((e) => e.name).slice(0, 4).join(',')}`);
  }
}
chrome.kill();
