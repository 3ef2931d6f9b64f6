// `npm run dev` on a big site, as an editor meets it (issue 20): how long from the command to
// the first page on screen in a browser, and from saving a page's YAML to its new text on screen.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { chromiumArgs, ensureChromium } from '../lib/chromium.ts';
import { startDevServer } from '../lib/dev-process.ts';
import { settle } from './run.ts';

export interface Start {
  /** Seconds from `npm run dev` to Vite printing its address. */
  ready: number;
  /** Seconds from `npm run dev` to the first page's heading on screen in the browser. */
  firstPage: number;
}

export interface DevServerResult {
  /** A fresh checkout's first start: no src/generated/, no .cache/, Vite's dependencies bundled anew. */
  first: Start;
  /** The starts after it, with what the last one left. */
  later: Start[];
  /** Milliseconds from a page's YAML saved to its changed heading on screen, each edit. */
  edits: number[];
}

/** The first route's page file and the heading of its first section, as the bench edits them. */
function firstRoute(project: string) {
  const site = parse(readFileSync(join(project, 'site.yaml'), 'utf8')) as { routes: { path: string; page: string }[] };
  const route = site.routes.find((candidate) => candidate.path !== '/') ?? site.routes[0];
  return { path: route.path, file: join(project, 'pages', `${route.page}.yaml`) };
}

/** Loads `url` until the server answers it, then waits for the page's main heading. */
async function openWhenServed(page: Page, url: string) {
  for (;;) {
    try {
      const response = await page.goto(url, { waitUntil: 'commit' });
      if (response?.ok()) break;
    } catch {
      // not listening yet
    }
    await page.waitForTimeout(50);
  }
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 60_000 });
}

/**
 * Saves the page's file with its first heading changed and returns the milliseconds until the
 * browser shows it. Playwright's wait follows the page through a reload, if the server sends one.
 */
async function timedEdit(page: Page, file: string, round: number): Promise<number> {
  const text = readFileSync(file, 'utf8');
  const marker = `Edited ${round} ${Date.now()}`;
  const changed = text.replace(/^( +heading: )(.+)$/m, (_line, key) => `${key}${marker}`);
  if (changed === text) throw new Error(`${file} has no heading: line for the bench to change.`);
  const saved = performance.now();
  writeFileSync(file, changed);
  // Polled every frame (a locator's wait polls at up to 500 ms); kept up through a reload.
  await page.waitForFunction(`document.body?.innerText.includes(${JSON.stringify(marker)})`, undefined, {
    polling: 'raf',
    timeout: 30_000,
  });
  return Math.round(performance.now() - saved);
}

/**
 * In `project`: a fresh checkout's first start of `npm run dev`, then `starts` more, each
 * followed by `edits` timed edits of the first route's page.
 */
export async function devServer(project: string, starts = 3, edits = 5): Promise<DevServerResult> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  const { path, file } = firstRoute(project);
  const original = readFileSync(file, 'utf8');
  const result: DevServerResult = { first: { ready: 0, firstPage: 0 }, later: [], edits: [] };
  try {
    for (let start = 0; start <= starts; start += 1) {
      const fresh = start === 0;
      if (fresh)
        for (const made of ['.cache', 'src/generated']) rmSync(join(project, made), { recursive: true, force: true });
      settle(3);
      const page = await browser.newPage();
      const began = performance.now();
      // --force: Vite bundles the app's dependencies again, as in a fresh checkout.
      const dev = await startDevServer(project, { args: fresh ? ['--force'] : [] });
      try {
        await openWhenServed(page, new URL(path, dev.url).href);
        const timing = { ready: dev.ready, firstPage: (performance.now() - began) / 1000 };
        if (fresh) result.first = timing;
        else result.later.push(timing);
        for (let edit = 0; !fresh && edit < edits; edit += 1) {
          result.edits.push(await timedEdit(page, file, edit));
          await page.waitForTimeout(500);
        }
      } finally {
        writeFileSync(file, original);
        await page.close();
        await dev.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return result;
}
