// Centred text is for a line or two: a longer centred paragraph makes the eye hunt for the start
// of every line. Measured as laid out, at a desktop and a phone width.
import { routes } from '../../src/generated/site.ts';
import { expect, openLaidOut, test } from './fixtures.ts';

// The not-found page is no route of site.yaml: an unknown path shows it.
for (const path of [...Object.keys(routes), '/no-such-page']) {
  test(`${path} has no centred paragraph longer than two lines at 1440 and 375 px`, async ({ page }) => {
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
    }
    expect(long).toEqual([]);
  });
}
