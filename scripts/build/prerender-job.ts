// Renders and writes pages for scripts/build/prerender.ts. The build bundles this file together
// with src/entry-server.tsx, so every thread (scripts/lib/threads.ts) loads plain JavaScript,
// once, and renders its share of the pages in a tight loop.
import { readFileSync } from 'node:fs';
import { notFoundPart, prepare, preloadedParts, render, renderContent, withChrome } from '../../src/entry-server.tsx';
import type { Page, Site } from '../../src/generated/types.ts';
import type { RouteEntry } from '../lib/page-entry.ts';
import { keepPage } from './build-cache.ts';
import { headTags, sectionPreloads, scriptJson, type ViteManifest } from './head.ts';
import { writePage } from './page-files.ts';
import { withoutDrawnBodies } from './markdown-in-page.ts';
import { readSpooled, type Spooled } from './page-spool.ts';
import { pageHtml } from './page-symbols.ts';

export { notFoundPart, pageHtml, render };

/**
 * `templateFile`: the client bundle's index.html; `manifestFile`: its Vite manifest (which names the
 * lazy chunks); both there before the first page is handed out.
 */
export interface Shared {
  outDir: string;
  site: Site;
  templateFile: string;
  manifestFile: string;
}

/**
 * A page to render: its data, or where it is in the spool; and where its HTML is kept for the
 * next build.
 */
export interface PageJob extends Omit<RouteEntry, 'data'> {
  data?: Page;
  spooled?: Spooled;
  cache?: { dir: string; name: string };
}

/**
 * `ready`: the client bundle is done. A page given before (mapInThreads' `early`) is rendered at
 * once, and written then: its head names the bundle's chunks, and Vite empties dist/ as it starts.
 */
export async function setup({ outDir, site, templateFile, manifestFile }: Shared, ready: Promise<unknown>) {
  await prepare();
  let template = '';
  let manifest: ViteManifest = {};
  let held: (() => void)[] | undefined = [];
  void ready.then(() => {
    template = readFileSync(templateFile, 'utf8');
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
    for (const write of held!) write();
    held = undefined;
  });
  return ({ path, page: name, data: given, spooled, cache }: PageJob): void => {
    const pageData = given ?? readSpooled(spooled!);
    const page = withChrome(renderContent(path, { name, data: pageData }));
    const embedded = { name, data: withoutDrawnBodies(pageData, page) };
    const data = `<script id="page-data" type="application/json">${scriptJson(embedded)}</script>`;
    const write = () => {
      const head = [headTags(site, path, name, pageData), ...sectionPreloads(pageData, preloadedParts, manifest)].join(
        '\n    ',
      );
      const htmlFile = writePage(outDir, path, pageHtml(template, head, page, data));
      if (cache) keepPage(cache.dir, cache.name, htmlFile);
    };
    if (held) held.push(write);
    else write();
  };
}
