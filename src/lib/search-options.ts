import type { Options } from 'minisearch';

/** One searchable article: a docs submenu or tab, found at `id` (path#fragment). */
export interface SearchDocument {
  id: string;
  title: string;
  page: string;
  text: string;
}

// Shared by the build (scripts/generate/search-index.ts) and the browser, which must agree on fields.
export const searchOptions: Options<SearchDocument> = {
  fields: ['title', 'page', 'text'],
  storeFields: ['title', 'page'],
  searchOptions: { boost: { title: 3, page: 2 }, prefix: true, fuzzy: 0.2 },
};
