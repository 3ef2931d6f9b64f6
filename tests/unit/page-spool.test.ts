// A big site's build keeps its pages' data in a file from the check to the prerender
// (scripts/build/page-spool.ts): each page must come back as it went in.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSpooled, spoolPages } from '../../scripts/build/page-spool.ts';
import type { Page } from '../../src/generated/types.ts';

const dir = mkdtempSync(join(tmpdir(), 'page-spool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (index: number, text: string): Page => ({
  meta: { title: `Page ${index} – “${text.slice(0, 20)}” | RankSuite`, description: text, keyword: `page ${index}` },
  sections: [{ type: 'hero', heading: `Heading ${index} 🚀`, subheading: text }],
});

describe('the page spool', () => {
  it('gives back each page as it was written, past the first megabyte and with characters beyond ASCII', () => {
    // ~3 MB in all: the file is written in several pieces.
    const pages = Array.from({ length: 300 }, (_, index) => page(index, `Schéma ${'x'.repeat(10_000)} ${index}`));
    const file = join(dir, 'pages.spool');
    const places = spoolPages(pages, file);
    expect(places).toHaveLength(pages.length);
    expect(statSync(file).size).toBe(places.at(-1)!.offset + places.at(-1)!.length);
    for (const index of [0, 1, 99, 150, 299]) expect(readSpooled(file, places[index])).toEqual(pages[index]);
  });

  it('says the file was cut short, rather than reading a page half', () => {
    const file = join(dir, 'short.spool');
    const [place] = spoolPages([page(1, 'Short')], file);
    expect(() => readSpooled(file, { ...place, length: place.length + 10 })).toThrow(
      `${file} was cut short while the build ran: run npm run build again.`,
    );
  });
});
