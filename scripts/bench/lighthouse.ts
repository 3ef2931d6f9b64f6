// Lighthouse (mobile preset, the default config) on built routes served as a static host
// would serve them, in the Chromium scripts/lib/chromium.ts finds.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, ensureChromium } from '../lib/chromium.ts';
import { serveDist } from '../lib/serve-dist.ts';
import { median } from '../lib/stats.ts';

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseResult {
  path: string;
  performance: number;
  /** The performance score of each run, in order. */
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits below full marks in the accessibility, best-practices and SEO categories. */
  failing: string[];
}

/**
 * chrome-launcher's default flags, but with Chromium's RenderDocument left on, as a visitor's
 * Chrome has it. The launcher turns it off (lighthouse#16363); this Chromium (156) then keeps
 * back the first frame of a page it has painted until about a second later, headless or not:
 * observed first paint 1.3 or 2.3 s on /, against 0.4–0.6 s with it on, and Lighthouse's Speed
 * Index and paint estimates follow the observed paint.
 */
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) => {
  const [name, features] = flag.split('=');
  if (name !== '--disable-features') return flag;
  return `${name}=${features
    .split(',')
    .filter((feature) => feature !== 'RenderDocument')
    .join(',')}`;
});
// The server's certificate is made at its start for localhost, which no authority signed.
const chromeFlags = [...launcherFlags, '--headless=new', '--ignore-certificate-errors', ...chromiumArgs];

/** `runsPerRoute`: Lighthouse CI's median takes five. */
export async function runLighthouse(root: string, paths: string[], runsPerRoute = 5): Promise<LighthouseResult[]> {
  // Over HTTPS and HTTP/2, as the site's hosts and its nginx example serve it, and as PageSpeed
  // Insights measures a deployed site. Lighthouse simulates a phone's network from the requests it
  // saw: over HTTP/1.1 it counts up to six connections, each opened and started slowly (TCP's slow
  // start), and over HTTP/2 the page's one connection, already warm when the page's files follow
  // the page (PERFORMANCE.md, 28 November, morning).
  const server = await serveDist(root, { https: true });
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags, ignoreDefaultFlags: true });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      // This machine has no internet, so Google's tag is blocked, as the e2e tests stub it;
      // Lighthouse ignores the console message a blocked request leaves.
      // Lighthouse's scores vary from run to run, here mostly Total Blocking Time, as other work
      // on this 2-core machine stretches a task past 50 ms. Each figure is the median of five
      // runs, as Lighthouse CI's `aggregationMethod: "median"` takes it; the audits that lose
      // points are read from the median run (computeMedianRun: closest to the median FCP and TTI).
      const runs: Report[] = [];
      for (let run = 0; run < runsPerRoute; run++) {
        runs.push(
          (await lighthouse(`${server.origin}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            blockedUrlPatterns: ['*googletagmanager.com*'],
          }))!.lhr,
        );
      }
      const score = (id: string) => median(runs.map((lhr) => lhr.categories[id]?.score ?? 0));
      const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id].numericValue ?? 0));
      const medianRun = computeMedianRun(runs) as Report;
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        medianRun.categories[id].auditRefs
          .filter(
            (ref) => ref.weight > 0 && medianRun.audits[ref.id].score !== null && medianRun.audits[ref.id].score! < 1,
          )
          .map((ref) => `${id}: ${ref.id}`),
      );
      results.push({
        path,
        performance: score('performance'),
        performanceRuns: runs.map((lhr) => lhr.categories.performance.score ?? 0),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: Math.round(metric('largest-contentful-paint')),
        tbt: Math.round(metric('total-blocking-time')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        failing,
      });
      console.log(
        `  lighthouse ${path}: ${[score('performance'), score('accessibility'), score('best-practices'), score('seo')].join(' / ')}`,
      );
    }
    return results;
  } finally {
    chrome.kill();
    server.stop();
  }
}
