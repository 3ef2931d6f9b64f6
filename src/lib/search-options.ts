import type { Options } from 'minisearch';

/**
 * One searchable heading section of a docs article, found at `id` (path#heading-id): the
 * article's own text before its first heading, or one h2–h4 and the text up to the next.
 */
export interface SearchDocument {
  id: string;
  /** The page's name, as the docs menu calls it ("Schema Markup"). */
  title: string;
  /** The article's title, then the heading, if any ("What schema markup does › Why add it"). */
  headings: string;
  /** The section's text: searched, not kept in the index. */
  body: string;
  /** The start of the text, kept to show under a result. */
  excerpt: string;
}

/** How much of a section's text the index keeps to show: the whole text would double its size. */
export const excerptLength = 300;

// Words nearly every section holds: they cannot tell sections apart, and leaving them out keeps
// the index small (issue 17: ≤ 100 KB gzipped).
const stopWords = new Set(
  'a an and are as at be but by can do does for from has have how if in into is it its no not of on or so than that the their them then there these they this to was we were what when which who will with you your'.split(
    ' ',
  ),
);

// Shared by the build (scripts/generate/search-index.ts) and the browser, which must agree on fields.
// A page's name outranks its headings, which outrank its text (issue 17); prefix matching answers
// as the visitor types, and one typo in five letters is forgiven.
export const searchOptions: Options<SearchDocument> = {
  fields: ['title', 'headings', 'body'],
  storeFields: ['title', 'headings', 'excerpt'],
  processTerm: (term) => {
    const word = term.toLowerCase();
    return stopWords.has(word) ? null : word;
  },
  searchOptions: { boost: { title: 4, headings: 2, body: 1 }, prefix: true, fuzzy: 0.2 },
};
