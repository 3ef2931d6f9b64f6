import { routes } from '../../src/generated/site.ts';
import { expect, test } from './fixtures.ts';

for (const path of Object.keys(routes)) {
  test(`${path} has its h1 in the prerendered HTML and renders without console errors`, async ({ page, request, consoleErrors }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toMatch(/<title>[^<]{10,60}<\/title>/);
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
}
