import { expect, test } from './fixtures.ts';

// The stylesheet every page loads first is minified once, by Tailwind (vite.config.ts). A second
// pass, Vite's, wrote each theme colour twice, in hex and then again in lab() for browsers that
// have it: a fallback for browsers older than any the site supports, ~2 kB of the file.
test('the stylesheet states each theme colour once', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="stylesheet"][href^="/assets/"]').getAttribute('href');
  const css = await (await request.get(href!)).text();
  expect(css).toMatch(/:root,:host\{[^}]*--color-slate-900:/);
  expect(css).not.toContain('@supports (color:lab(');
});
