// Renders every route to static HTML with the server bundle, loaded once per thread; a page whose
// HTML is in the build's cache (scripts/build/build-cache.ts) is copied from there instead.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page, Site } from '../../src/generated/types.ts';
import type { SavedValue } from '../check/memo.ts';
import { type PageEntry, type RouteEntry, routeEntry } from '../lib/page-entry.ts';
import { hashOf, placeIfThere } from '../lib/cache-files.ts';
import { cachedPages, keepIndex, keepPage } from './build-cache.ts';
import { placePage, writePage } from './page-files.ts';
import { spoolPages } from './page-spool.ts';
import { chunkPreloads, fontPreloads, type ViteManifest } from './head.ts';
import type { PageJob, pageHtml as PageHtml, render as Render, Shared } from './prerender-job.ts';
import { redirectPage, redirectsFile, redirectsOf } from './redirects.ts';
import { mapInThreads } from '../lib/threads.ts';

/**
 * The page cache: `dir` holds one file per page, named by a hash of the page's data and
 * `chromeKey`, which stands for everything else a page is made of (the code, site.yaml, the year).
 */
export interface PageCache {
  dir: string;
  chromeKey: string;
}

/**
 * What a build renders and what it takes from the page cache, known before the bundles are made:
 * `routes` (every route's page without its sections), each route's cache `names`, the `jobs` (the
 * pages to render) and the `hits` (route index → the cached HTML). `rerender`: the job for a page
 * whose cached HTML is gone when it is placed; absent when the data is spooled.
 */
export interface PagePlan {
  routes: RouteEntry[];
  names: string[];
  jobs: PageJob[];
  hits: { index: number; html: string }[];
  /** The 404 page's cache name, and its cached HTML if there is one. */
  notFound: { name: string; html?: string };
  rerender?: (index: number) => PageJob;
}

/**
 * Plans the prerender. With `spool` (a big site), the data of the pages to render is spooled
 * (page-spool.ts: where the check's memo has saved it, or else to `spool.file`)
 * and the plan keeps none: the caller lets go of the entries, and each thread reads a page's data
 * as it renders it. A cached page is then looked for now, as there is no data to render it with
 * later (asking cost a rebuild ~20 ms a thousand pages, so a small site's build does not).
 */
export function planPages(
  entries: PageEntry[],
  cache?: PageCache,
  spool?: { file: string; saved: (page: Page) => SavedValue | undefined },
): PagePlan {
  if (cache) mkdirSync(cache.dir, { recursive: true });
  const nameOf = (...parts: string[]) => (cache ? hashOf(cache.chromeKey, ...parts) : '');
  const names = entries.map((entry) => nameOf(entry.path, entry.page, entry.digest ?? JSON.stringify(entry.data)));
  const misses: number[] = [];
  const hits: { index: number; html: string }[] = [];
  const cached = cachedPages(cache?.dir);
  entries.forEach((_entry, index) => {
    const html = cached.get(names[index]);
    if (!html || (spool && !existsSync(html))) return void misses.push(index);
    hits.push({ index, html });
  });
  const notFound = { name: nameOf('/404'), html: cached.get(nameOf('/404')) };
  const cacheOf = (index: number) => cache && { cache: { dir: cache.dir, name: names[index] } };
  if (!spool) {
    const rerender = (index: number): PageJob => ({ ...entries[index], ...cacheOf(index) });
    return { routes: entries, names, jobs: misses.map(rerender), hits, notFound, rerender };
  }
  const routes = entries.map(routeEntry);
  const places = spoolPages(
    misses.map((index) => entries[index].data),
    spool.file,
    spool.saved,
  );
  const jobs = misses.map(
    (index, at): PageJob => ({
      path: entries[index].path,
      page: entries[index].page,
      spooled: places[at],
      ...cacheOf(index),
    }),
  );
  return { routes, names, jobs, hits, notFound };
}

/**
 * How many pages a worker thread may render while the client bundle is still being made, holding
 * them to write once it is done: the thread has loaded the server bundle by then, and would
 * otherwise wait. They hold ~60 kB each (the page's HTML and its data).
 */
const pagesBeforeBundle = 256;

/**
 * `job` is scripts/build/prerender-job.ts as the build bundled it. The threads start and load it at
 * once; they write pages only when `clientBuilt` resolves, as the pages need the client bundle's
 * index.html (its script and stylesheet names) and a folder Vite has stopped emptying.
 * `rendered`: how many pages (the 404 page included) were rendered rather than taken from `cache`.
 */
export async function prerender(
  job: string,
  outDir: string,
  site: Site,
  { routes, names, jobs, hits, notFound: notFoundCache, rerender }: PagePlan,
  clientBuilt: Promise<unknown>,
  cache?: PageCache,
) {
  // The home page overwrites index.html: the threads read the template from a copy of its own.
  const templateFile = join(dirname(job), 'template.html');
  const manifestFile = join(dirname(job), 'manifest.json');
  const after = clientBuilt.then(() => {
    // The font preloads are the same on every page, so they go into the template. The manifest
    // is the build's own note, not for the host: it leaves dist/, and the threads read their copy
    // for the lazy chunks a page preloads.
    const manifestText = readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8');
    const manifest = JSON.parse(manifestText) as ViteManifest;
    writeFileSync(manifestFile, manifestText);
    rmSync(join(outDir, '.vite'), { recursive: true });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    writeFileSync(
      templateFile,
      html.replace('<!--head-->', () => `${fontPreloads(manifest)}\n    <!--head-->`),
    );
  });
  const shared: Shared = { outDir, site, templateFile, manifestFile };
  // With nothing to render, the server bundle is not even loaded.
  const rendering = mapInThreads<PageJob, void>(jobs, pathToFileURL(job), shared, {
    after,
    early: pagesBeforeBundle,
    // While the client bundles, a worker thread renders with the time the bundler leaves: at the
    // same priority, it slowed the bundle, which every page then waited for (PERFORMANCE.md).
    nice: 10,
  });
  await after;
  const gone = hits.filter(({ index, html }) => !placePage(html, outDir, routes[index].path));
  await rendering;
  // A page gone from the cache (deleted by hand) renders again, once the others are done.
  const goneJobs = gone.map(({ index, html }): PageJob => {
    if (!rerender) throw new Error(`${html} was deleted while the build ran: run npm run build again.`);
    return rerender(index);
  });
  await mapInThreads<PageJob, void>(goneJobs, pathToFileURL(job), shared);

  const notFoundFile = join(outDir, '404.html');
  const notFoundPlaced = notFoundCache.html !== undefined && placeIfThere(notFoundCache.html, notFoundFile);
  if (!notFoundPlaced) {
    const template = readFileSync(templateFile, 'utf8');
    // Loaded already, unless every page was cached.
    const { render, notFoundPart, pageHtml } = (await import(pathToFileURL(job).href)) as {
      render: typeof Render;
      notFoundPart: string;
      pageHtml: typeof PageHtml;
    };
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
    const notFoundHead = [
      `<title>Page not found | ${site.name}</title>`,
      '<meta name="description" content="This page does not exist on ranksuite.com. Return to the home page to explore RankSuite, the AI SEO suite for WordPress." />',
      '<meta name="robots" content="noindex" />',
      ...chunkPreloads([notFoundPart], manifest),
    ].join('\n    ');
    const body = render('/404');
    const notFound = pageHtml(template, notFoundHead, body, '');
    writeFileSync(notFoundFile, notFound);
    if (cache) keepPage(cache.dir, notFoundCache.name, notFoundFile);
  }
  if (cache) keepIndex(cache.dir, [...names, notFoundCache.name]);

  const redirects = redirectsOf(site, routes);
  for (const redirect of redirects) writePage(outDir, redirect.from, redirectPage(site, redirect.to));
  writeFileSync(join(outDir, '_redirects'), redirectsFile(redirects));
  return {
    pages: routes.length,
    rendered: jobs.length + gone.length + (notFoundPlaced ? 0 : 1),
    redirects: redirects.length,
  };
}
