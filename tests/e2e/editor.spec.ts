import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { sectionTypes } from '../../scripts/lib/schemas.ts';
import { expect, test } from './fixtures.ts';

const dist = join(import.meta.dirname, '..', '..', 'dist');

test("a visitor who opens a page's old address lands on its new one", async ({ page, consoleErrors }) => {
  await page.goto('/plans');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('pricing', { ignoreCase: true });
  expect(consoleErrors).toEqual([]);
});

test("a short address from site.yaml's redirects lands on its page", async ({ page }) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/support\/docs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an old address tells search engines where the page lives now, and hosts get a _redirects file', async ({
  request,
}) => {
  // A host that reads _redirects, as npm start does, answers with a 301 and keeps the file to itself.
  const moved = await request.get('/plans', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/pricing');
  expect((await request.get('/_redirects')).status()).toBe(404);
  expect(readFileSync(join(dist, '_redirects'), 'utf8').split('\n')).toContain('/plans /pricing 301');
  // A host that does not serves the page written for it.
  const html = readFileSync(join(dist, 'plans', 'index.html'), 'utf8');
  expect(html).toContain('<link rel="canonical" href="https://ranksuite.com/pricing">');
  expect(html).toContain('<meta name="robots" content="noindex">');
});

test('the section gallery is left out of the built site', async ({ request }) => {
  expect((await request.get('/_gallery')).status()).toBe(404);
  const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  expect(assets.filter((name) => readFileSync(join(dist, 'assets', name), 'utf8').includes('Section gallery'))).toEqual(
    [],
  );
});

test('npm run dev shows every section type in the section gallery and follows old addresses', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  // Its own port and optimiser cache, so it cannot collide with another dev server on this machine.
  const cacheDir = join(tmpdir(), `vite-gallery-${process.pid}`);
  const server = await createServer({ logLevel: 'silent', cacheDir, server: { port: 0, strictPort: true } });
  await server.listen();
  try {
    await page.goto(`${server.resolvedUrls!.local[0]}_gallery`);
    await expect(page.getByRole('heading', { level: 1, name: 'Section gallery' })).toBeVisible({ timeout: 60_000 });
    for (const type of sectionTypes) {
      const section = page.getByRole('region', { name: `type: ${type}` });
      await expect(section.getByRole('heading', { name: `type: ${type}` })).toBeVisible();
      await expect(section.locator(':scope > :nth-child(2)')).toBeVisible(); // the first example, under the label
    }
    expect(consoleErrors).toEqual([]);
    await page.goto(`${server.resolvedUrls!.local[0]}plans`);
    await expect(page).toHaveURL(/\/pricing$/);
  } finally {
    await server.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
});
