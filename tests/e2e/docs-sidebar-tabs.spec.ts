// Issue 16: the docs menu's tabs (a group's `tabs` in site.yaml's docsNav) must line their links up with
// the menu's other links, and lay out in full rows without breaking a label inside a word. Measured in the
// sidebar at a desktop width and in the drawer at two phone widths, on the first page of each tab group.
import { docsNav } from '../../src/generated/docs.ts';
import type { Page } from '@playwright/test';
import { expect, openLaidOut, test } from './fixtures.ts';

const groups = docsNav.filter((group) => group.tabs?.length);

/** Left edges of the menu's plain links and of the links in its tab panels; words broken across lines; tab rows. */
const measure = (page: Page, nav: string) =>
  page.evaluate((navSelector: string) => {
    const nav = document.querySelector(navSelector)!;
    const left = (link: Element) => Math.round(link.getBoundingClientRect().left);
    const links = [...nav.querySelectorAll('a')].filter((link) => link.getClientRects().length > 0);
    const inPanel = links.filter((link) => link.closest('[role="tabpanel"]'));
    const plain = links.filter((link) => !link.closest('[role="tabpanel"]'));
    const broken: string[] = [];
    const rows: string[] = [];
    for (const list of nav.querySelectorAll('[role="tablist"]')) {
      const tabs = [...list.querySelectorAll('[role="tab"]')];
      for (const tab of tabs) {
        const walker = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) broken.push(`"${word[0]}" in "${tab.textContent}"`);
          }
        }
      }
      // Whole rows: each row of tabs runs from the list's left edge to its right edge.
      const box = list.getBoundingClientRect();
      const byRow = new Map<number, DOMRect[]>();
      for (const rect of tabs.map((tab) => tab.getBoundingClientRect())) {
        const top = Math.round(rect.top);
        byRow.set(top, [...(byRow.get(top) ?? []), rect]);
      }
      for (const row of byRow.values()) {
        const start = Math.min(...row.map((rect) => rect.left));
        const end = Math.max(...row.map((rect) => rect.right));
        if (start - box.left > 2 || box.right - end > 2) rows.push(`a row of ${row.length} short of the edges`);
      }
    }
    return { plain: [...new Set(plain.map(left))], inPanel: [...new Set(inPanel.map(left))], broken, rows };
  }, nav);

for (const group of groups) {
  const path = group.tabs![0]!.links[0]!.href;

  test(`${path}: the "${group.heading}" tabs line up with the menu and keep every label whole, at 1440 px`, async ({
    page,
  }) => {
    await openLaidOut(page, path, 1440);
    const found = await measure(page, 'aside[aria-label="Guide contents"] nav[aria-label="All guides"]');
    expect(found.plain).toHaveLength(1);
    expect(found.inPanel).toEqual(found.plain);
    expect(found.broken).toEqual([]);
    expect(found.rows).toEqual([]);
  });

  for (const width of [375, 360]) {
    test(`${path}: the "${group.heading}" tabs line up with the drawer's menu and keep every label whole, at ${width} px`, async ({
      page,
    }) => {
      await openLaidOut(page, path, width);
      await page.getByRole('button', { name: 'Browse this guide' }).click();
      const drawer = page.getByRole('dialog', { name: 'Guide menu' });
      await expect(drawer.getByRole('tablist', { name: group.heading })).toBeVisible();
      const found = await measure(page, 'dialog nav[aria-label="All guides"]');
      expect(found.inPanel).toEqual(found.plain);
      expect(found.broken).toEqual([]);
      expect(found.rows).toEqual([]);
    });
  }
}
