import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../../src/generated/site.ts';
import type { ComparisonTableSection, Page } from '../../src/generated/types.ts';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// What a phone shows, read from the built page data so an editor's new table or page is covered too.
const data = join(import.meta.dirname, '..', '..', 'src', 'generated', 'data');
const pageOf = (name: string) => JSON.parse(readFileSync(join(data, `${name}.json`), 'utf8')) as Page;
const sectionsOf = <T extends Page['sections'][number]['type']>(type: T) =>
  Object.entries(routes).flatMap(([path, name]) =>
    pageOf(name)
      .sections.filter((section) => section.type === type)
      .map((section) => ({ path, section: section as Extract<Page['sections'][number], { type: T }> })),
  );
const phone = { width: 375, height: 667 };
const tables = sectionsOf('comparison-table');
/** The column a phone shows first: the highlighted plan or product, else the last one. */
const defaultColumn = (table: ComparisonTableSection) => table.highlight ?? table.columns.at(-1)!;
/** Scrolled to (a tall table's rows are below the fold), then wholly on screen: no column cut off at the side. */
const expectOnScreen = async (cell: Locator) => {
  await cell.scrollIntoViewIfNeeded();
  await expect(cell).toBeInViewport({ ratio: 1 });
};

test.describe('at 375 px', () => {
  test.use({ viewport: phone });

  for (const { path, section } of tables) {
    test(`${path}: "${section.heading}" fits the screen, shows ${defaultColumn(section)} first and switches columns`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow(); // long pages on a busy two-core machine
      await page.goto(path, { waitUntil: 'networkidle' });
      const table = page.getByRole('table', { name: section.heading });
      await table.scrollIntoViewIfNeeded();
      const box = await table.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);

      const shown = defaultColumn(section);
      await expectOnScreen(table.getByRole('columnheader', { name: shown, exact: true }));
      const firstRow = table.getByRole('row').nth(1);
      await expect(firstRow.getByRole('cell')).toHaveCount(1);
      await expectOnScreen(firstRow.getByRole('cell'));

      const switcher = page.getByRole('group', { name: `Choose a column of ${section.heading}` });
      await expect(switcher.getByRole('button', { name: shown, exact: true })).toHaveAttribute('aria-pressed', 'true');
      for (const other of section.columns.filter((column) => column !== shown)) {
        await switcher.getByRole('button', { name: other, exact: true }).click();
        await expect(switcher.getByRole('button', { name: other, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expectOnScreen(table.getByRole('columnheader', { name: other, exact: true }));
        await expect(table.getByRole('columnheader', { name: shown, exact: true })).toBeHidden();
        await expectOnScreen(firstRow.getByRole('cell'));
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  // Which edges of a tab row fade out: its computed mask (a scroll-driven animation, styles.css).
  const fadedEdges = (row: Locator) =>
    row.evaluate((element) => {
      const mask = getComputedStyle(element).maskImage;
      return {
        start: mask.startsWith('linear-gradient(90deg, rgba(0, 0, 0, 0)'),
        end: mask.endsWith('rgba(0, 0, 0, 0))'),
      };
    });

  for (const { path, section } of sectionsOf('tabs')) {
    test(`${path}: the tab row of "${section.heading}" fades at the edge with more tabs`, async ({ page }) => {
      await page.goto(path);
      const row = page.getByRole('tablist', { name: section.heading });
      await row.scrollIntoViewIfNeeded();
      const overflows = await row.evaluate((element) => element.scrollWidth > element.clientWidth);
      if (!overflows) {
        expect(await fadedEdges(row)).toEqual({ start: false, end: false });
        return;
      }
      expect(await fadedEdges(row)).toEqual({ start: false, end: true });
      await row.getByRole('tab').first().click();
      await page.keyboard.press('End');
      const last = row.getByRole('tab').last();
      await expect(last).toBeFocused();
      // Scrolled wholly into the row (to within a subpixel).
      await expect
        .poll(() =>
          last.evaluate((tab) => tab.getBoundingClientRect().right - tab.parentElement!.getBoundingClientRect().right),
        )
        .toBeLessThan(0.5);
      await expect.poll(() => fadedEdges(row)).toEqual({ start: true, end: false });
    });
  }

  test('the contact form starts within the first two screens', async ({ page }) => {
    const contact = sectionsOf('contact-form')[0]!;
    await page.goto(contact.path);
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeVisible();
    const top = await name.evaluate((field) => field.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(2 * phone.height);
  });
});

test.describe('without JavaScript', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('a phone shows each table with its default column before the page hydrates', async ({ page }) => {
    test.slow();
    for (const { path, section } of tables) {
      await page.goto(path);
      const table = page.getByRole('table', { name: section.heading });
      await expect(table.getByRole('columnheader', { name: defaultColumn(section), exact: true }), path).toBeVisible();
      expect((await table.boundingBox())!.width, path).toBeLessThanOrEqual(phone.width);
    }
  });
});

test('the "I\'m not a robot" box is drawn as a plain tick box', async ({ page }) => {
  const contact = sectionsOf('contact-form')[0]!;
  await page.goto(contact.path);
  const robot = page.getByRole('checkbox', { name: "I'm not a robot", exact: true });
  await expect(robot).toBeVisible();
  // Drawn as the other tick boxes are: no framed widget around it.
  const frame = await robot.evaluate((box) => getComputedStyle(box.parentElement!).borderTopWidth);
  expect(frame).toBe('0px');
});

// Issue 16: the review filter's buttons wrapped three and one on a phone. On one row, or two rows of two
// buttons as wide as each other, and none past the screen's edge.
for (const { path, section } of sectionsOf('testimonials').filter(({ section }) => section.filter)) {
  for (const width of [375, 360]) {
    test(`${path}: the filter of "${section.heading ?? 'reviews'}" sits in even rows at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const buttons = page.getByRole('group', { name: 'Filter reviews by category' }).getByRole('button');
      const boxes = await buttons.evaluateAll((all) => all.map((button) => button.getBoundingClientRect().toJSON()));
      const rows = new Map<number, { left: number; right: number; width: number }[]>();
      for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
      const counts = [...rows.values()].map((row) => row.length);
      expect(new Set(counts).size, `rows of ${counts.join(' + ')}`).toBe(1);
      if (rows.size > 1) {
        const widths = boxes.map((box) => Math.round(box.width));
        expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
      }
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
      }
    });
  }
}
