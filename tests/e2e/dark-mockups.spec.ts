// Issue 16: the product mock-ups are drawn light, and in the dark theme they glared off a dark page. In
// the dark theme each mock-up on screen must be dark on the whole (its pixels' mean lightness under half),
// keep the size it has in the light theme (no shift when the theme is known), and the light theme shows it
// untouched. Measured on the pages whose data names a mock-up, at a desktop width.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { routes } from '../../src/generated/site.ts';
import { mockups } from '../../src/lib/mockups.ts';
import { expect, test } from './fixtures.ts';

const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
const sources = Object.values(mockups).map((mockup) => mockup.src);
// The first few pages that show a mock-up as a hero's media or a feature row's screen.
const paths = Object.entries(routes)
  .filter(([, name]) => /"mockup"|"media"/.test(readFileSync(`src/generated/data/${name}.json`, 'utf8')))
  .map(([path]) => path)
  .slice(0, 3);

/** Mean lightness (0 dark to 1 white) of the pixels a screenshot of the image shows. */
async function lightness(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    sum += 0.2126 * data[index]! + 0.7152 * data[index + 1]! + 0.0722 * data[index + 2]!;
  }
  return sum / (data.length / info.channels) / 255;
}

for (const path of paths) {
  test(`${path}: the mock-ups are dark in the dark theme, untouched in the light one, and the same size`, async ({
    page,
  }) => {
    test.slow();
    const found: Record<string, { size: string; lightness: number; filter: string }> = {};
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const images = page.locator(sources.map((src) => `main img[src="${src}"]`).join(', '));
      const count = await images.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const image = images.nth(index);
        if (!(await image.isVisible())) continue;
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeTruthy();
        const box = (await image.boundingBox())!;
        const key = `${index} ${await image.getAttribute('src')}`;
        const shown = await lightness(await image.screenshot());
        const filter = await image.evaluate((img) => getComputedStyle(img).filter);
        if (scheme === 'light') {
          found[key] = { size: `${Math.round(box.width)}×${Math.round(box.height)}`, lightness: shown, filter };
          expect(filter, `${key} in the light theme`).toBe('none');
        } else {
          expect(`${Math.round(box.width)}×${Math.round(box.height)}`, `${key} keeps its size`).toBe(found[key]!.size);
          expect(shown, `${key}: mean lightness in the dark theme`).toBeLessThan(0.5);
        }
      }
    }
  });
}
