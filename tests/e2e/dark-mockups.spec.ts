// Issue 16: the product mock-ups are drawn light, and in the dark theme they glared off a dark page.
// The dark theme shows each mock-up's dark copy (scripts/build/dark-drawing.ts), not a filter over the
// light one: dark on the whole (its pixels' mean lightness under half), the same size as in the light
// theme (no shift when the theme is known), with the WordPress admin bar as dark as WordPress draws it.
// The light theme shows the light drawings and never fetches a dark copy. Measured on the pages whose
// data names a mock-up, at a desktop width.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { routes } from '../../src/generated/site.ts';
import { mockups } from '../../src/lib/mockups.ts';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
// The first few pages that show a mock-up as a hero's media or a feature row's screen.
const paths = Object.entries(routes)
  .filter(([, name]) => /"mockup"|"media"/.test(readFileSync(`src/generated/data/${name}.json`, 'utf8')))
  .map(([path]) => path)
  .slice(0, 3);
const names = Object.values(mockups).map((mockup) => mockup.src.replace(/^\/images\/|\.svg$/g, ''));

/** The pixels a screenshot of the image shows, as lightness (0 dark to 1 white) by row. */
async function rowsOf(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.height }, (_, y) => {
    let sum = 0;
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels;
      sum += 0.2126 * data[at]! + 0.7152 * data[at + 1]! + 0.0722 * data[at + 2]!;
    }
    return sum / info.width / 255;
  });
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The mock-ups the page shows, in order: each one's drawing, size and lightness by row. */
async function shownMockups(images: Locator) {
  const shown: { drawing: string; size: string; rows: number[]; filter: string }[] = [];
  const isMockup = (drawing: string) => names.some((name) => new RegExp(`/(images|_images)/${name}[-.]`).test(drawing));
  for (const image of await images.all()) {
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
    const box = (await image.boundingBox())!;
    shown.push({
      drawing: await image.evaluate((img: HTMLImageElement) => img.currentSrc),
      size: `${Math.round(box.width)}×${Math.round(box.height)}`,
      rows: await rowsOf(await image.screenshot()),
      filter: await image.evaluate((img: HTMLImageElement) => getComputedStyle(img).filter),
    });
  }
  return shown.filter(({ drawing }) => isMockup(drawing));
}

for (const path of paths) {
  test(`${path}: the dark theme shows the mock-ups' dark copies, the same size; the light one never fetches them`, async ({
    page,
  }) => {
    test.slow();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const images = page.locator('main img');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    const light = await shownMockups(images);
    expect(light.length).toBeGreaterThan(0);
    for (const { drawing, filter } of light) {
      expect(drawing, 'the light drawing').not.toMatch(/[-.]dark[-.]/);
      expect(filter).toBe('none');
    }
    await page.waitForLoadState('networkidle');
    expect(
      fetched.filter((url) => /[-.]dark[-.]/.test(url)),
      'dark copies fetched in the light theme',
    ).toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    const dark = await shownMockups(images);
    expect(
      dark.map(({ size }) => size),
      'the same sizes, in the same order',
    ).toEqual(light.map(({ size }) => size));
    for (const { drawing, rows, filter } of dark) {
      expect(drawing, 'the dark copy').toMatch(/[-.]dark[-.]/);
      expect(filter, `${drawing} is drawn dark, not filtered`).toBe('none');
      expect(mean(rows), `${drawing}: mean lightness`).toBeLessThan(0.5);
    }
  });
}

test('the dashboard keeps its WordPress admin bar dark in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const image = page.locator('main img[src="/images/dashboard.dark.svg"]');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  const rows = await rowsOf(await image.screenshot());
  // The admin bar lies between 52 and 80 of the drawing's 750 rows (public/images/dashboard.svg):
  // WordPress's #1d2327, not the light grey an inverted drawing showed.
  const bar = rows.slice(Math.ceil((rows.length * 56) / 750), Math.floor((rows.length * 76) / 750));
  expect(Math.max(...bar)).toBeLessThan(0.3);
});
