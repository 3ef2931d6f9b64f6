// npm run build: check and SEO audit → generate → image copies → bundles → prerender → share images → swap into dist/.
// Everything is built in .build/ first, so a failed build leaves the previous dist/ untouched.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { auditSummary } from './audit/report.ts';
import type { PageAudit } from './check/audit-checks.ts';
import { checkContent } from './check/content.ts';
import { type CheckMemo, checkMemo } from './check/memo.ts';
import { acquireBuildLock, recoverInterruptedSwap, replaceDist, reuseFolders } from './build/dist-swap.ts';
import { cachedBundles, codeKey, hasBundles, keepBundles, placeBundles } from './build/build-cache.ts';
import { type Bundles, startBundler } from './build/bundler.ts';
import { hashOf } from './lib/cache-files.ts';
import { generate } from './generate/pages.ts';
import type { PageEntry } from './lib/page-entry.ts';
import type { Page, Site } from '../src/generated/types.ts';
import { nginxConfig } from './build/nginx.ts';
import { planPages, prerender } from './build/prerender.ts';
import { reportProblems, reportWarnings } from './lib/problems.ts';
import { buildSearchIndex } from './generate/search-index.ts';
import { planResponsiveImages, publishResponsiveImages } from './build/responsive-images.ts';
import { headersFile, hostingOptions } from './build/security-headers.ts';
import { writeShareImages } from './build/share-image.ts';
import { robotsTxt, sitemapXml } from './build/sitemap.ts';

const root = process.cwd();
const work = join(root, '.build');
// As Vite sets it when it bundles: without it, a rebuild that finds its bundles in the cache
// would prerender with React's development build, several times slower.
process.env.NODE_ENV ??= 'production';
// Rolldown, Vite's bundler, allocates with mimalloc, which asks the kernel for transparent huge
// pages: the first touch of each 2 MiB of its arena has the kernel zero all of it. The bundles
// touch ~200 MiB once each and are done with it; that zeroing was ~0.2 s of CPU, and the bundles
// took ~0.15 s longer (PERFORMANCE.md, 28 November). Read by mimalloc when Vite loads the bundler.
process.env.MIMALLOC_ALLOW_THP ??= '0';
// --no-cache: a cold build, as on a fresh checkout. Its caches go to a folder of their own,
// deleted at the end, so it reads nothing an earlier build left and leaves nothing behind.
// --low-memory: the pages' data kept on disk from the check to the prerender (see `spooled`),
// as it is for a site of more than pagesKeptInMemory pages.
const { values: options } = parseArgs({
  options: { 'no-cache': { type: 'boolean', default: false }, 'low-memory': { type: 'boolean', default: false } },
});
const caches = options['no-cache'] ? mkdtempSync(join(tmpdir(), 'ranksuite-build-')) : join(root, '.cache');
if (options['no-cache']) process.on('exit', () => rmSync(caches, { recursive: true, force: true }));
/**
 * Full garbage collections, until the heap stops shrinking. Each moves what lives out of the most
 * fragmented pages only and gives those back: after the spool at 10,000 pages, the heap went
 * 226 → 155 → 135 → 123 MiB. Node offers `gc` only to a process started with --expose-gc; V8
 * reads that flag when a context is made, so a new context has it (as Jest's leak detector does).
 */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const heap = () => getHeapStatistics().total_heap_size;
  for (let before = Number.POSITIVE_INFINITY, size = heap(); size < before - 8 * 2 ** 20; ) {
    gc();
    before = size;
    size = heap();
  }
}
/**
 * Up to this many pages (~50 MiB of data), their data stays in memory through the build (see
 * `spooled`): spooling 5,000 pages lowered their peak from ~530 to ~455 MiB, but cost 0.2–0.45 s
 * of the way to the prerender's end (the memo's save and the collections, before the prerender).
 */
const pagesKeptInMemory = 5_000;
/** Whether a site of `pages` pages has their data spooled (see `spooled`). */
const spools = (pages: number) => options['low-memory'] || pages > pagesKeptInMemory;
const started = performance.now();
try {
  acquireBuildLock(root);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
recoverInterruptedSwap(root);
// Emptied first: the bundles may start writing into it before the check and generate are done.
rmSync(work, { recursive: true, force: true });
const outDir = join(work, 'dist');
const serverDir = join(work, 'server');
// A build that finds no bundles in its cache (a cold one) will make them: Vite loads on a thread
// of its own while the check runs, and bundles once generate has written what they read (a big
// site's: once its pages' data is spooled). Any other build waits to know whether the code changed.
const bundlerFolders = { root, serverDir, outDir };
const bundler = hasBundles(caches) ? undefined : startBundler(bundlerFolders);
let bundles: Bundles | undefined;
const step = (name: string) => console.log(`${name.padEnd(10)} ${((performance.now() - started) / 1000).toFixed(2)} s`);

/**
 * Check and generate. The pages that did not change since the last build are not checked again
 * one by one. Each page's SEO audit is the check's, of its data, on the threads that read the
 * pages: auditing each page's HTML in the prerender threads took a cold 1,000-page build ~0.7 s
 * longer (npm run audit scores the HTML with the same rules; tests/unit/seo-check.test.ts requires
 * the same result). A page under auditThreshold stops the build here, with every other problem,
 * each at its field. A function of its own, so that the pages' checked data are let go once the
 * entries are made: a 10,000-page build held them to its end. The memo is saved, and let go, before
 * the prerender (a big site) or after it.
 */
async function checkAndGenerate(): Promise<{
  site: Site;
  entries: PageEntry[];
  audits: PageAudit[];
  memo: CheckMemo;
}> {
  const memo = checkMemo(root, join(caches, 'check.jsonl'));
  const content = await checkContent(root, { memo, scores: true });
  if (content.problems.length > 0 || !content.site) {
    console.error(`${reportProblems(content.problems, content.sources)} The previous dist/ was left as it was.`);
    process.exit(1);
  }
  if (content.warnings.length > 0) console.log(reportWarnings(content.warnings, content.sources));
  step('check');
  // Not a big site's, whose pages' data is spooled and let go first: with Vite bundling meanwhile,
  // a 10,000-page build's peak memory was 535 MiB against 452 (1.41 times 1,000 pages', not 1.18).
  const bundleNow = !spools(content.site.routes.length);
  const { entries } = await generate(root, content.site, content.pages, {
    pageData: false,
    memo,
    // The pages' entries, EDITING.md and the section list are made while the bundles start.
    appWritten: () => {
      if (bundleNow) bundles = bundler?.make();
    },
  });
  step('generate');
  const audits = entries.map(({ path, page }) => ({ path, page, ...content.audits!.get(page)! }));
  return { site: content.site, entries, audits, memo };
}
let checked: Awaited<ReturnType<typeof checkAndGenerate>> | undefined = await checkAndGenerate();
const { site, audits } = checked;
// Before the prerender, which writes the copies' addresses into each page.
const imagePlan = await planResponsiveImages(checked.entries, join(root, 'public'), join(caches, 'images'));
step('images');

// The code and the generated site data: when neither changed since a build, its bundles are reused.
const code = codeKey(root);
// What every page shows besides its own data: the code, site.yaml (menus, footer, facts,
// routes) and the footer's year.
const pageCache = {
  dir: join(caches, 'pages'),
  chromeKey: hashOf(code, JSON.stringify(site), String(new Date().getFullYear())),
};
/**
 * Which pages to render. A big site's memo is saved first, and its pages' data spooled: read from
 * the memo's values file, or from a file of its own, by the thread that renders each page
 * (scripts/build/page-spool.ts); 10,000 pages' data kept to the end made the build's peak memory
 * grow with the site. A smaller site keeps it: writing the memo before the prerender, not after
 * it, costs time on the way to the prerender's end (pagesKeptInMemory).
 */
const spooled = spools(checked.entries.length);
/** The plan, the search index and, of a small site, the memo: a function, so that nothing of it holds the pages' data after. */
function planned({ entries, memo }: NonNullable<typeof checked>) {
  if (spooled) memo.save();
  mkdirSync(work, { recursive: true });
  const spool = spooled
    ? { file: join(work, 'page-data.spool'), saved: (page: Page) => memo.savedAt(page) }
    : undefined;
  return {
    // Made from the docs pages' data, which the spool takes away; written once Vite has emptied dist/.
    searchIndex: buildSearchIndex(entries, site.docsNav),
    plan: planPages(entries, pageCache, spool),
    memo: spooled ? undefined : memo,
  };
}
const { searchIndex, plan, memo } = planned(checked);
checked = undefined;
// The data just let go (~100 MiB at 10,000 pages) is collected now, so the bundles and the
// prerender reuse its room: left to V8, the heap grew on past it, to a peak ~100 MiB higher. After
// a turn of the event loop: until then, this module's own frame can still hold what it last read.
if (spooled) await new Promise((resolve) => setImmediate(resolve)).then(collectGarbage);
const bundled = cachedBundles(caches, code);
// The previous build's dist/, kept for its folders. Vite empties its folder when it bundles.
const spare = join(caches, 'spare-dist');
const removeEmptyFolders = bundled ? reuseFolders(spare, outDir) : () => {};
let clientBundle: Promise<void>;
if (bundled) {
  placeBundles(bundled, 'server', serverDir);
  // The home page is written over index.html.
  clientBundle = Promise.resolve(placeBundles(bundled, 'dist', outDir, ['index.html']));
} else {
  // The prerender threads start once the server bundle is done, and render while the client bundles.
  const made = bundles ?? (bundler ?? startBundler(bundlerFolders)).make();
  // Kept once both are done (keepBundles copies the server's too).
  clientBundle = Promise.all([made.server, made.client]).then(() => {
    // Gzipped copies of the bundles, for hosts that serve precompressed files (nginx's
    // gzip_static, npm start): a few files, so it costs next to nothing at any site size.
    const assets = join(outDir, 'assets');
    // Not the fonts: woff2 is compressed already, and gzip would only add bytes.
    for (const name of readdirSync(assets).filter((name) => !name.endsWith('.woff2')))
      writeFileSync(join(assets, `${name}.gz`), gzipSync(readFileSync(join(assets, name)), { level: 9 }));
    // The home page is written over index.html.
    keepBundles(caches, code, work, ['server', 'dist'], ['dist/index.html']);
  });
  await made.server;
}
const clientBuilt = clientBundle.then(async () => {
  // After Vite's copy of public/, which the copies join and heavy originals leave.
  await publishResponsiveImages(outDir, imagePlan);
  step('bundle');
});
const { routes } = plan;
const [, { pages, rendered, redirects }] = await Promise.all([
  clientBuilt,
  prerender(join(serverDir, 'prerender-job.js'), outDir, site, plan, clientBuilt, pageCache),
]);
writeFileSync(join(outDir, 'search-index.json'), searchIndex);
writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(site, routes));
writeFileSync(join(outDir, 'robots.txt'), robotsTxt(site));
writeFileSync(join(outDir, '_headers'), headersFile(hostingOptions(site)));
writeFileSync(join(outDir, 'nginx.conf.example'), nginxConfig(site, routes));
step('prerender');
// A small site's memo, saved here. The image step wrote into copies of the data it holds.
memo?.save();
// Last, as their own step: they are not part of a page (a crawler fetches them later), they
// cost the most per page when not cached, and they would slow the steps above if run beside them.
await writeShareImages(join(outDir, 'og'), join(caches, 'og'), routes, site.name, site.baseUrl);
step('og images');

removeEmptyFolders();
// A cold build (--no-cache) keeps nothing, not even a spare dist/: its caches folder is deleted as it exits.
replaceDist(root, outDir, options['no-cache'] ? { inBackground: true } : { spare });
rmSync(work, { recursive: true, force: true });
console.log(auditSummary(audits));
console.log(
  `Rendered ${rendered} of ${pages + 1} pages (the 404 page included), ${pages + 1 - rendered} from the cache.`,
);
console.log(
  `Built ${pages} pages and ${redirects} redirects into dist/ in ${((performance.now() - started) / 1000).toFixed(2)} s.`,
);
