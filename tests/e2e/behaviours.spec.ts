import { expect, pauseClockAfterLoad, test } from './fixtures.ts';

test('a comparison tooltip opens after 700 ms, and the next one at once within 300 ms', async ({ page }) => {
  await pauseClockAfterLoad(page, '/comparison/rank-math');
  // The first two features with a tooltip, whatever the page's rows say.
  const [first, second] = [0, 1].map((index) => page.locator('main [aria-describedby]').nth(index));
  const tipOf = async (trigger: typeof first) =>
    page.locator(`[id="${await trigger.getAttribute('aria-describedby')}"]`);
  const [firstTip, secondTip] = [await tipOf(first), await tipOf(second)];
  await expect(firstTip).toHaveRole('tooltip');
  await first.hover();
  await page.clock.runFor(699);
  await expect(firstTip).toBeHidden();
  await page.clock.runFor(1);
  await expect(firstTip).toBeVisible();

  await second.hover();
  await expect(firstTip).toBeHidden();
  await page.clock.runFor(0);
  await expect(secondTip).toBeVisible();
});

test('the contact form toast moves from loading to success, its styles allowed by the CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on(
    'console',
    (message) => message.text().includes('Content Security Policy') && violations.push(message.text()),
  );
  // The clock keeps running: the toasts load and animate on timers; runFor skips the wait.
  await page.clock.install();
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Subject').fill('Agency pricing');
  await form.getByLabel('Category').selectOption('Sales & Partnerships');
  await form.getByLabel('Message').fill('Do you offer volume pricing for agencies?');
  await form.getByLabel("I'm not a robot").check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Sending your message...')).toBeVisible();
  await page.clock.runFor(2000); // the contact form answers after about 2 seconds
  await expect(page.getByText('Message sent! We will reply within 24 hours.')).toBeVisible();
  await expect(page.getByText('Sending your message...')).toHaveCount(0);
  // sonner's <style> applied: a toast is laid out by its rules, not as a plain list item.
  await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('position', 'absolute');
  expect(violations).toEqual([]);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the menu opens, a group expands and a link closes it, by tap', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: 'Solutions' }).tap();
    await expect(menu.getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Agencies' }).tap();
    await expect(page).toHaveURL('/solutions/agencies');
    await expect(menu).toBeHidden();
  });

  test('the reviews filter works by tap', async ({ page }) => {
    await page.goto('/reviews', { waitUntil: 'networkidle' });
    const group = page.getByRole('group', { name: 'Filter reviews by category' });
    await group.getByRole('button', { name: 'eCommerce' }).tap();
    await expect(group.getByRole('button', { name: 'eCommerce' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('the docs drawer', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('keeps focus inside while open and closes on the backdrop', async ({ page }) => {
    await page.goto('/ai-writer', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Browse this guide' }).click();
    const drawer = page.getByRole('dialog', { name: 'Guide menu' });
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await drawer.getByRole('navigation', { name: 'In this guide' }).getByRole('link').last().click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('article:not([hidden])')).toHaveCount(1);
    await page.getByRole('button', { name: 'Browse this guide' }).click();
    await page.mouse.click(360, 400); // the backdrop, right of the 85vw drawer
    await expect(drawer).toBeHidden();
  });
});
