// The one search code path of the site: the docs search section, the search dialog and the 404
// page's suggestions all ask this module, which loads the index on first use only.
import MiniSearch, { type SearchOptions } from 'minisearch';
import { searchOptions, type SearchDocument } from './search-options.ts';

export type SiteIndex = MiniSearch<SearchDocument>;

/** A heading section that matched, with the index terms it matched (to highlight them). */
export interface SearchHit {
  id: string;
  title: string;
  headings: string;
  excerpt: string;
  terms: string[];
}

let index: Promise<SiteIndex> | undefined;
export function loadSearchIndex(): Promise<SiteIndex> {
  index ??= fetch('/search-index.json')
    .then((response) => response.text())
    .then((json) => MiniSearch.loadJSON<SearchDocument>(json, searchOptions));
  return index;
}

export function findSections(search: SiteIndex, query: string, limit = 8, options?: SearchOptions): SearchHit[] {
  return search
    .search(query, options)
    .slice(0, limit)
    .map((result) => ({
      id: result.id as string,
      title: result.title as string,
      headings: result.headings as string,
      excerpt: result.excerpt as string,
      terms: result.terms,
    }));
}

/**
 * The pages named or headed most like the words of a missing path ("/schema-markp" → Schema
 * Markup). Words of one or two letters start too many others, and a word found only in a page's
 * text says little of what the path meant: neither makes a page a suggestion.
 */
export function closestPages(search: SiteIndex, path: string, limit = 3): { href: string; title: string }[] {
  const words = path
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2)
    .join(' ');
  const pages = new Map<string, string>();
  const options: SearchOptions = { combineWith: 'OR', fields: ['title', 'headings'] };
  for (const hit of findSections(search, words, Number.POSITIVE_INFINITY, options)) {
    const href = hit.id.slice(0, hit.id.indexOf('#'));
    if (!pages.has(href)) pages.set(href, hit.title);
    if (pages.size === limit) break;
  }
  return [...pages].map(([href, title]) => ({ href, title }));
}

/** The text cut into pieces, `match` where a piece starts a word with one of the terms. */
export function highlight(text: string, terms: string[]): { text: string; match: boolean }[] {
  if (terms.length === 0) return [{ text, match: false }];
  const escaped = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})`, 'giu');
  return text
    .split(pattern)
    .map((piece, i) => ({ text: piece, match: i % 2 === 1 }))
    .filter((piece) => piece.text);
}

/** The text from a little before its first match, so a match late in it still shows in two lines. */
export function excerptAround(text: string, terms: string[], lead = 60): string {
  let at = 0;
  for (const piece of highlight(text, terms)) {
    if (piece.match) break;
    at += piece.text.length;
  }
  if (at <= lead || at === text.length) return text;
  const start = text.lastIndexOf(' ', at - lead) + 1;
  return `… ${text.slice(start)}`;
}
