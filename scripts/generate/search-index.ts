// Builds the client-side search index of every docs article (each submenu and tab) at build time.
import MiniSearch from 'minisearch';
import { searchOptions, type SearchDocument } from '../../src/lib/search-options.ts';
import type { PageEntry } from '../lib/page-entry.ts';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function searchDocuments(entries: PageEntry[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const { path, data } of entries) {
    if (data.layout !== 'docs') continue;
    const hero = data.sections.find((section) => section.type === 'hero');
    const page = hero?.type === 'hero' ? hero.heading : data.meta.title;
    for (const section of data.sections) {
      if (section.type === 'docs-articles') {
        for (const group of section.menu) {
          for (const submenu of group.submenus) {
            documents.push({ id: `${path}#${submenu.id}`, title: submenu.title, page, text: text(submenu.body) });
          }
        }
      } else if (section.type === 'tabs') {
        for (const tab of section.tabs)
          documents.push({
            id: `${path}#${tab.id}`,
            title: `${section.heading}: ${tab.label}`,
            page,
            text: text(tab.body),
          });
      }
    }
  }
  return documents;
}

export function buildSearchIndex(entries: PageEntry[]): string {
  const index = new MiniSearch<SearchDocument>(searchOptions);
  index.addAll(searchDocuments(entries));
  return JSON.stringify(index);
}
