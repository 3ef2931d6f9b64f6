import { site } from '../../src/generated/site.ts';
import { expect, test } from './fixtures.ts';

test('the page hydrates and then navigates without reloading', async ({ page, consoleErrors }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('pricing', { ignoreCase: true });
  await expect(page).toHaveTitle(/Pricing/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('the analytics tag is fetched only after the page has loaded and painted', async ({ page }) => {
  await page.goto('/pricing');
  const tag = page.locator('script[src^="https://www.googletagmanager.com/gtag/js?id="]');
  await expect(tag).toHaveCount(1);
  // The resource entry appears once the request has finished, a moment after the element.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('googletagmanager.com')),
      ),
    )
    .toBe(true);
  const timings = await page.evaluate(() => ({
    tag: performance.getEntriesByType('resource').find((entry) => entry.name.includes('googletagmanager.com'))!
      .startTime,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    painted: performance.getEntriesByName('first-contentful-paint')[0].startTime,
  }));
  expect(timings.loaded).toBeGreaterThan(0);
  expect(timings.tag).toBeGreaterThan(timings.loaded);
  expect(timings.tag).toBeGreaterThan(timings.painted);
});

test("the app's script asks the browser to compile all of it while it downloads", async ({ request }) => {
  const html = await (await request.get('/pricing')).text();
  // Named to the hashed loader, which starts it (scripts/build/script-loader.ts).
  const src = /<script data-entry="([^"]+)">/.exec(html)?.[1];
  expect(src).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  // V8's compile hint counts only as the very first line of the file.
  expect((await (await request.get(src!)).text()).split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
});

test('analytics sends one page_view per route with title, location and path', async ({ page }) => {
  await page.goto('/pricing?plan=premium', { waitUntil: 'networkidle' });
  const views = () =>
    page.evaluate(() =>
      ((window.dataLayer ?? []) as IArguments[])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view'),
    );
  await expect.poll(async () => (await views()).length).toBe(1);
  const [first] = await views();
  expect(first[2]).toMatchObject({
    page_path: '/pricing?plan=premium',
    page_location: expect.stringContaining('/pricing?plan=premium'),
    page_title: await page.title(),
  });
  expect(
    await page.evaluate(() =>
      (window.dataLayer as IArguments[]).some((entry) => entry[0] === 'config' && entry[2]?.send_page_view === false),
    ),
  ).toBe(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect.poll(async () => (await views()).length).toBe(2);
  expect((await views())[1][2]).toMatchObject({ page_path: '/about', page_title: await page.title() });

  // A missing page reached inside the site is viewed under its own title, not the last page's.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/no-such-page', textContent: 'Gone' });
    document.querySelector('main')!.append(link);
  });
  await page.getByRole('link', { name: 'Gone' }).click();
  await expect.poll(async () => (await views()).length).toBe(3);
  expect((await views())[2][2]).toMatchObject({
    page_path: '/no-such-page',
    page_title: `Page not found | ${site.name}`,
  });
});

test('links to site paths open in the app wherever they are, and one to the page shown adds no history entry', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL('/pricing');
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a link clicked with a modifier key is left to the browser', async ({ page, context }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const opened = context.waitForEvent('page');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Pricing', exact: true })
    .click({ modifiers: ['ControlOrMeta'] });
  await expect((await opened).waitForURL('**/pricing')).resolves.toBeUndefined();
  await expect(page).toHaveURL('/');
});
