import { expect, pauseClockAfterLoad, test } from './fixtures.ts';

test.describe('on a wide screen', () => {
  test('a dropdown opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await pauseClockAfterLoad(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const features = nav.getByRole('button', { name: 'Features' });
    await features.hover();
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /AI Site Planner/ })).toBeVisible();
    await page.mouse.move(5, 600);
    await page.clock.runFor(149);
    await expect(nav.getByRole('link', { name: /AI Site Planner/ })).toBeVisible();
    await page.clock.runFor(1);
    await expect(features).toHaveAttribute('aria-expanded', 'false');
  });

  test('only one dropdown is open at a time', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Features' }).hover();
    await nav.getByRole('button', { name: 'Tools' }).hover();
    await expect(nav.getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Features' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard opens a dropdown, Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const solutions = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Bloggers/ }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();
  });

  test('the menus link to the spec paths and Login opens a new tab', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Tools' }).click();
    for (const [name, href] of [
      ['Bulk Editor', '/tools/bulk-editor'],
      ['Robots & Sitemap', '/tools/robots-sitemap'],
      ['Redirects', '/tools/redirects'],
      ['Integrations', '/tools/integrations'],
    ]) {
      // Named by its label alone; the line under it describes it.
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAccessibleDescription(/\S/);
    }
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    const login = page.getByRole('link', { name: /^Login/ });
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'RankSuite home' })).toHaveAttribute('href', '/');
  });
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button toggles the menu, groups expand on tap and a link closes it', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator('#mobile-menu');
    // Its links are made when it opens: the desktop menus carry them for crawlers.
    await expect(menu.locator('a')).toHaveCount(0);
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Features' }).click();
    await menu.getByRole('link', { name: 'AI Writing Suite' }).click();
    await expect(page).toHaveURL('/features/writing-suite');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
