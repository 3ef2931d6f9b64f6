import type { Page } from '../../src/generated/types.ts';

/** One route with its page's data, as generate hands it to the build, the audit and the search index. */
export interface PageEntry {
  path: string;
  page: string;
  data: Page;
}
