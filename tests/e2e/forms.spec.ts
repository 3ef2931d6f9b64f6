import { expect, pauseClockAfterLoad, test } from './fixtures.ts';

test('the contact form shows the spec messages, tied to their fields', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('A');
  await form.getByLabel('Subject').fill('Help');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const text of ['Name must be at least 2 characters', 'Please enter a valid email address', 'Subject must be at least 5 characters',
    'Please select a category', 'Message must be at least 10 characters']) {
    await expect(form.getByText(text)).toBeVisible();
  }
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-describedby', 'contact-name-error');
  await expect(form.getByLabel('Name')).toBeFocused();
});

test('the contact form submits once, reads Submitting... for about 2 s, then shows success', async ({ page }) => {
  await pauseClockAfterLoad(page, '/contact');
  const logs: string[] = [];
  page.on('console', (message) => message.text().startsWith('Contact form submitted') && logs.push(message.text()));
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Subject').fill('Licence question');
  await form.getByLabel('Category').selectOption('Account & Billing');
  await form.getByLabel('Message').fill('How do I move my licence to a new domain?');
  await form.getByLabel("I'm not a robot").check();
  await form.getByRole('button', { name: 'Send Message' }).dblclick();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await page.clock.runFor(1900);
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
  expect(logs).toHaveLength(1);
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Name')).toHaveValue('');
});

test('the contact form refuses a file of the wrong type', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Attachment (optional)').setInputFiles({ name: 'setup.pdf.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(/This file type is not supported/)).toBeVisible();
});

test('the newsletter page button waits for an email and the agreement, then thanks for 3 s', async ({ page }) => {
  await pauseClockAfterLoad(page, '/newsletter');
  const form = page.getByRole('form', { name: 'Newsletter sign-up', exact: true });
  const button = form.getByRole('button');
  await expect(button).toBeDisabled();
  await form.getByLabel('Email address').fill('reader@example.com');
  await expect(button).toBeDisabled();
  await form.getByRole('checkbox').check();
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByText('Thanks for subscribing!').first()).toBeVisible();
  await page.clock.runFor(2900);
  await expect(page.getByText('Thanks for subscribing!').first()).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByRole('form', { name: 'Newsletter sign-up', exact: true })).toBeVisible();
});

test('the reviews filter shows only the chosen category', async ({ page }) => {
  await page.goto('/reviews', { waitUntil: 'networkidle' });
  const group = page.getByRole('group', { name: 'Filter reviews by category' });
  await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.locator('#reviews blockquote, [aria-live] blockquote');
  const all = await cards.count();
  await group.getByRole('button', { name: 'Agencies' }).click();
  await expect(group.getByRole('button', { name: 'Agencies' })).toHaveAttribute('aria-pressed', 'true');
  const agencies = await cards.count();
  expect(agencies).toBeGreaterThan(0);
  expect(agencies).toBeLessThan(all);
});

test('the keyword generator keeps the topic in the box', async ({ page }) => {
  await page.goto('/tools/keyword-generator', { waitUntil: 'networkidle' });
  await page.getByLabel('Topic or domain').fill('vegan recipes');
  await expect(page.getByLabel('Topic or domain')).toHaveValue('vegan recipes');
  await expect(page.getByRole('link', { name: 'Generate My First Keywords Now' })).toBeVisible();
});
