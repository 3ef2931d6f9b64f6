import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
const [url, runs = 3] = process.argv.slice(2);
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
for (let i = 0; i < runs; i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns: ['*googletagmanager.com*'] });
  const a = r.artifacts;
  const settings = r.lhr.configSettings;
  const data = { trace: a.Trace, devtoolsLog: a.DevtoolsLog ?? a.devtoolsLogs?.defaultPass, gatherContext: a.GatherContext, settings, URL: a.URL, SourceMaps: a.SourceMaps, simulator: null };
  const res = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  const ev = a.Trace.traceEvents;
  const nav = ev.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  const lcp = ev.filter((e) => e.name === 'largestContentfulPaint::Candidate').pop();
  console.log(`--- sim LCP ${res.timing.toFixed(0)} (opt ${res.optimisticEstimate.timeInMs.toFixed(0)} pess ${res.pessimisticEstimate.timeInMs.toFixed(0)}) obs LCP ${((lcp.ts - nav.ts) / 1000).toFixed(0)}`);
  for (const [name, g] of [['opt', res.optimisticGraph], ['pess', res.pessimisticGraph]]) {
    const nodes = [];
    g.traverse((n) => nodes.push(n.type === 'network' ? `net:${n.request.url.split('/').pop().slice(0, 24)}[${n.request.priority}] ${((n.startTime - nav.ts) / 1000).toFixed(0)}-${((n.endTime - nav.ts) / 1000).toFixed(0)}` : `cpu:${((n.startTime - nav.ts) / 1000).toFixed(0)}+${((n.endTime - n.startTime) / 1000).toFixed(0)}`));
    console.log(`  ${name}: ${nodes.join(' | ')}`);
  }
}
chrome.kill();
