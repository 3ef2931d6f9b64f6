import type { Page } from '../../src/generated/types.ts';

/**
 * What the build's steps across the site (sitemap, redirects, share images) read of a route's
 * page: every field but its sections, which a big site's build keeps on disk (scripts/build/page-spool.ts).
 */
export interface RouteEntry {
  path: string;
  page: string;
  data: Omit<Page, 'sections'>;
  /**
   * With npm run build's memo: a hash of what `data` is made from, the page file's text and
   * site.yaml's facts (with the code, which the page cache keys apart). The page cache names a
   * page by it: writing 1,000 pages' data as JSON to hash them took a rebuild ~50 ms.
   */
  digest?: string;
}

/** One route with its page's data, as generate hands it to the build, the audit and the search index. */
export interface PageEntry extends RouteEntry {
  data: Page;
}

/** A route's entry without its sections: every field of the page but them (sitemap, redirects, share images). */
export function routeEntry({ path, page, digest, data }: RouteEntry): RouteEntry {
  // Not `...data`: a page the memo gave (a rebuild's) parses its sections when they are read.
  const fields = Object.fromEntries(
    Object.keys(data)
      .filter((key) => key !== 'sections')
      .map((key) => [key, data[key as keyof typeof data]]),
  );
  return { path, page, ...(digest !== undefined && { digest }), data: fields as RouteEntry['data'] };
}
