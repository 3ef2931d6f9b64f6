import type { Locator, Page } from '@playwright/test';
import { expect, pauseClockAfterLoad, test } from './fixtures.ts';
import { serveSiteWithForms, startReceiver } from './form-site.ts';

const attachment = {
  name: 'brief.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('The secret plan for the licence move'),
};

async function fillContactForm(form: Locator) {
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Subject').fill('Licence question');
  await form.getByLabel('Category').selectOption('Account & Billing');
  await form.getByLabel('Message').fill('How do I move my licence to a new domain?');
  await form.getByLabel('Attachment (optional)').setInputFiles(attachment);
  await form.getByLabel("I'm not a robot").check();
}

const contactFormOf = (page: Page) => page.getByRole('form', { name: 'Contact form' });

test('the contact form shows the spec messages, tied to their fields', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('A');
  await form.getByLabel('Subject').fill('Help');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const text of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Subject must be at least 5 characters',
    'Please select a category',
    'Message must be at least 10 characters',
  ]) {
    await expect(form.getByText(text)).toBeVisible();
  }
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-describedby', 'contact-name-hint contact-name-error');
  await expect(form.getByLabel('Name')).toBeFocused();
});

test("the contact form's fields are marked required, the attachment alone optional, the robot tick box too", async ({
  page,
}) => {
  await page.goto('/contact');
  const form = contactFormOf(page);
  for (const label of ['Name', 'Email', 'Subject', 'Category', 'Message']) {
    await expect(form.getByLabel(label, { exact: true })).toHaveJSProperty('required', true);
  }
  await expect(form.getByRole('checkbox', { name: "I'm not a robot" })).toHaveJSProperty('required', true);
  await expect(form.getByLabel('Attachment (optional)')).toHaveJSProperty('required', false);
});

test('the contact form submits once, reads Submitting... for 2 s, then shows success', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => message.text().startsWith('Contact form submitted') && logs.push(message.text()));
  // A fake clock, paused while the form waits, so the 2 s are measured exactly on a busy machine.
  const start = new Date('2025-01-06T09:00:00Z');
  await page.clock.install({ time: start });
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const form = contactFormOf(page);
  await fillContactForm(form);
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await form.getByRole('button', { name: 'Send Message' }).dblclick();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await page.clock.runFor(1999);
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible();
  await page.clock.runFor(1);
  await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
  expect(logs).toHaveLength(1);
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(contactFormOf(page).getByLabel('Name')).toHaveValue('');
});

test('the contact form refuses a file of the wrong type', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await form
    .getByLabel('Attachment (optional)')
    .setInputFiles({ name: 'setup.pdf.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(/This file type is not supported/)).toBeVisible();
});

test("the contact form shows each field's limit and stops the text there", async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const form = contactFormOf(page);
  await expect(form.getByText('Up to 100 characters.')).toBeVisible();
  await expect(form.getByText('Up to 254 characters.')).toBeVisible();
  await expect(form.getByText('Up to 150 characters.')).toBeVisible();
  await expect(form.getByText('0 / 5000 characters')).toBeVisible();
  await form.getByLabel('Name').fill('x'.repeat(101));
  await expect(form.getByLabel('Name')).toHaveValue('x'.repeat(100));
  // A pasted 2,000,000-character message is cut at the limit the counter shows.
  await form.getByLabel('Message').fill('y'.repeat(2_000_000));
  await expect(form.getByLabel('Message')).toHaveValue('y'.repeat(5000));
  await expect(form.getByText('5000 / 5000 characters')).toBeVisible();
});

test('the contact form refuses an empty attachment', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const form = contactFormOf(page);
  await form
    .getByLabel('Attachment (optional)')
    .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('This file is empty (0 bytes). Attach a file that has something in it.')).toBeVisible();
});

test("without a form address, the contact form logs the attachment's name, type and size, never its content", async ({
  page,
}) => {
  const logged: unknown[] = [];
  page.on(
    'console',
    async (message) =>
      message.text().startsWith('Contact form submitted') && logged.push(await message.args()[1].jsonValue()),
  );
  await page.clock.install();
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await fillContactForm(contactFormOf(page));
  await contactFormOf(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await page.clock.fastForward(2000);
  await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
  await expect.poll(() => logged).toHaveLength(1);
  expect(logged[0]).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Licence question',
    category: 'Account & Billing',
    message: 'How do I move my licence to a new domain?',
    robot: true,
    file: { name: 'brief.txt', type: 'text/plain', size: attachment.buffer.length },
  });
});

test('both newsletter forms refuse the addresses the contact form refuses, with its message', async ({ page }) => {
  await page.goto('/newsletter', { waitUntil: 'networkidle' });
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill('a@b');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  await expect(footer.getByLabel('Email address')).toHaveValue('a@b');
  await expect(footer.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

  const form = page.getByRole('form', { name: 'Newsletter sign-up', exact: true });
  await form.getByLabel('Email address').fill('a@b.c');
  await form.getByRole('checkbox').check();
  await form.getByRole('button').click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveValue('a@b.c');
  await expect(page.getByText('Thanks for subscribing!')).toHaveCount(0);
  await expect(form.getByText('Up to 100 characters.')).toBeVisible();
  await expect(form.getByLabel('First name (optional)')).toHaveAttribute('maxlength', '100');
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
  const agenciesButton = group.getByRole('button', { name: 'Agencies' });
  // Again if the page had not hydrated yet (a loaded machine lost the first click), as a visitor would.
  await expect(async () => {
    await agenciesButton.click();
    await expect(agenciesButton).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const agencies = await cards.count();
  expect(agencies).toBeGreaterThan(0);
  expect(agencies).toBeLessThan(all);
});

test('the keyword generator keeps the topic in the box, on the page, when searched', async ({ page }) => {
  // SPEC: the topic is held only locally and the search button has no shown action; it says
  // where keyword research runs instead of doing nothing, and the page stays as it was.
  await page.goto('/tools/keyword-generator', { waitUntil: 'networkidle' });
  const box = page.getByRole('searchbox', { name: 'Topic or domain' });
  await box.fill('vegan recipes');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'vegan recipes' })).toBeVisible();
  await expect(page).toHaveURL('/tools/keyword-generator');
  await expect(box).toHaveValue('vegan recipes');
  expect(requests.filter((url) => url.includes('vegan'))).toEqual([]);
  await expect(page.getByRole('link', { name: 'Generate My First Keywords Now' })).toBeVisible();
});

test.describe('forms that deliver to the address site.yaml names', () => {
  // One copy of the site is built for these tests, so they share it and run one after another.
  test.describe.configure({ mode: 'serial' });
  let site: Awaited<ReturnType<typeof serveSiteWithForms>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    receiver = await startReceiver();
    site = await serveSiteWithForms(
      'forms:\n  contact: { action: "https://forms.example.com/f/contact", method: POST }\n  newsletter: { action: "https://forms.example.com/f/newsletter" }',
    );
  });
  test.afterAll(async () => {
    site?.close();
    await receiver?.close();
  });
  // This machine has no internet: the forms' https address is answered by the local receiver.
  test.beforeEach(async ({ page }) => {
    await page.route('https://forms.example.com/**', async (route) => {
      const response = await route
        .fetch({ url: `${receiver.url}${new URL(route.request().url()).pathname}` })
        .catch(() => undefined);
      if (response) await route.fulfill({ response });
    });
  });

  test('the CSP lets the forms reach their address', async ({ request }) => {
    const csp = (await request.get(`${site.url}/contact`)).headers()['content-security-policy'];
    expect(csp).toContain("form-action 'self' https://forms.example.com;");
    expect(csp).toMatch(/connect-src 'self' [^;]* https:\/\/forms\.example\.com;/);
  });

  test('the contact form posts its values and file, keeps them when the server fails, and sends them again on retry', async ({
    page,
    consoleErrors,
  }) => {
    receiver.received.length = 0;
    receiver.statuses.push(500);
    await page.goto(`${site.url}/contact`, { waitUntil: 'networkidle' });
    const form = contactFormOf(page);
    await fillContactForm(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Your message was not sent: the server answered with an error (500). Everything you typed is still here; press Send Message to try again.',
    );
    for (const [label, value] of [
      ['Name', 'Ada Lovelace'],
      ['Email', 'ada@example.com'],
      ['Subject', 'Licence question'],
      ['Category', 'Account & Billing'],
      ['Message', 'How do I move my licence to a new domain?'],
    ]) {
      await expect(form.getByLabel(label)).toHaveValue(value);
    }
    expect(
      await form.getByLabel('Attachment (optional)').evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe('brief.txt');
    await expect(form.getByLabel("I'm not a robot")).toBeChecked();

    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
    expect(receiver.received.map((request) => request.path)).toEqual(['/f/contact', '/f/contact']);
    const sent = await receiver.form(1);
    expect(receiver.received[1].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries([...sent].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Licence question',
      category: 'Account & Billing',
      message: 'How do I move my licence to a new domain?',
    });
    const file = sent.get('file') as File;
    expect([file.name, file.type, await file.text()]).toEqual([
      'brief.txt',
      'text/plain',
      attachment.buffer.toString(),
    ]);
    // The failed attempt's 500 is the browser's own console line; nothing else went wrong.
    expect(consoleErrors.filter((error) => !error.includes('500'))).toEqual([]);
  });

  test('the contact form gives up after 15 s without an answer and can be sent again', async ({ page }) => {
    receiver.received.length = 0;
    receiver.statuses.push('hang');
    await page.clock.install();
    await page.goto(`${site.url}/contact`, { waitUntil: 'networkidle' });
    const form = contactFormOf(page);
    await fillContactForm(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => receiver.received.length).toBe(1);
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await page.clock.fastForward(15_000);
    await expect(form.getByRole('alert')).toHaveText(
      'Your message was not sent: the server did not answer within 15 seconds. Everything you typed is still here; press Send Message to try again.',
    );
    await expect(form.getByLabel('Message')).toHaveValue('How do I move my licence to a new domain?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
  });

  test('the newsletter forms post the email as form data and keep it when the server fails', async ({ page }) => {
    receiver.received.length = 0;
    receiver.statuses.push(503);
    await page.goto(`${site.url}/newsletter`, { waitUntil: 'networkidle' });
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill('reader@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText(
      'You are not subscribed yet: the server answered with an error (503). Your email address is still here; press Subscribe to try again.',
    );
    await expect(footer.getByLabel('Email address')).toHaveValue('reader@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Thanks for subscribing!')).toBeVisible();

    const form = page.getByRole('form', { name: 'Newsletter sign-up', exact: true });
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('First name (optional)').fill('Ada');
    await form.getByRole('checkbox').check();
    await form.getByRole('button').click();
    await expect(page.getByText('Thanks for subscribing!')).toHaveCount(2);
    expect(receiver.received.map((request) => request.path)).toEqual([
      '/f/newsletter',
      '/f/newsletter',
      '/f/newsletter',
    ]);
    expect(Object.fromEntries(await receiver.form(1))).toEqual({ email: 'reader@example.com' });
    expect(Object.fromEntries(await receiver.form(2))).toEqual({ email: 'ada@example.com', firstName: 'Ada' });
  });
});
