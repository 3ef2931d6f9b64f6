import { expect, test } from './fixtures.ts';

// A page's first layout skips its sections past the second (src/styles/first-layout.css), and the
// app shows them one a frame once the page has painted (src/lib/show-sections.ts).
const phone = { width: 375, height: 800 };

/** Whether each section's content is laid out now (false: skipped until it comes near the screen). */
const laidOut = () =>
  [...document.querySelectorAll('main > section')].map(
    (section) => section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
  );

test.describe('without JavaScript', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('the sections past the second are laid out only as they come near the screen', async ({ page }) => {
    await page.goto('/features/seo-audit');
    const first = await page.evaluate(laidOut);
    expect(first.length).toBeGreaterThan(4);
    expect(first.slice(0, 2)).toEqual([true, true]);
    expect(first.at(-1)).toBe(false);
    await page.locator('main > section').last().scrollIntoViewIfNeeded();
    // At the browser's next frame.
    await expect.poll(async () => (await page.evaluate(laidOut)).at(-1)).toBe(true);
  });
});

test('the app shows the skipped sections one a frame, then every section is laid out as any element', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(phone);
  // The frame in which each section was shown: a counter that every frame moves on.
  await page.addInitScript(() => {
    const state = { frame: 0, shownIn: [] as number[] };
    Object.assign(window, { sectionsShown: state });
    const tick = () => {
      state.frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver((records) => {
      for (const _record of records) state.shownIn.push(state.frame);
    }).observe(document, { subtree: true, attributeFilter: ['data-shown-sections'] });
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-shown-sections', 'all');
  const sections = await page.locator('main > section').count();
  const { shownIn } = await page.evaluate(
    () => (window as unknown as { sectionsShown: { shownIn: number[] } }).sectionsShown,
  );
  // Each section after the second, one a frame, and never a change to what React rendered.
  expect(shownIn).toHaveLength(sections - 2);
  expect(new Set(shownIn).size).toBe(shownIn.length);
  expect(await page.evaluate(laidOut)).toEqual(Array(sections).fill(true));
  expect(consoleErrors).toEqual([]);
  // Nothing is skipped on a page the app opens afterwards.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('main > section').nth(3)).toBeAttached();
  expect((await page.evaluate(laidOut)).every(Boolean)).toBe(true);
});
