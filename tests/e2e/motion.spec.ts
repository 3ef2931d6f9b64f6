import { expect, test } from './fixtures.ts';

// The sections' rise into view (src/styles/theme.css): from a tablet's width up, and never for
// a visitor who asked for less motion. Phones go without it: it cost their first paint's work.
const sectionAnimations = () =>
  document
    .getAnimations()
    .filter(
      (animation) =>
        animation instanceof CSSAnimation &&
        animation.animationName === 'section-rise' &&
        (animation.effect as KeyframeEffect).target?.matches('main section'),
    ).length;

test('sections rise into view on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/features/seo-audit');
  expect(await page.evaluate(sectionAnimations)).toBeGreaterThan(3);
});

test('sections stay still for a visitor who asked for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/features/seo-audit');
  expect(await page.evaluate(sectionAnimations)).toBe(0);
});

test('sections stay still on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/features/seo-audit');
  expect(await page.evaluate(sectionAnimations)).toBe(0);
});
