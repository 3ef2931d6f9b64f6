// Centred text is for a line or two: a longer centred paragraph makes the eye hunt for the start
// of every line. And a page's or a section's heading and the intro under it share one alignment (issue 16: a centred
// heading over a flush-left intro looks misplaced); a flush-left opening fills the width on a desktop
// rather than leaving an empty column beside it. Measured as laid out, at a desktop and a phone width.
import { routes } from '../../src/generated/site.ts';
import { expect, openLaidOut, test } from './fixtures.ts';

// The not-found page is no route of site.yaml: an unknown path shows it.
for (const path of [...Object.keys(routes), '/no-such-page']) {
  test(`${path} has no centred paragraph longer than two lines, nor a heading aligned apart from its intro, at 1440 and 375 px`, async ({
    page,
  }) => {
    test.slow();
    const long: string[] = [];
    for (const width of [1440, 375]) {
      await openLaidOut(page, path, width);
      const found = await page.evaluate(() =>
        [...document.querySelectorAll('p')].flatMap((p) => {
          const style = getComputedStyle(p);
          if (style.textAlign !== 'center' || p.getClientRects().length === 0) return [];
          const height = p.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          const lines = Math.round(height / parseFloat(style.lineHeight));
          return lines > 2 ? [`${lines} lines: "${p.textContent?.slice(0, 60)}…"`] : [];
        }),
      );
      long.push(...found.map((text) => `${width} px, ${text}`));
      const opening = await page.evaluate(() => {
        const heading = document.querySelector('main h1');
        // The intro follows the h1, or opens the column beside it.
        const intro = heading?.nextElementSibling ?? heading?.parentElement?.nextElementSibling?.firstElementChild;
        if (!heading || intro?.tagName !== 'P') return [];
        const align = (element: Element) => getComputedStyle(element).textAlign.replace('start', 'left');
        if (align(heading) !== align(intro)) return [`the h1 is ${align(heading)}, its intro ${align(intro)}`];
        // What the opening's grid holds (text, a product picture) must reach across most of the page.
        const grid = heading.closest('.container-page');
        const container = grid?.getBoundingClientRect();
        const right = Math.max(...[...(grid?.children ?? [])].map((element) => element.getBoundingClientRect().right));
        if (align(heading) === 'left' && container && right < container.left + container.width * 0.75) {
          return ['a flush-left opening leaves the right of the page empty'];
        }
        return [];
      });
      long.push(...opening.map((text) => `${width} px, ${text}`));
      // The same for each section's heading and the intro under it.
      const sections = await page.evaluate(() =>
        [...document.querySelectorAll('main h2')].flatMap((heading) => {
          const intro = heading.nextElementSibling;
          if (intro?.tagName !== 'P' || intro.getClientRects().length === 0) return [];
          const align = (element: Element) => getComputedStyle(element).textAlign.replace('start', 'left');
          if (align(heading) === align(intro)) return [];
          return [`"${heading.textContent?.slice(0, 40)}": the h2 is ${align(heading)}, its intro ${align(intro)}`];
        }),
      );
      long.push(...sections.map((text) => `${width} px, ${text}`));
    }
    expect(long).toEqual([]);
  });
}
