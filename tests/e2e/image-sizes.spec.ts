import { expect, test } from './fixtures.ts';

// Issue 20: each picture's `sizes` (src/components/ui/Picture.tsx, shownAt) tells the browser how
// wide the layout shows it, so it downloads a copy near that width: a desktop took the 1,440-pixel
// copy of a 612-pixel hero when every picture said "1024px". One page for each kind of picture:
// the hero and the screenshot (home), an image beside text (contact), a tab's image, a docs
// article's image, the bento grid's screen (a feature page).
const pages = ['/', '/contact', '/internal-link', '/ai-writer', '/features/seo-audit'];
const screens = [
  { width: 1440, height: 900, deviceScaleFactor: 1 },
  { width: 1024, height: 768, deviceScaleFactor: 1 },
  { width: 768, height: 1024, deviceScaleFactor: 2 },
  { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true },
];

for (const { width, height, ...device } of screens) {
  test.describe(`at ${width} px, ${device.deviceScaleFactor} device pixels a CSS pixel`, () => {
    const screen = { width, height };
    test.use({ viewport: screen, screen, ...device });
    for (const path of pages) {
      test(`${path}: every picture downloads a copy near the size it is shown at`, async ({ page }) => {
        await page.goto(path);
        const pictures = page.locator('main picture:not(.drawing-dark) img');
        const count = await pictures.count();
        expect(count, `${path} shows no picture`).toBeGreaterThan(0);
        for (let index = 0; index < count; index += 1) {
          const img = pictures.nth(index);
          if (!(await img.isVisible())) continue; // the bento's screen is left out on phones
          await img.scrollIntoViewIfNeeded();
          await expect(img).toHaveJSProperty('complete', true);
          // The file's own pixels: naturalWidth is in CSS pixels, scaled by the srcset's descriptor.
          const { file, shown, src } = await img.evaluate(async (element: HTMLImageElement) => ({
            file: (await createImageBitmap(await (await fetch(element.currentSrc)).blob())).width,
            shown: element.getBoundingClientRect().width * devicePixelRatio,
            src: element.currentSrc,
          }));
          const what = `${path}: ${src} (${file} pixels) for ${Math.round(shown)} device pixels`;
          expect(file, what).toBeGreaterThanOrEqual(shown * 0.9);
          expect(file, what).toBeLessThanOrEqual(shown * 1.5);
        }
      });
    }
  });
}
