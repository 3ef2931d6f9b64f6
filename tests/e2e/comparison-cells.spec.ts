// Issue 16: a comparison column that shows "✓ Full" in one row and a bare ✓ in the next reads as two
// different answers. Within a column, cells with the same mark must all name it or all leave it bare.
// Measured on every route with a comparison table, at a desktop width (where every column shows).
import { routes } from '../../src/generated/site.ts';
import { expect, openLaidOut, test } from './fixtures.ts';

for (const path of Object.keys(routes)) {
  test(`${path} labels the same mark the same way down each comparison column`, async ({ page }) => {
    await openLaidOut(page, path, 1440);
    const mixed = await page.evaluate(() =>
      [...document.querySelectorAll('main table')].flatMap((table) => {
        const heading = table.querySelector('caption')?.textContent ?? 'a table';
        const columns = new Map<number, Map<string, Set<string>>>();
        for (const row of table.querySelectorAll('tbody tr')) {
          [...row.children].forEach((cell, index) => {
            const mark = cell.querySelector('svg');
            if (!mark) return;
            // A label shows when some text in the cell takes more than a clipped pixel (sr-only text does not).
            const shown = [...cell.querySelectorAll('span')].some(
              (span) => !span.querySelector('*') && span.textContent?.trim() && span.getBoundingClientRect().width > 1,
            );
            const marks = columns.get(index) ?? new Map<string, Set<string>>();
            const ways = marks.get(mark.innerHTML) ?? new Set<string>();
            ways.add(shown ? 'named' : 'bare');
            marks.set(mark.innerHTML, ways);
            columns.set(index, marks);
          });
        }
        return [...columns].flatMap(([index, marks]) =>
          [...marks.values()].some((ways) => ways.size > 1)
            ? [`"${heading}", column ${index + 1}: the same mark both named and bare`]
            : [],
        );
      }),
    );
    expect(mixed).toEqual([]);
  });
}

// A level's name beside its mark ("Pro only") broken over two lines of a narrow cell reads as two words
// stacked apart; on a phone the table shows the feature and one column, and the name must keep to one line.
for (const path of Object.keys(routes)) {
  test(`${path} keeps each comparison cell's level on one line at 360 px`, async ({ page }) => {
    await openLaidOut(page, path, 360);
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('main td span:has(> svg) > span')].flatMap((span) => {
        if (span.querySelector('*') || !span.textContent?.trim() || span.getBoundingClientRect().width <= 1) return [];
        // A flex item is one box however many lines it takes: count lines by its height.
        const lines = span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight);
        return lines > 1.5 ? [`"${span.textContent.trim()}"`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
}
