import type { Site } from '../../src/generated/types.ts';
import type { RouteEntry } from '../lib/page-entry.ts';
import { canonicalUrl } from './head.ts';

/** Every indexable route once, by its canonical URL. */
export function sitemapXml(site: Site, entries: RouteEntry[]): string {
  const urls = entries
    .filter((entry) => !entry.data.meta.noindex)
    .map((entry) => `  <url><loc>${canonicalUrl(site, entry.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`;
}
