// Issue 16: a card grid whose last row is short (3+2, 2+2+1) leaves a hole and reads as unfinished.
// Every list laid out in rows of several items must fill each row from edge to edge, and never strand
// one item under rows of several. Measured as laid out, on every route at a desktop, tablet and phone width.
import { routes } from '../../src/generated/site.ts';
import { expect, openLaidOut, test } from './fixtures.ts';

const widths = [1440, 768, 375];

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
          // Cards have a box (a border or a filled background) or sit in a grid; a centred strip of
          // unboxed marks (logos, breadcrumbs, tags) is not a card grid.
          const boxed = (item: Element) => {
            const own = getComputedStyle(item.firstElementChild?.tagName === 'A' ? item.firstElementChild : item);
            return own.borderTopWidth !== '0px' || own.backgroundColor !== 'rgba(0, 0, 0, 0)';
          };
          const items = [...list.children].filter((item) => item.getClientRects().length > 0);
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
          if (!gap && !stranded) return [];
          const heading = list.closest('section')?.querySelector('h1, h2')?.textContent ?? 'no heading';
          return [
            `"${heading}": rows of ${counts.join(' + ')}${gap ? ', a row short of the edges' : ', one item alone'}`,
          ];
        }),
      );
      found.push(...problems.map((problem) => `${width} px, ${problem}`));
    }
    expect(found).toEqual([]);
  });
}
