// Issue 16: a card grid whose last row is short (3+2, 2+2+1) leaves a hole and reads as unfinished.
// Every list laid out in rows of several items must fill each row from edge to edge, and never strand
// one item under rows of several, nor end on a row of fewer cards than a row above it (4 + 4 + 3: the short
// rows come first). A list set in newspaper columns must end its columns level. Measured as laid out, on
// every route at a desktop, tablet and two phone widths.
import { routes } from '../../src/generated/site.ts';
import { expect, openLaidOut, test } from './fixtures.ts';

const widths = [1440, 768, 375, 360];

for (const path of Object.keys(routes)) {
  test(`${path} has no card grid with an incomplete last row at ${widths.join(', ')} px`, async ({ page }) => {
    test.slow();
    const found: string[] = [];
    for (const width of widths) {
      await openLaidOut(page, path, width);
      const problems = await page.evaluate(() =>
        [...document.querySelectorAll('main ul, main ol, main dl')].flatMap((list) => {
          const style = getComputedStyle(list);
          const laidOut = style.display === 'grid' || (style.display === 'flex' && style.flexWrap === 'wrap');
          const heading = list.closest('section')?.querySelector('h1, h2')?.textContent ?? 'no heading';
          const items = [...list.children].filter((item) => item.getClientRects().length > 0);
          // Cards have a box (a border or a filled background) or sit in a grid; a centred strip of
          // unboxed marks (logos, breadcrumbs, tags) is not a card grid.
          const boxed = (item: Element) => {
            const own = getComputedStyle(item.firstElementChild?.tagName === 'A' ? item.firstElementChild : item);
            return own.borderTopWidth !== '0px' || own.backgroundColor !== 'rgba(0, 0, 0, 0)';
          };
          if (Number(style.columnCount) > 1 && items.length > 1 && items.every(boxed)) {
            // Newspaper columns of cards: as many in each, and their last cards' bottoms level.
            const columns = new Map<number, DOMRect[]>();
            for (const box of items.map((item) => item.getBoundingClientRect())) {
              const left = Math.round(box.left);
              columns.set(left, [...(columns.get(left) ?? []), box]);
            }
            const counts = [...columns.values()].map((column) => column.length);
            const bottoms = [...columns.values()].map((column) => Math.max(...column.map((box) => box.bottom)));
            if (columns.size < 2 || (new Set(counts).size === 1 && Math.max(...bottoms) - Math.min(...bottoms) < 4)) {
              return [];
            }
            return [`"${heading}": columns of ${counts.join(' + ')} items ending at different heights`];
          }
          if (!laidOut || items.length < 3 || (style.display !== 'grid' && !items.every(boxed))) return [];
          const rows: DOMRect[][] = [];
          for (const box of items.map((item) => item.getBoundingClientRect())) {
            const row = rows.at(-1);
            if (row && box.top < Math.max(...row.map((other) => other.bottom)) - 1) row.push(box);
            else rows.push([box]);
          }
          const counts = rows.map((row) => row.length);
          if (rows.length < 2 || counts.every((count) => count === 1)) return [];
          const left = Math.min(...rows.flat().map((box) => box.left));
          const right = Math.max(...rows.flat().map((box) => box.right));
          const gap = rows.some((row) => {
            const start = Math.min(...row.map((box) => box.left));
            const end = Math.max(...row.map((box) => box.right));
            return start - left > 2 || right - end > 2;
          });
          const stranded = counts.at(-1) === 1;
          const shortLast = counts.at(-1)! < Math.max(...counts);
          if (!gap && !stranded && !shortLast) return [];
          const why = gap
            ? 'a row short of the edges'
            : stranded
              ? 'one item alone'
              : 'a last row shorter than one above';
          return [`"${heading}": rows of ${counts.join(' + ')}, ${why}`];
        }),
      );
      found.push(...problems.map((problem) => `${width} px, ${problem}`));
    }
    expect(found).toEqual([]);
  });
}
