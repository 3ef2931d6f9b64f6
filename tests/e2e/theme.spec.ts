// The dark theme: readable on every route, chosen by the system or the header's button, and
// there from the first paint.
import { routes } from '../../src/generated/site.ts';
import { axe, expect, test } from './fixtures.ts';

for (const path of Object.keys(routes)) {
  test(`${path} passes axe in the dark theme`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await axe(page)).toEqual([]);
  });
}

test('the header button switches the theme, and the choice holds after a reload from the first paint on', async ({
  page,
}) => {
  test.slow();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  // The class <html> has when the parser reaches <body>: before anything is painted, and before the app's scripts run.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      Object.assign(window, { classAtBody: document.documentElement.className });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const classAtBody = () => page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody);

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  expect(await classAtBody()).toMatch(/\bdark\b/);
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  // The choice outranks the system's preference, both ways.
  await page.emulateMedia({ colorScheme: 'dark' });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  expect(await classAtBody()).not.toMatch(/\bdark\b/);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('with no choice made, the theme follows the system, and the phone header offers the button too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
