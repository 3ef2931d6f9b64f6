// Issue 16: a heading broken before its dash ("Contact RankSuite / – real people") starts a line with
// punctuation that belongs to the line above. Every dash between words in a heading stays with the
// word before it. Likewise a number and its word ("14-day" as "14-" / "day"), in any text on the page.
// And nothing runs past the screen's edge (a row of five column buttons did, at 375 and 360 px).
// A heading does not break inside a name whose last words are short and capitalised ("Rank / Math",
// "Yoast / SEO" at 375 px), unless it starts the heading ("Your SEO…" is a sentence, not a name).
// Measured as laid out, at a desktop and two phone widths.
import { routes } from '../../src/generated/site.ts';
import { expect, openLaidOut, test } from './fixtures.ts';

for (const path of Object.keys(routes)) {
  test(`${path} never starts a heading's line with a dash, nor splits "Rank Math" or "14-day", nor scrolls sideways, at 1440, 375 and 360 px`, async ({
    page,
  }) => {
    const found: string[] = [];
    for (const width of [1440, 375, 360]) {
      await openLaidOut(page, path, width);
      const starts = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3')].flatMap((heading) => {
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (const match of text.matchAll(/[–—]/g)) {
              if (match.index < 2) continue;
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + 1);
              const dash = range.getBoundingClientRect();
              range.setStart(node, match.index - 2);
              range.setEnd(node, match.index - 1);
              const before = range.getBoundingClientRect();
              if (dash.width > 0 && dash.top > before.top + before.height / 2) return [`"${heading.textContent}"`];
            }
          }
          return [];
        }),
      );
      found.push(...starts.map((heading) => `${width} px, ${heading}`));
      const splitNames = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3')].flatMap((heading) => {
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          const split: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const names = /(?<=\s)\p{Lu}[\p{L}\d]*(?:[ \u00a0]\p{Lu}[\p{L}\d]{0,3}(?![\p{L}\d]))+/gu;
            for (const match of (node.textContent ?? '').matchAll(names)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set(
                [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
              );
              if (lines.size > 1) split.push(`"${match[0]}" split in "${heading.textContent}"`);
            }
          }
          return split;
        }),
      );
      found.push(...splitNames.map((name) => `${width} px, ${name}`));
      const brokenCompounds = await page.evaluate(() => {
        const broken: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\d[\d,.]*-\p{L}+/gu)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set(
              [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
            );
            if (lines.size > 1) broken.push(`"${match[0]}" in "${node.parentElement?.textContent?.slice(0, 60)}"`);
          }
        }
        // Kept together, it must still read as one text: as pieces of a flex row, "How does the",
        // "14-day" and "free trial work?" were laid out as three items with gaps between them.
        for (const kept of document.querySelectorAll('span.whitespace-nowrap')) {
          const parent = kept.parentElement;
          if (
            parent &&
            /^\d[\d,.]*-\p{L}+$/u.test(kept.textContent ?? '') &&
            /flex|grid/.test(getComputedStyle(parent).display)
          )
            broken.push(`"${kept.textContent}" laid out apart from the rest of "${parent.textContent?.slice(0, 60)}"`);
        }
        return broken;
      });
      found.push(...brokenCompounds.map((compound) => `${width} px, ${compound}`));
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (pageWidth > width) found.push(`${width} px, the page is ${pageWidth} px wide`);
    }
    expect(found).toEqual([]);
  });
}
