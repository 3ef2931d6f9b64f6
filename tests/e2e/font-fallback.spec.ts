// The brand typeface swaps in without moving anything (the design issue: CLS stays 0). Until its file
// arrives the page is set in a fallback sized to take the same room (src/styles/typeface.css), so
// main's text wraps to as many lines with the web font blocked as with it loaded. No one size fits
// every line, so a few text blocks may wrap a line apart: at most one in 25, by one line each. With
// the earlier figures one block in six was off, and the hero of /contact moved its form 65 px down.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const paths = ['/', '/contact', '/pricing'];
const widths = [1440, 375];

/**
 * Every block of main shown with text of its own (not a closed FAQ's answer): its tag and first words, its height
 * and its line height.
 */
async function textBlocks(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  // Past the first two, sections are laid out a frame at a time after the first paint (first-layout.css).
  await expect(page.locator('html')).toHaveAttribute('data-shown-sections', 'all');
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((block) => block.checkVisibility())
      .filter((block) =>
        [...block.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .map((block) => ({
        name: `${block.tagName.toLowerCase()} "${block.textContent?.trim().slice(0, 50)}"`,
        height: block.getBoundingClientRect().height,
        line: Number.parseFloat(getComputedStyle(block).lineHeight),
      })),
  );
}

/** Whether the web font loaded, and whether a fallback face stood in for it. */
const faces = (page: Page) =>
  page.evaluate(() => ({
    web: [...document.fonts].some((face) => face.family === 'Plus Jakarta Sans' && face.status === 'loaded'),
    fallback: [...document.fonts].some((face) => face.family.includes('Fallback') && face.status === 'loaded'),
  }));

for (const path of paths) {
  for (const width of widths) {
    test(`${path} at ${width} px: main's text wraps alike in the fallback and in the web font`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.route(/\.woff2$/, (route) => route.abort());
      const fallback = await textBlocks(page, path);
      expect(await faces(page)).toEqual({ web: false, fallback: true });
      await page.unrouteAll();
      const web = await textBlocks(page, path);
      expect((await faces(page)).web).toBe(true);

      expect(fallback.map((block) => block.name)).toEqual(web.map((block) => block.name));
      const apart = web.filter((block, i) => Math.abs(block.height - fallback[i]!.height) > 1);
      const report = apart.map((block) => `${block.name}: ${block.height} px in the web font`).join('\n');
      expect(apart.length, report).toBeLessThanOrEqual(web.length / 25);
      for (const block of apart) {
        const i = web.indexOf(block);
        expect(Math.abs(block.height - fallback[i]!.height), block.name).toBeLessThanOrEqual(block.line + 1);
      }
    });
  }
}
