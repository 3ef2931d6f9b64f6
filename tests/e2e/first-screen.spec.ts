import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../../src/generated/site.ts';
import type { Page as PageData, PricingCardsSection } from '../../src/generated/types.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 16: a visitor sees the product (a mock-up) on the first screen of the home page and of
// every feature page, and the plan prices on the first screen of /pricing, on a phone as on a desktop.
const productPages = Object.keys(routes).filter((path) => path === '/' || path.startsWith('/features/'));
// The plans as the built page shows them, facts filled in, so an editor's new price or plan is covered too.
const pricing = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'src', 'generated', 'data', `${routes['/pricing']}.json`), 'utf8'),
) as PageData;
const { plans } = pricing.sections.find((section) => section.type === 'pricing-cards') as PricingCardsSection;

/** How much of the hero's mock-up each screen shows unscrolled: all of it, but on the shortest phone, most of it. */
const screens = [
  { width: 1440, height: 900, shown: 1 },
  { width: 375, height: 812, shown: 1 },
  { width: 360, height: 740, shown: 1 },
  { width: 375, height: 667, shown: 0.6 },
];

for (const { shown, ...viewport } of screens) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of productPages) {
      test(`${path} shows ${shown * 100}% of a product mock-up in its hero on the first screen`, async ({ page }) => {
        await page.goto(path);
        const mockup = page.locator('main > section').first().getByRole('img').first();
        await expect(mockup, `the hero of ${path} holds no image`).toBeVisible();
        await expect(mockup).toHaveAccessibleName(/\S/);
        await expect(mockup, `less than ${shown * 100}% of the mock-up on ${path} is on screen`).toBeInViewport({
          ratio: shown,
        });
      });
    }
  });
}

/** The card of a plan: the list item headed with its name. */
const cardOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

// Every plan's price on the first screen, whole; on a desktop its button too, a laptop's 720 pixels included.
for (const { buttons, ...viewport } of [
  { width: 1440, height: 900, buttons: true },
  { width: 1280, height: 720, buttons: true },
  { width: 375, height: 812, buttons: false },
  { width: 375, height: 667, buttons: false },
  { width: 360, height: 740, buttons: false },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    test(`/pricing shows every plan's price${buttons ? ' and button' : ''} on the first screen`, async ({ page }) => {
      await page.goto('/pricing');
      for (const plan of plans) {
        const card = cardOf(page, plan.name);
        await expect(card.getByText(`$${plan.price}`, { exact: true }), `${plan.name}'s price`).toBeInViewport({
          ratio: 1,
        });
        // A compact card on a phone keeps its badge ('Most Popular').
        if (plan.badge) await expect(card.getByText(plan.badge, { exact: true })).toBeInViewport({ ratio: 1 });
        if (buttons) {
          await expect(card.getByRole('link', { name: plan.action.label }), `${plan.name}'s button`).toBeInViewport({
            ratio: 1,
          });
        }
      }
    });
  });
}

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
