import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchDocuments } from '../../scripts/generate/search-index.ts';
import { searchOptions } from '../../src/lib/search-options.ts';
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
                body: '<p>The <strong>Gunning Fog</strong> index estimates years of schooling.</p>',
              },
            ],
          },
        ],
      },
    ],
  },
};

describe('search index', () => {
  it('has one document per docs article, addressed by path#id, with its text stripped of tags', () => {
    expect(searchDocuments([entry])).toEqual([
      {
        id: '/readability-analysis#gunning-fog',
        title: 'Gunning Fog index',
        page: 'Readability analysis',
        text: 'The Gunning Fog index estimates years of schooling.',
      },
    ]);
  });
  it('skips marketing pages', () => {
    expect(searchDocuments([{ ...entry, data: { ...entry.data, layout: 'marketing' } }])).toEqual([]);
  });
  it('round-trips through JSON and finds a word from the text', () => {
    const index = MiniSearch.loadJSON(buildSearchIndex([entry]), searchOptions);
    expect(index.search('schooling').map((result) => result.id)).toEqual(['/readability-analysis#gunning-fog']);
  });
});
