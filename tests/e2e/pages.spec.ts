import { site } from '../../src/generated/site.ts';
import { expect, test } from './fixtures.ts';

// Every button label the site's requirements name, once on the page they name it for, plus the
// constants (prices, limits) a visitor looks for there. A renamed button or a dropped price fails here.
const quoted: Record<string, { buttons: string[]; texts?: string[] }> = {
  '/': {
    buttons: ['Get Started for Free', 'Upgrade to Pro', 'Compare Free vs Pro'],
    texts: ['4.9/5', 'more integrations coming soon'],
  },
  '/pricing': {
    buttons: ['Upgrade to Premium', 'Try Free Now', 'Start Premium Trial', 'Try Premium Now'],
    texts: ['Most Popular', '$0', '$29', '20%', '14-day'],
  },
  '/pricing/free-vs-pro': {
    buttons: ['Try Free Version', 'Upgrade to Pro', 'See Pricing Plans', 'Compare All Features'],
    texts: ['Save Time', 'Better Rankings', 'Expert Support'],
  },
  '/tools/keyword-generator': { buttons: ['Generate My First Keywords Now'] },
  '/blog': { buttons: ['Subscribe to Updates'] },
  '/contact': {
    buttons: ['Start Live Chat', 'Submit a Support Ticket', 'Browse Documentation'],
    texts: ['24/7', 'Mon-Fri 9 AM-6 PM UTC', 'within 2 hours'],
  },
  '/affiliate': { buttons: [], texts: ['30%', '60-day', '15th', '$50', 'PayPal'] },
  '/privacy': { buttons: [], texts: ['January 2025', '30 days', '16'] },
  '/reviews': { buttons: ['Submit a Review'], texts: ['1,200+'] },
  '/newsletter': { buttons: [], texts: ['10,000+ subscribers'] },
  '/tools/integrations': { buttons: [], texts: ['Shopify (coming soon)'] },
};

for (const [path, { buttons, texts = [] }] of Object.entries(quoted)) {
  test(`${path} shows the labels and figures the spec quotes for it`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    const main = page.locator('main');
    for (const label of buttons) {
      // Once: the button the spec names is the one a visitor finds, not one of two alike.
      const named = main
        .getByRole('link', { name: label, exact: true })
        .or(main.getByRole('button', { name: label, exact: true }));
      await expect(named, label).toHaveCount(1);
      await expect(named, label).toBeVisible();
    }
    for (const text of texts) await expect(main.getByText(text).first(), text).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

const tables = [
  { path: '/pricing', heading: 'Everything in Free and Premium, side by side', rows: 14 },
  { path: '/pricing/free-vs-pro', heading: 'What you get on Free and on Pro', rows: 13 },
];
for (const { path, heading, rows } of tables) {
  test(`${path} has its ${rows}-row feature table`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('table', { name: heading }).locator('tbody tr')).toHaveCount(rows);
  });
}

test('the pricing cards carry the plans, their buttons and the Most Popular badge on Premium', async ({ page }) => {
  await page.goto('/pricing');
  const premium = page.locator('main li').filter({ has: page.getByRole('heading', { name: 'Premium', exact: true }) });
  await expect(premium.getByText('Most Popular')).toBeVisible();
  await expect(premium.getByRole('link', { name: 'Start Premium Trial' })).toBeVisible();
});

test('comparison cells say their level to screen readers as well as with an icon', async ({ page }) => {
  await page.goto('/comparison/rank-math');
  const cells = page.getByRole('table').first().locator('tbody td');
  const levels = new Set((await cells.allTextContents()).map((text) => text.trim().toLowerCase()));
  for (const level of ['full', 'basic', 'limited', 'not available'])
    expect(
      [...levels].some((text) => text.includes(level)),
      level,
    ).toBe(true);
  await expect(cells.first().locator('svg')).toHaveCount(1);
});

test('a page carries the symbols its card icons and social marks draw; one opened in the app draws the rest from the icon sprite', async ({
  page,
  request,
}) => {
  const spriteRequests: string[] = [];
  page.on('request', (asked) => {
    if (/\/assets\/icons-[\w-]+\.svg/.test(asked.url())) spriteRequests.push(asked.url());
  });
  // Each <use>: whether its symbol is in the page, or else in the sprite file it names.
  const symbolsFound = async () => {
    const hrefs = await page.locator('svg use').evaluateAll((all) => all.map((use) => use.getAttribute('href') ?? ''));
    const found: Record<string, boolean> = {};
    for (const href of hrefs) {
      const [file, id] = href.split('#');
      found[href] = file
        ? (await (await request.get(file)).text()).includes(`<symbol id="${id}"`)
        : await page.evaluate((id) => document.getElementById(id)?.tagName === 'symbol', id);
    }
    return found;
  };
  await page.goto('/');
  await expect(page.locator('svg use').first()).toBeAttached();
  // The symbols take no room: the header stays at the top of the page.
  await expect(page.locator('svg:has(> symbol)')).toBeHidden();
  expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  await expect(page.getByRole('contentinfo').locator('svg use[href*="social-"]')).toHaveCount(site.social.length);
  const onHome = await symbolsFound();
  for (const [href, found] of Object.entries(onHome)) {
    expect(href, 'points into the page').toMatch(/^#/);
    expect(found, href).toBe(true);
  }
  // Painted, not an empty box: a <use> whose symbol is missing has no size.
  const uses = page.locator('svg use');
  await uses.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => uses.first().evaluate((use) => (use as SVGGraphicsElement).getBBox().width))
    .toBeGreaterThan(0);
  // The prerendered page loads no SVG document for its icons: the sprite was one, 30–70 ms of a
  // phone's main thread after the first paint.
  expect(spriteRequests).toEqual([]);

  const homeHeading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('contentinfo').locator('a[href^="/features/"]').first().click();
  await expect(page).toHaveURL(/\/features\//);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(homeHeading ?? '');
  for (const [href, found] of Object.entries(await symbolsFound())) expect(found, href).toBe(true);
  for (const icon of await page.locator('main svg use').all()) {
    await icon.scrollIntoViewIfNeeded();
    await expect.poll(() => icon.evaluate((use) => (use as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
  }
});

test('no page scrolls sideways at 360 px', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  const wide: string[] = [];
  for (const path of Object.keys(quoted).concat([
    '/features/seo-analyzer',
    '/solutions/ecommerce',
    '/about',
    '/partners',
    '/support/chat',
    '/internal-link',
  ])) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) wide.push(`${path} by ${overflow}px`);
  }
  expect(wide).toEqual([]);
});
