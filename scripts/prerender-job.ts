// Renders and writes pages for scripts/prerender.ts. The build bundles this file together
// with src/entry-server.tsx, so every thread (scripts/threads.ts) loads plain JavaScript,
// once, and renders its share of the pages in a tight loop.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepare, render } from '../src/entry-server.tsx';
import { auditHtml, type PageAudit } from './audit-checks.ts';
import type { Site } from '../src/generated/types.ts';
import type { PageEntry } from './generate.ts';
import { headTags, scriptJson } from './head.ts';
import { fill, writePage } from './page-files.ts';

export { render };

export interface Shared { outDir: string; site: Site; template: string }

export async function setup({ outDir, site, template }: Shared) {
  await prepare();
  // Each page is audited here, while its HTML is at hand, so the audit shares the threads.
  return (entry: PageEntry): PageAudit => {
    const body = render(entry.path, { name: entry.page, data: entry.data });
    const data = `<script id="page-data" type="application/json">${scriptJson({ name: entry.page, data: entry.data })}</script>`;
    const html = fill(template, headTags(site, entry.path, entry.page, entry.data), body, data);
    writePage(outDir, entry.path, html);
    writeFileSync(join(outDir, '_data', `${entry.page}.json`), JSON.stringify(entry.data));
    return auditHtml(html, entry, site.baseUrl);
  };
}
