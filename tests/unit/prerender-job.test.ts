// A prerender thread may render pages while the client bundle is still being made (mapInThreads'
// `early`): such a page is written only once the bundle is done, and exactly as a page rendered
// after it, with the bundle's template and the chunks its manifest names.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setup } from '../../scripts/build/prerender-job.ts';
import { withHtml } from '../../scripts/generate/pages.ts';
import { readSchema } from '../../scripts/lib/schemas.ts';
import { docsNav } from '../../src/generated/docs.ts';
import { site } from '../../src/generated/site.ts';
import type { Page, Section } from '../../src/generated/types.ts';

const work = mkdtempSync(join(tmpdir(), 'prerender-job-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const outDir = join(work, 'dist');
const templateFile = join(work, 'template.html');
const manifestFile = join(work, 'manifest.json');
const template = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8').replace(
  '/src/entry-client.tsx',
  '/assets/entry-client-4f2a.js',
);
// The pricing cards are a lazy part: a page that shows them preloads their chunk.
const manifest = {
  'index.html': { file: 'assets/entry-client-4f2a.js', isEntry: true },
  'src/components/PricingCards.tsx': { file: 'assets/PricingCards-9c1e.js' },
};
const [cards] = withHtml(readSchema('sections/pricing-cards.schema.json').examples) as Section[];
const page = {
  meta: { title: 'Plans and prices', description: 'Free and Premium, side by side.', keyword: 'plans' },
  sections: [cards],
} as unknown as Page;
const pageFile = join(outDir, 'plans', 'index.html');

describe('a page rendered before the client bundle is done', () => {
  it('is written once the bundle is, as a page rendered after it is', async () => {
    let bundleDone = () => {};
    const ready = new Promise<void>((resolve) => (bundleDone = resolve));
    const run = await setup({ outDir, site: { ...site, routes: [], docsNav }, templateFile, manifestFile }, ready);
    run({ path: '/plans', page: 'plans', data: page });
    expect(existsSync(pageFile)).toBe(false);

    writeFileSync(templateFile, template);
    writeFileSync(manifestFile, JSON.stringify(manifest));
    bundleDone();
    await ready;
    const early = readFileSync(pageFile, 'utf8');
    expect(early).toContain('<script type="module" src="/assets/entry-client-4f2a.js"></script>');
    expect(early).toContain('<link rel="modulepreload" href="/assets/PricingCards-9c1e.js"');
    expect(early).toContain('<title>Plans and prices');

    rmSync(pageFile);
    run({ path: '/plans', page: 'plans', data: page });
    expect(readFileSync(pageFile, 'utf8')).toBe(early);
  });
});
