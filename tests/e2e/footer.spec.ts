import { site } from '../../src/generated/site.ts';
import { expect, openLaidOut, pauseClockAfterLoad, test } from './fixtures.ts';

const footerPaths = [
  '/contact',
  '/about',
  '/partners',
  '/privacy',
  '/reviews',
  '/blog',
  '/pricing',
  '/tools/bulk-editor',
  '/tools/robots-sitemap',
  '/tools/redirects',
  '/tools/access-control',
  '/tools/keyword-generator',
  '/tutorials',
  '/features/seo-audit',
  '/features/seo-analyzer',
  '/resources/api-docs',
  '/pricing/free-vs-pro',
  '/comparison/rank-math',
  '/comparison/yoast',
  '/support/chat',
  '/support/docs',
  '/newsletter',
  '/affiliate',
  '/partners/become',
];

test('the footer has every link of the spec, social links in new tabs and this year', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const footer = page.getByRole('contentinfo');
  for (const path of footerPaths) await expect(footer.locator(`a[href="${path}"]`).first()).toBeAttached();
  for (const network of ['Facebook', 'Twitter', 'LinkedIn', 'GitHub', 'YouTube']) {
    const link = footer.getByRole('link', { name: new RegExp(network) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the footer newsletter thanks the visitor for 3 seconds, then returns', async ({ page }) => {
  await pauseClockAfterLoad(page, '/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByLabel('Email address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Thanks for subscribing!')).toHaveCount(0);
  await email.fill('reader@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Thanks for subscribing!')).toBeVisible();
  await page.clock.runFor(2900);
  await expect(footer.getByText('Thanks for subscribing!')).toBeVisible();
  await page.clock.runFor(100);
  await expect(footer.getByLabel('Email address')).toBeVisible();
  await expect(footer.getByLabel('Email address')).toHaveValue('');
});

test('on a phone the footer link groups start closed and open on a tap or a key, showing their links', async ({
  page,
}) => {
  await openLaidOut(page, '/', 375);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [index, column] of site.footer.entries()) {
    const heading = footer.locator('summary', { hasText: column.heading });
    const links = column.links.map((link) => footer.getByRole('link', { name: link.label, exact: true }));
    for (const link of links) await expect(link).toBeHidden();
    // Every other group by keyboard, the rest by a tap: both must work.
    if (index % 2) {
      await heading.focus();
      await page.keyboard.press('Enter');
    } else await heading.click();
    await expect(footer.getByRole('heading', { name: column.heading, exact: true })).toBeVisible();
    for (const link of links) await expect(link).toBeVisible();
  }
});

test('on a wide screen every footer link shows without a tap, under its column heading', async ({ page }) => {
  await openLaidOut(page, '/', 1440);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.locator('summary:visible')).toHaveCount(0);
  for (const column of site.footer) {
    await expect(footer.getByRole('heading', { name: column.heading, exact: true })).toBeVisible();
    for (const link of column.links)
      await expect(footer.getByRole('link', { name: link.label, exact: true })).toBeVisible();
  }
});
