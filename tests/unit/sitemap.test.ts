import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { pageEntries } from '../../scripts/generate/pages.ts';
import { robotsTxt, sitemapXml } from '../../scripts/build/sitemap.ts';

const root = join(import.meta.dirname, '..', '..');
const content = await checkContent(root);
const site = content.site!;
const entries = pageEntries(site, content.pages);
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

// Read straight from the YAML, not through the build's loader, so the two can disagree.
const yamlSite = parse(readFileSync(join(root, 'site.yaml'), 'utf8')) as {
  baseUrl: string;
  routes: { path: string; page: string }[];
};
const indexable = yamlSite.routes.filter(
  (route) =>
    !(parse(readFileSync(join(root, 'pages', `${route.page}.yaml`), 'utf8')) as { meta: { noindex?: boolean } }).meta
      .noindex,
);

describe('sitemap.xml', () => {
  it('lists every indexable route in site.yaml once, by its canonical URL', () => {
    const urls = locations(sitemapXml(site, entries));
    expect(urls).toEqual(indexable.map((route) => `${yamlSite.baseUrl}${route.path}`));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('https://ranksuite.com/');
    expect(urls.every((url) => url === 'https://ranksuite.com/' || !url.endsWith('/'))).toBe(true);
  });

  it('leaves out a page marked noindex', () => {
    const hidden = entries.map((entry) =>
      entry.path === '/privacy'
        ? { ...entry, data: { ...entry.data, meta: { ...entry.data.meta, noindex: true } } }
        : entry,
    );
    expect(locations(sitemapXml(site, hidden))).not.toContain('https://ranksuite.com/privacy');
    expect(locations(sitemapXml(site, hidden))).toHaveLength(indexable.length - 1);
  });
});

describe('robots.txt', () => {
  it('points crawlers to the sitemap', () => {
    expect(robotsTxt(site)).toContain('Sitemap: https://ranksuite.com/sitemap.xml\n');
  });
});
