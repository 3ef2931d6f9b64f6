// Renders every route to static HTML with the server bundle, loaded once per thread.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Site } from '../../src/generated/types.ts';
import { worstFirst, type PageAudit } from '../check/audit-checks.ts';
import type { PageEntry } from '../lib/page-entry.ts';
import { fill, writePage } from './page-files.ts';
import { fontPreloads, type ViteManifest } from './head.ts';
import type { render as Render, Shared } from './prerender-job.ts';
import { redirectPage, redirectsFile, redirectsOf } from './redirects.ts';
import { mapInThreads } from '../lib/threads.ts';

/**
 * `job` is scripts/build/prerender-job.ts as the build bundled it. The threads start and load it at
 * once; they render only when `clientBuilt` resolves, as the pages need the client bundle's
 * index.html (its script and stylesheet names) and a folder Vite has stopped emptying.
 */
export async function prerender(
  job: string,
  outDir: string,
  site: Site,
  entries: PageEntry[],
  clientBuilt: Promise<unknown>,
) {
  // The home page overwrites index.html: the threads read the template from a copy of its own.
  const templateFile = join(dirname(job), 'template.html');
  const after = clientBuilt.then(() => {
    // The font preloads are the same on every page, so they go into the template. The manifest
    // is the build's own note, not for the host: it leaves dist/.
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    rmSync(join(outDir, '.vite'), { recursive: true });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    writeFileSync(
      templateFile,
      html.replace('<!--head-->', () => `${fontPreloads(manifest)}\n    <!--head-->`),
    );
    mkdirSync(join(outDir, '_data'), { recursive: true });
  });
  const shared: Shared = { outDir, site, templateFile };
  const audits = await mapInThreads<PageEntry, PageAudit>(entries, pathToFileURL(job), shared, { after });
  const template = readFileSync(templateFile, 'utf8');
  const { render } = (await import(pathToFileURL(job).href)) as { render: typeof Render }; // loaded already
  const notFoundHead = [
    `<title>Page not found | ${site.name}</title>`,
    '<meta name="description" content="This page does not exist on ranksuite.com. Return to the home page to explore RankSuite, the AI SEO suite for WordPress." />',
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
  writeFileSync(join(outDir, '404.html'), fill(template, notFoundHead, render('/404'), ''));

  const redirects = redirectsOf(site, entries);
  for (const redirect of redirects) writePage(outDir, redirect.from, redirectPage(site, redirect.to));
  writeFileSync(join(outDir, '_redirects'), redirectsFile(redirects));
  return { pages: entries.length, redirects: redirects.length, audits: worstFirst(audits) };
}
