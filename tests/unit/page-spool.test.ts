// A big site's build keeps its pages' data in a file from the check to the prerender
// (scripts/build/page-spool.ts): each page must come back as it went in.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSpooled, spoolPages } from '../../scripts/build/page-spool.ts';
import { checkMemo } from '../../scripts/check/memo.ts';
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
    for (const index of [0, 1, 99, 150, 299]) expect(readSpooled(places[index])).toEqual(pages[index]);
  });

  it("reads a page the check's memo has saved from the memo's values file, and no other generation of it", () => {
    const memo = checkMemo(process.cwd(), join(dir, 'check.jsonl'));
    const [saved, other] = [page(1, `Saved ${'s'.repeat(5_000)}`), page(2, `Not saved ${'n'.repeat(5_000)}`)];
    memo.set(saved, 'load', 'saved page');
    memo.save();
    const file = join(dir, 'memo-pages.spool');
    const [kept, written] = spoolPages([saved, other], file, (data) => memo.savedAt(data));
    expect(kept.file).toBe(join(dir, 'check.values.jsonl'));
    expect(written).toEqual({ file, offset: 0, length: statSync(file).size });
    expect(readSpooled(kept)).toEqual(saved);
    expect(readSpooled(written)).toEqual(other);
    // As npm run check leaves it when it writes the memo whole: a new generation, the values elsewhere.
    const values = readFileSync(kept.file, 'latin1');
    writeFileSync(kept.file, `0123456789abcdef${values.slice(values.indexOf('\n'))}`);
    expect(() => readSpooled(kept)).toThrow(
      `${kept.file} was written again by another command while the build ran: run npm run build again.`,
    );
  });

  it('says the file was cut short, rather than reading a page half', () => {
    const file = join(dir, 'short.spool');
    const [place] = spoolPages([page(1, 'Short')], file);
    expect(() => readSpooled({ ...place, length: place.length + 10 })).toThrow(
      `${file} was cut short while the build ran: run npm run build again.`,
    );
  });
});
