import { describe, expect, it } from 'vitest';
import { chunkPreloads, sectionPreloads, type ViteManifest } from '../../scripts/build/head.ts';
import type { Page } from '../../src/generated/types.ts';

// A manifest as Vite writes it: the entry, a lazy chunk that shares one chunk with the entry and
// one with another lazy chunk.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_focus-1.js': { file: 'assets/focus-1.js' },
  'src/components/DocsArticles.tsx': {
    file: 'assets/DocsArticles-1.js',
    imports: ['index.html', '_react-1.js', '_focus-1.js'],
  },
};
const preload = (file: string) => `<link rel="modulepreload" href="/${file}" crossorigin fetchpriority="low" />`;

describe('lazy chunk preloads', () => {
  it("preloads the chunk and what it imports that the entry's own preloads do not", () => {
    expect(chunkPreloads(['src/components/DocsArticles.tsx'], manifest)).toEqual([
      preload('assets/DocsArticles-1.js'),
      preload('assets/focus-1.js'),
    ]);
  });

  it("preloads only the parts of the page's own sections", () => {
    const parts = { 'docs-articles': 'src/components/DocsArticles.tsx' };
    const page = (type: string) => ({ sections: [{ type }] }) as unknown as Page;
    expect(sectionPreloads(page('docs-articles'), parts, manifest)).toHaveLength(2);
    expect(sectionPreloads(page('hero'), parts, manifest)).toEqual([]);
  });

  it('stops the build when the manifest lacks a preloaded part', () => {
    expect(() => chunkPreloads(['src/components/Gone.tsx'], manifest)).toThrow(/no chunk for src\/components\/Gone/);
  });
});
