import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { fillFacts } from '../../scripts/check/facts.ts';
import { routes } from '../../src/generated/site.ts';
import { expect, test } from './fixtures.ts';

// Issue 16: a visitor sees the product (a mock-up) on the first screen of the home page and of
// every feature page, and the plan prices on the first screen of /pricing.
const root = join(import.meta.dirname, '..', '..');
const productPages = Object.keys(routes).filter((path) => path === '/' || path.startsWith('/features/'));
const screens = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

for (const viewport of screens) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of productPages) {
      test(`${path} shows a product mock-up in its hero on the first screen`, async ({ page }) => {
        await page.goto(path);
        const mockup = page.locator('main > section').first().getByRole('img').first();
        await expect(mockup, `the hero of ${path} holds no image`).toBeVisible();
        await expect(mockup).toHaveAccessibleName(/\S/);
        const box = await mockup.boundingBox();
        // Its top third at least is on screen without scrolling.
        expect(box!.y + box!.height / 3, `the mock-up on ${path} starts below the first screen`).toBeLessThanOrEqual(
          viewport.height,
        );
      });
    }
  });
}

test.describe('at 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('/pricing shows every plan price on the first screen', async ({ page }) => {
    const facts = parse(readFileSync(join(root, 'site.yaml'), 'utf8')).facts;
    const pricing = parse(readFileSync(join(root, 'pages', 'pricing.yaml'), 'utf8'));
    const plans: { name: string; price: string }[] = pricing.sections.find(
      (section: { type: string }) => section.type === 'pricing-cards',
    ).plans;
    await page.goto('/pricing');
    for (const plan of plans) {
      const price = page.getByText(`$${fillFacts(String(plan.price), facts).value}`, { exact: true }).first();
      await expect(price, `${plan.name}'s price`).toBeInViewport();
    }
  });
});

// Issue 20: on a phone as Lighthouse's mobile run emulates it, the hero's mock-up, the page's
// largest paint, downloads a copy drawn for that screen: not the 960-pixel one, whose extra
// bytes held back the largest paint, nor one too small to be sharp.
test.describe('on a 412 px phone at 1.75 device pixels a CSS pixel', () => {
  // The screen too: Playwright's desktop device keeps a 1920-pixel screen, for which the browser's
  // preload scanner fetched the widest copy as well.
  const phone = { width: 412, height: 823 };
  test.use({ viewport: phone, screen: phone, deviceScaleFactor: 1.75, isMobile: true });
  for (const path of productPages) {
    test(`${path} downloads a copy of its hero mock-up sized for the phone`, async ({ page }) => {
      await page.goto(path);
      const mockup = page.locator('main > section').first().getByRole('img').first();
      await expect(mockup).toHaveJSProperty('complete', true);
      // The file's own pixels: naturalWidth is in CSS pixels, scaled by the srcset's descriptor.
      const { natural, shown } = await mockup.evaluate(async (img: HTMLImageElement) => ({
        natural: (await createImageBitmap(await (await fetch(img.currentSrc)).blob())).width,
        shown: img.getBoundingClientRect().width * devicePixelRatio,
      }));
      expect(natural, `${path}: ${natural} pixels for ${Math.round(shown)} on screen`).toBeGreaterThanOrEqual(
        shown * 0.9,
      );
      expect(natural, `${path}: ${natural} pixels for ${Math.round(shown)} on screen`).toBeLessThanOrEqual(shown * 1.3);
    });
  }
});
