// Builds the client-side search index of every docs article (each submenu and tab) at build time,
// one document per heading section, so a result opens the heading that matched, not just the page.
import MiniSearch from 'minisearch';
import { excerptLength, searchOptions, type SearchDocument } from '../../src/lib/search-options.ts';
import type { DocsMenuGroup } from '../../src/generated/types.ts';
import { docsGuides } from '../../src/lib/docs-guides.ts';
import type { PageEntry } from '../lib/page-entry.ts';

/** What markdown-it escapes in text (its escapeHtml); any character may also come as &#NN; or &#xNN;. */
const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * An article's HTML as text: a block's tag (a paragraph, an item, a cell) separates words, an
 * inline one (a link, bold, code) does not, so "<strong>Add rule</strong>." stays "Add rule.".
 * The dialog shows it as text, never as HTML, so decoded < and > are safe.
 */
const text = (html: string) =>
  html
    .replace(/<\/?(?:p|li|ul|ol|h\d|div|pre|blockquote|table|thead|tbody|tr|td|th|br|hr|aside|figure)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot);|&#(\d+|x[\da-f]+);/gi, (entity, code: string | undefined) =>
      code ? String.fromCodePoint(Number(code.replace(/^x/i, '0x'))) : entities[entity],
    )
    .replace(/\s+/g, ' ')
    .trim();

/** The text's first `excerptLength` characters, cut at a word. */
function excerpt(body: string): string {
  if (body.length <= excerptLength) return body;
  const cut = body.slice(0, excerptLength);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

/** The headings markdown-it-anchor gave an id (h2–h4, see scripts/lib/markdown.ts). */
const headingTag = /<h[2-4]\b[^>]*\bid="([^"]+)"[^>]*>(.*?)<\/h[2-4]>/g;

interface Section {
  anchor: string;
  heading?: string;
  html: string;
}

/** An article's text before its first heading, then each heading with the text up to the next one. */
function headingSections(anchor: string, html: string): Section[] {
  const sections: Section[] = [];
  let start = 0;
  let current: Section = { anchor, html: '' };
  for (const match of html.matchAll(headingTag)) {
    current.html = html.slice(start, match.index);
    sections.push(current);
    current = { anchor: match[1], heading: text(match[2]), html: '' };
    start = match.index + match[0].length;
  }
  current.html = html.slice(start);
  sections.push(current);
  return sections;
}

/** The docs menu's name for each page ("Schema Markup"), which is what visitors look for. */
const menuNames = (docsNav: DocsMenuGroup[]) =>
  new Map(docsGuides(docsNav).map((guide) => [guide.href, guide.label] as const));

export function searchDocuments(entries: PageEntry[], docsNav: DocsMenuGroup[]): SearchDocument[] {
  const names = menuNames(docsNav);
  const documents: SearchDocument[] = [];
  for (const { path, data } of entries) {
    if (data.layout !== 'docs') continue;
    const hero = data.sections.find((section) => section.type === 'hero');
    const title = names.get(path) ?? (hero?.type === 'hero' ? hero.heading : data.meta.title);
    const articles: { id: string; title: string; body: string; split: boolean }[] = [];
    for (const section of data.sections) {
      if (section.type === 'docs-articles') {
        for (const group of section.menu)
          for (const submenu of group.submenus)
            articles.push({ id: submenu.id, title: submenu.title, body: submenu.body, split: true });
      } else if (section.type === 'tabs') {
        // A heading inside a tab is not opened by its address (TabsSection selects tabs by their own id).
        for (const tab of section.tabs)
          articles.push({ id: tab.id, title: `${section.heading}: ${tab.label}`, body: tab.body, split: false });
      }
    }
    const sections = articles.map((article) => ({
      article,
      parts: article.split ? headingSections(article.id, article.body) : [{ anchor: article.id, html: article.body }],
    }));
    // Articles are rendered one by one, so two can hold the same heading id, and only the first
    // of two equal ids can be addressed: such a heading stays part of the section before it.
    const count = new Map<string, number>();
    for (const { parts } of sections) for (const { anchor } of parts) count.set(anchor, (count.get(anchor) ?? 0) + 1);
    for (const { article, parts } of sections) {
      const own: SearchDocument[] = [];
      for (const part of parts) {
        const body = text(part.html);
        const previous = own.at(-1);
        if (part.heading && count.get(part.anchor) !== 1 && previous) {
          previous.body = `${previous.body} ${part.heading} ${body}`.trim();
          previous.excerpt = excerpt(previous.body);
        } else {
          const headings = part.heading ? `${article.title} › ${part.heading}` : article.title;
          own.push({
            id: `${path}#${part.heading ? part.anchor : article.id}`,
            title,
            headings,
            body,
            excerpt: excerpt(body),
          });
        }
      }
      documents.push(...own);
    }
  }
  return documents;
}

export function buildSearchIndex(entries: PageEntry[], docsNav: DocsMenuGroup[]): string {
  const index = new MiniSearch<SearchDocument>(searchOptions);
  index.addAll(searchDocuments(entries, docsNav));
  return JSON.stringify(index);
}
