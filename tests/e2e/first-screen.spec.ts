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
