import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { pageEntries } from '../../scripts/generate/pages.ts';
import { buildSearchIndex } from '../../scripts/generate/search-index.ts';
import { docsGuides } from '../../src/lib/docs-guides.ts';
import { searchOptions } from '../../src/lib/search-options.ts';
import { closestPages, excerptAround, findSections, highlight } from '../../src/lib/site-search.ts';

// The site's own index: the queries are SPEC's page names (as a visitor would type them, with
// prefixes and typos), so the answers stay right whatever an editor writes in the articles.
const content = await checkContent(process.cwd());
const site = content.site!;
const index = MiniSearch.loadJSON(buildSearchIndex(pageEntries(site, content.pages), site.docsNav), searchOptions);
const hrefOf = (label: string) => docsGuides(site.docsNav).find((guide) => guide.label === label)!.href;

describe('search ranking', () => {
  it.each([
    ['schema', 'Schema Markup'],
    ['schema markup', 'Schema Markup'],
    ['schema markp', 'Schema Markup'],
    ['readability', 'Readability'],
    ['readabilty', 'Readability'],
    ['social preview', 'Social Preview'],
    ['meta manager', 'SEO Meta Manager'],
    ['security', 'Security & Accessibility'],
    ['crawlab', 'Crawlability & Indexability'],
    ['link opportunities', 'Link opportunities'],
  ])('"%s" finds %s first, at one of its headings', (query, page) => {
    const [first] = findSections(index, query);
    expect(first.title).toBe(page);
    expect(first.id).toMatch(new RegExp(`^${hrefOf(page)}#[a-z0-9-]+$`));
  });

  it('puts a title match before a heading match, and a heading match before a body match', () => {
    const small = new MiniSearch(searchOptions);
    small.addAll([
      { id: '/a#x', title: 'Alpha', headings: 'Intro', body: 'sitemap sitemap sitemap', excerpt: '' },
      { id: '/b#x', title: 'Beta', headings: 'Sitemap', body: 'other words', excerpt: '' },
      { id: '/c#x', title: 'Sitemap', headings: 'Intro', body: 'other words', excerpt: '' },
    ]);
    expect(findSections(small, 'sitemap').map((hit) => hit.id)).toEqual(['/c#x', '/b#x', '/a#x']);
  });

  it('suggests the pages closest to a missing path', () => {
    expect(closestPages(index, '/schema-markp')[0]).toEqual({ href: hrefOf('Schema Markup'), title: 'Schema Markup' });
    expect(closestPages(index, '/readabilty')[0]).toEqual({
      href: hrefOf('Readability'),
      title: 'Readability',
    });
  });

  it('suggests nothing for a path of no word a page is named or headed by', () => {
    // One or two letters match the start of countless words; a word of the text alone is no likeness.
    expect(closestPages(index, '/x/y/z')).toEqual([]);
    expect(closestPages(index, '/zzq/vvx-9')).toEqual([]);
  });
});

describe('highlight', () => {
  it('marks the matched terms at the start of words, whatever their case', () => {
    expect(highlight('Schema markup and schemas, not reschema', ['schema'])).toEqual([
      { text: 'Schema', match: true },
      { text: ' markup and ', match: false },
      { text: 'schema', match: true },
      { text: 's, not reschema', match: false },
    ]);
  });
});

describe('excerptAround', () => {
  const text = `${'Plain words here. '.repeat(10)}The schema sits late.`;
  it('starts a little before the first match, at a word', () => {
    expect(excerptAround(text, ['schema'])).toMatch(/^… \w.* The schema sits late\.$/);
    expect(excerptAround(text, ['schema']).length).toBeLessThan(text.length);
  });
  it('keeps a text whose match is near its start, or that has none', () => {
    expect(excerptAround('The schema', ['schema'])).toBe('The schema');
    expect(excerptAround(text, ['absent'])).toBe(text);
  });
});
