import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

// The first JSON code block and the first callout of the API docs page, read from its YAML so an editor may change them.
const path = '/resources/api-docs';
const bodies = (
  parse(readFileSync(join(import.meta.dirname, '..', '..', 'pages', 'resources-api-docs.yaml'), 'utf8')).sections as {
    body?: string;
  }[]
).flatMap((section) => section.body ?? []);
const json = bodies.map((body) => /^```json\n([\s\S]*?)\n```$/m.exec(body)?.[1]).find(Boolean)!;
const callout = bodies.map((body) => /^::: (note|tip|warning)\n(.*)$/m.exec(body)).find(Boolean)!;

/** The code block whose first line is the JSON block's. */
const jsonBlock = (page: Page) =>
  page
    .locator('.code-block')
    .filter({ hasText: json.split('\n')[0] })
    .first();

/** The distinct colours of the block's tokens. */
const tokenColours = (page: Page) =>
  jsonBlock(page)
    .locator('pre .line > span')
    .evaluateAll((spans) => [...new Set(spans.map((span) => getComputedStyle(span).color))]);

test('the API docs colour their code in the light and the dark theme', async ({ page }) => {
  test.slow(); // two page loads
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  const light = await tokenColours(page);
  expect(light.length).toBeGreaterThan(2);
  await page.emulateMedia({ colorScheme: 'dark' });
  // Loaded again, so that a theme script choosing the theme at load sees the dark preference too.
  await page.reload({ waitUntil: 'domcontentloaded' });
  const dark = await tokenColours(page);
  expect(dark.length).toBeGreaterThan(2);
  expect(dark).not.toEqual(light);
});

test('the copy button copies the code and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(path);
  const block = jsonBlock(page);
  // Again if the page had not hydrated yet (a loaded machine lost the first click), as a visitor would.
  await expect(async () => {
    await block.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(block.getByRole('button', { name: 'Copied', exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(block.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(json);
});

test('a callout shows its label and its text', async ({ page }) => {
  await page.goto(path);
  const [, kind, firstLine] = callout;
  const aside = page.locator('aside').filter({ hasText: firstLine });
  await expect(aside).toBeVisible();
  await expect(aside.locator('.callout-label')).toHaveText(kind[0].toUpperCase() + kind.slice(1));
});

test("the developers page shows each tab's code blocks, highlighted, each with its copy button", async ({ page }) => {
  // The tabs and their code fences, read from the page's YAML.
  const toolkit = (
    parse(readFileSync(join(import.meta.dirname, '..', '..', 'pages', 'solutions-developers.yaml'), 'utf8'))
      .sections as { type: string; tabs?: { label: string; body: string }[] }[]
  ).find((section) => section.type === 'tabs')!;
  await page.goto('/solutions/developers');
  for (const tab of toolkit.tabs!) {
    const fences = tab.body.match(/^```\w+$/gm) ?? [];
    await page.getByRole('tab', { name: tab.label, exact: true }).click();
    const blocks = page.getByRole('tabpanel', { name: tab.label }).locator('.code-block');
    await expect(blocks, tab.label).toHaveCount(fences.length);
    for (const block of await blocks.all()) {
      await expect(block.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
      expect(await block.locator('pre .line > span').count()).toBeGreaterThan(1);
    }
  }
});
