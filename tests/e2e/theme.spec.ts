// The dark theme: readable on every route, chosen by the system or the header's button, and
// there from the first paint. Docs pages are also checked at a desktop and a phone width in both
// themes (the light theme at other widths: gates.spec).
import { readFileSync } from 'node:fs';
import { routes } from '../../src/generated/site.ts';
import type { Page } from '../../src/generated/types.ts';
import { axe, expect, test } from './fixtures.ts';

/** A docs-layout page: its sidebar, contents list and drawer differ most between a desktop and a phone. */
const isDocs = (path: string) =>
  (JSON.parse(readFileSync(`src/generated/data/${routes[path]}.json`, 'utf8')) as Page).layout === 'docs';

for (const path of Object.keys(routes)) {
  // Docs pages in both themes, each at a desktop and a phone width; one test per theme keeps each
  // within its time on a busy machine.
  for (const scheme of isDocs(path) ? (['dark', 'light'] as const) : (['dark'] as const)) {
    const widths = isDocs(path) ? [1440, 375] : [];
    test(`${path} passes axe in the ${scheme} theme${widths.length ? ` at ${widths.join(' and ')} px` : ''}`, async ({
      page,
    }) => {
      // A long page and up to two full axe runs: a busy two-core machine needs minutes.
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path, { waitUntil: 'networkidle' });
      if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      if (widths.length === 0) expect(await axe(page)).toEqual([]);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        expect(await axe(page), `axe at ${width} px`).toEqual([]);
      }
    });
  }
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
