import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchDocuments } from '../../scripts/generate/search-index.ts';
import { excerptLength, searchOptions } from '../../src/lib/search-options.ts';
import type { PageEntry } from '../../scripts/lib/page-entry.ts';

const entry: PageEntry = {
  path: '/readability-analysis',
  page: 'readability-analysis',
  data: {
    meta: { title: 'Readability analysis', description: 'x'.repeat(150), keyword: 'readability' },
    layout: 'docs',
    sections: [
      { type: 'hero', heading: 'Readability analysis' },
      {
        type: 'docs-articles',
        menu: [
          {
            id: 'scores',
            title: 'Scores',
            submenus: [
              {
                id: 'gunning-fog',
                title: 'Gunning Fog index',
                body:
                  '<p>The <strong>Gunning Fog</strong> index estimates years of schooling.</p>\n' +
                  '<h3 id="how-it-counts" tabindex="-1">How it counts</h3>\n<p>Long words weigh more.</p>\n' +
                  '<h3 id="limits" tabindex="-1">Limits</h3>\n<p>First limit.</p>\n' +
                  '<h3 id="limits" tabindex="-1">Limits</h3>\n<p>Second limit.</p>',
              },
            ],
          },
        ],
      },
    ],
  },
};

const docsNav = [{ heading: 'Plugin help', links: [{ label: 'Readability', href: '/readability-analysis' }] }];

describe('search index', () => {
  it("keeps the text's characters and spacing: entities decoded, no space where a tag ended inside a line", () => {
    const body =
      '<p>Open <strong>Robots &amp; Sitemap</strong>, choose <em>Add rule</em>. Type <code>&lt;user-agent&gt;</code>, then &quot;Save&quot;&#x27;s twin &#8211; done.</p>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>';
    const [document] = searchDocuments(
      [
        {
          ...entry,
          data: {
            ...entry.data,
            sections: [
              { type: 'docs-articles', menu: [{ id: 's', title: 'S', submenus: [{ id: 'a', title: 'A', body }] }] },
            ],
          },
        },
      ],
      docsNav,
    );
    expect(document.body).toBe(
      'Open Robots & Sitemap, choose Add rule. Type <user-agent>, then "Save"\'s twin – done. One Two',
    );
  });

  it('has one document per heading section, addressed by path#heading-id, named as the docs menu names the page', () => {
    expect(searchDocuments([entry], docsNav)).toEqual([
      {
        id: '/readability-analysis#gunning-fog',
        title: 'Readability',
        headings: 'Gunning Fog index',
        body: 'The Gunning Fog index estimates years of schooling.',
        excerpt: 'The Gunning Fog index estimates years of schooling.',
      },
      // Only the first of two equal ids can be opened: both headings stay in the section before them.
      {
        id: '/readability-analysis#how-it-counts',
        title: 'Readability',
        headings: 'Gunning Fog index › How it counts',
        body: 'Long words weigh more. Limits First limit. Limits Second limit.',
        excerpt: 'Long words weigh more. Limits First limit. Limits Second limit.',
      },
    ]);
  });
  it('falls back to the hero heading for a page the docs menu does not list', () => {
    expect(searchDocuments([entry], [])[0].title).toBe('Readability analysis');
  });
  it('keeps only the start of a long text to show', () => {
    const long = {
      ...entry,
      data: {
        ...entry.data,
        sections: [
          {
            type: 'docs-articles',
            menu: [{ id: 'm', title: 'M', submenus: [{ id: 's', title: 'S', body: `<p>${'word '.repeat(200)}</p>` }] }],
          },
        ],
      },
    } as PageEntry;
    const [document] = searchDocuments([long], docsNav);
    expect(document.body.length).toBeGreaterThan(excerptLength);
    expect(document.excerpt.length).toBeLessThanOrEqual(excerptLength + 2);
    expect(document.excerpt).toMatch(/word …$/);
  });
  it('skips marketing pages', () => {
    expect(searchDocuments([{ ...entry, data: { ...entry.data, layout: 'marketing' } }], docsNav)).toEqual([]);
  });
  it('round-trips through JSON and finds a word from the text', () => {
    const index = MiniSearch.loadJSON(buildSearchIndex([entry], docsNav), searchOptions);
    expect(index.search('schooling').map((result) => result.id)).toEqual(['/readability-analysis#gunning-fog']);
  });
});
