// Issue 16: a "Recommended by" or customer logo strip shows marks, not a line of grey names. Every
// name in every logo strip of site.yaml's pages is drawn with its SVG emblem beside it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { routes } from '../../src/generated/site.ts';
import { expect, test } from './fixtures.ts';

type Strip = { type: string; heading: string; items: string[] };
const strips = Object.entries(routes).flatMap(([path, page]) => {
  const sections: Strip[] = parse(
    readFileSync(join(import.meta.dirname, '../../pages', `${page}.yaml`), 'utf8'),
  ).sections;
  return sections.filter((section) => section.type === 'logo-row').map((strip) => ({ path, strip }));
});

for (const { path, strip } of strips) {
  test(`${path}: every name under "${strip.heading}" has its SVG mark`, async ({ page }) => {
    await page.goto(path);
    const list = page.getByRole('heading', { name: strip.heading }).locator('xpath=following-sibling::ul[1]');
    for (const name of strip.items) {
      const item = list.getByRole('listitem').filter({ hasText: name });
      await expect(item, `"${name}" under "${strip.heading}"`).toHaveCount(1);
      await expect(item.locator('svg')).toBeVisible();
    }
  });
}
