import type { Page } from '../../src/generated/types.ts';

/** One route with its page's data, as generate hands it to the build, the audit and the search index. */
export interface PageEntry {
  path: string;
  page: string;
  data: Page;
  /**
   * With npm run build's memo: a hash of what `data` is made from, the page file's text and
   * site.yaml's facts (with the code, which the page cache keys apart). The page cache names a
   * page by it: writing 1,000 pages' data as JSON to hash them took a rebuild ~50 ms.
   */
  digest?: string;
}
