import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every test page: Google's tag is answered locally (this machine has no internet), and
 * console errors are collected so a test can assert there were none.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/googletagmanager\.com/, (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
    await use(errors);
  },
});

/**
 * Opens `path` with Playwright's clock in place of the page's, then stops the clock: a test
 * moves time on with `page.clock.runFor(ms)`, so a timing test neither sleeps nor races a busy
 * machine. Time flows while the page loads, and the jump to the pause runs what waited (the analytics tag).
 */
export async function pauseClockAfterLoad(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
}

/** Opens `path` at `width` px with its web font in place, so what a test measures is the final layout. */
export async function openLaidOut(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
}

/** Axe's violations on the page as it is now, one line each. Axe reports only violations: collecting passes and incomplete results costs most of its time. */
export const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/**
 * `target` was scrolled to the top of what the sticky header leaves free: in full view, its top
 * below the header's bottom edge, and not far below it (so not merely somewhere on screen).
 */
export async function expectJustBelowHeader(page: Page, target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  await expect(async () => {
    const [header, box] = [await page.getByRole('banner').boundingBox(), await target.boundingBox()];
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(box!.y).toBeLessThan(header!.y + header!.height + 64);
  }).toPass();
}

export { expect };
