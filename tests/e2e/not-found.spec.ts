import { expect, test } from './fixtures.ts';

test('an unknown path answers 404 and offers the way home', async ({ page, request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Oops! Page not found');

  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no-such-page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  // The prerendered 404 page shows at once; the app logs the path once it has hydrated.
  await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true);
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('h1')).toHaveCount(1);
});

test('a short path redirects to its page', async ({ page }) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/support\/docs$/);
});
