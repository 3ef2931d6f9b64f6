import { expect, test } from './fixtures.ts';

test('the docs menu selects the first article, collapses sections and follows deep links', async ({ page }) => {
  await page.goto('/ai-writer');
  const guide = page.getByRole('navigation', { name: 'In this guide' });
  const firstLink = guide.getByRole('link').first();
  await expect(firstLink).toHaveAttribute('aria-current', 'true');
  const firstArticle = page.locator('article:not([hidden])');
  await expect(firstArticle).toHaveCount(1);
  const section = guide.getByRole('button').first();
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');

  const lastLink = guide.getByRole('link').last();
  const target = (await lastLink.getAttribute('href'))!;
  await page.goto(`/ai-writer${target}`);
  await expect(page.locator(`article${target}`)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'All guides' }).getByRole('link', { name: 'AI Writer' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('every article is in the prerendered HTML', async ({ request }) => {
  const html = await (await request.get('/ai-writer')).text();
  expect((html.match(/<article /g) ?? []).length).toBeGreaterThan(2);
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the docs menu is a drawer that Escape closes', async ({ page }) => {
    await page.goto('/seo-score');
    await page.getByRole('button', { name: 'Browse this guide' }).click();
    const drawer = page.getByRole('dialog', { name: 'Guide menu' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Browse this guide' }).click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });
});

test('help tabs work by keyboard', async ({ page }) => {
  await page.goto('/internal-link');
  // The page's own tabs, not the docs menu's tabs in the sidebar.
  const tabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'Dashboard' }) });
  await expect(tabs.getByRole('tab')).toHaveText(['Dashboard', 'Page', 'Posts', 'Custom Posts', 'Analytics']);
  await tabs.getByRole('tab', { name: 'Dashboard' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Page' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Page' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
});

test('the help centre search finds an article by a word in its text', async ({ page }) => {
  // The search box becomes interactive once its chunk has loaded and hydrated.
  await page.goto('/knowledge-base', { waitUntil: 'networkidle' });
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.fill('Gunning');
  await expect(box).toHaveValue('Gunning');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/#[a-z0-9-]+$/);
  await expect(page.locator('article:not([hidden])')).toContainText(/Gunning/i);
  await page.goto('/knowledge-base', { waitUntil: 'networkidle' });
  await page.getByRole('combobox', { name: 'Search the documentation' }).fill('zzzqqq');
  await expect(page.getByText(/No articles match/)).toBeVisible();
});

test("a link to a docs menu section opens that section's first article", async ({ page }) => {
  await page.goto('/seo-score#core-web-vitals', { waitUntil: 'networkidle' });
  await expect(page.locator('article:not([hidden])')).toHaveAttribute('id', 'largest-contentful-paint');
});

// The docs layout is a lazy chunk (issue 20): only docs pages preload it, and it arrives with the entry.
test('only docs pages preload the docs layout, which hydrates without a request after the entry', async ({
  page,
  request,
  consoleErrors,
}) => {
  const docsPreload = /<link rel="modulepreload" href="\/assets\/DocsArticles-[\w-]+\.js"[^>]*>/;
  expect(await (await request.get('/')).text()).not.toMatch(docsPreload);
  const html = await (await request.get('/ai-writer')).text();
  expect(html).toMatch(docsPreload);
  // In the head, so the preload scanner finds it before the body.
  expect(html.indexOf('DocsArticles-')).toBeLessThan(html.indexOf('<body'));

  const docsChunkRequests: number[] = [];
  page.on('request', (req) => req.url().includes('/assets/DocsArticles-') && docsChunkRequests.push(1));
  await page.goto('/ai-writer', { waitUntil: 'networkidle' });
  expect(docsChunkRequests).toHaveLength(1);
  // Hydrated: the menu reacts, and the search dialog opens from the keyboard.
  const guide = page.getByRole('navigation', { name: 'In this guide' });
  await expect(guide.getByRole('link').first()).toHaveAttribute('aria-current', 'true');
  const section = guide.getByRole('button').first();
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog', { name: 'Search the docs' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a client-side navigation to a docs page loads its layout', async ({ page, consoleErrors }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // Home links to no docs guide: go there as the router does for Back and Forward. Again if the
  // router was not listening yet (on a loaded machine the page can still be hydrating).
  await expect(async () => {
    await page.evaluate(() => {
      history.pushState(null, '', '/ai-writer');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/ai-writer');
    await expect(page.getByRole('navigation', { name: 'In this guide' }).getByRole('link').first()).toHaveAttribute(
      'aria-current',
      'true',
      { timeout: 2000 },
    );
  }).toPass();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a docs guide does not embed the Markdown it draws, and shows it again when the app returns to it', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The data the page hydrates with names its drawn bodies instead of repeating their HTML.
  const html = await (await request.get('/ai-writer')).text();
  const embedded = html.match(/<script id="page-data" type="application\/json">(.*?)<\/script>/s)?.[1] ?? '';
  expect(JSON.parse(embedded).name).toBe('ai-writer');
  expect(JSON.parse(embedded).data.sections.length).toBeGreaterThan(0);
  expect(JSON.stringify(JSON.parse(embedded))).not.toContain('<p>');

  await page.goto('/ai-writer', { waitUntil: 'networkidle' });
  const blocks = page.locator('[data-markdown]');
  const drawn = await blocks.allTextContents();
  expect(drawn.join('')).not.toBe('');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.evaluate(() => {
    history.pushState(null, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('navigation', { name: 'In this guide' })).toHaveCount(0);
  // Back, within the app: the guide renders again from the data it hydrated with.
  await page.goBack();
  await expect(page).toHaveURL('/ai-writer');
  await expect.poll(() => blocks.allTextContents()).toEqual(drawn);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

// A build writes one file a page (issue 20: each file a build creates costs): a page reached within
// the app takes its data from that page's prerendered HTML, drawn Markdown included.
test('a docs guide reached within the app draws the Markdown its own page does, read from that page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/ai-writer', { waitUntil: 'networkidle' });
  const drawn = await page.locator('[data-markdown]').allTextContents();
  expect(drawn.join('')).not.toBe('');
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.evaluate(() => {
    history.pushState(null, '', '/ai-writer');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => page.locator('[data-markdown]').allTextContents()).toEqual(drawn);
  expect(requested).toContain('/ai-writer');
  expect(requested.filter((path) => path.startsWith('/_data/'))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(consoleErrors).toEqual([]);
});
