// Issue 16: the video tiles were posters of videos that do not exist. Each tile is now a walkthrough of
// a product screen: Play shows its steps in turn, each caption under the screen and the screen zoomed to
// the step's focus; Pause holds it. A visitor who asked for less motion steps through it by hand. Read
// from the built page data, so an editor's new walkthrough is covered too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Play } from 'lucide';
import { routes } from '../../src/generated/site.ts';
import type { Page, VideoSection } from '../../src/generated/types.ts';
import { dwell, framing, screenBox, stage } from '../../src/components/walkthrough-view.ts';
import { mockups } from '../../src/lib/mockups.ts';
import type { Locator } from '@playwright/test';
import { expect, pauseClockAfterLoad, test } from './fixtures.ts';

const data = join(import.meta.dirname, '..', '..', 'src', 'generated', 'data');
const pages = Object.entries(routes).map(([path, name]) => ({
  path,
  page: JSON.parse(readFileSync(join(data, `${name}.json`), 'utf8')) as Page,
}));
const walkthroughs = pages.flatMap(({ path, page }) =>
  page.sections
    .filter((section) => section.type === 'video')
    .map((section) => ({ path, section: section as VideoSection })),
);

const sectionOf = (page: import('@playwright/test').Page, section: VideoSection) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: section.heading }) });
/** The screen a tile shows: the others are hidden from the accessibility tree until their step. */
const widthOf = async (tile: Locator) => (await tile.getByRole('img').boundingBox())!.width;

for (const { path, section } of walkthroughs) {
  test(`${path}: each walkthrough of "${section.heading}" plays, moves on by itself and pauses`, async ({
    page,
    consoleErrors,
  }) => {
    test.slow(); // a long page and a clock moved step by step, on a busy two-core machine
    await pauseClockAfterLoad(page, path);
    const block = sectionOf(page, section);
    const tiles = block.getByRole('figure');
    await expect(tiles).toHaveCount(section.videos.length);
    for (const [index, video] of section.videos.entries()) {
      const tile = tiles.nth(index);
      const caption = tile.locator('figcaption');
      await tile.scrollIntoViewIfNeeded();
      await expect(caption).toHaveText(`${video.title}${video.description ?? ''}`);
      const whole = await widthOf(tile);

      await tile.getByRole('button', { name: /^Play walkthrough/ }).click();
      await expect(caption).toHaveText(`${video.title}${video.steps[0].caption}`);
      // The screen grows by the step's zoom: every screen's picture fills the stage, drawn whole inside it.
      const { width, height } = mockups[video.steps[0].mockup ?? video.mockup];
      const { zoom } = framing(video.steps[0].focus, screenBox(width / height, stage));
      await expect.poll(() => widthOf(tile)).toBeCloseTo(whole * zoom, -1);

      await page.clock.runFor(dwell(video.steps[0].caption));
      await expect(caption).toHaveText(`${video.title}${video.steps[1].caption}`);
      await tile.getByRole('button', { name: /^Pause walkthrough/ }).click();
      await page.clock.runFor(60_000);
      await expect(caption).toHaveText(`${video.title}${video.steps[1].caption}`);
      await expect(tile.getByRole('button', { name: /^Play walkthrough/ })).toBeVisible();
    }
    // No play triangle drawn without a control behind it: Lucide's Play is the only one the site draws.
    const [tag, attributes] = Play[0]!;
    await expect(block.locator(`svg ${tag}[d="${attributes.d}"]`)).toHaveCount(
      await block.getByRole('button', { name: /play/i }).count(),
    );
    expect(consoleErrors).toEqual([]);
  });
}

test('Play on a second walkthrough pauses the first: one moves at a time', async ({ page }) => {
  const { path, section } = walkthroughs.find(({ section }) => section.videos.length > 1)!;
  await pauseClockAfterLoad(page, path);
  const tiles = sectionOf(page, section).getByRole('figure');
  await tiles
    .nth(0)
    .getByRole('button', { name: /^Play walkthrough/ })
    .click();
  await tiles
    .nth(1)
    .getByRole('button', { name: /^Play walkthrough/ })
    .click();
  await expect(tiles.nth(0).getByRole('button', { name: /^Play walkthrough/ })).toBeVisible();
  await expect(tiles.nth(1).getByRole('button', { name: /^Pause walkthrough/ })).toBeVisible();
});

test('for a visitor who asked for less motion, nothing moves by itself: Next step shows each step', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { path, section } = walkthroughs[0]!;
  const video = section.videos[0]!;
  await pauseClockAfterLoad(page, path);
  const tile = sectionOf(page, section).getByRole('figure').first();
  const caption = tile.locator('figcaption');
  await expect(tile.getByRole('button', { name: /play/i })).toHaveCount(0);
  await tile.getByRole('button', { name: 'Next step' }).click();
  await expect(caption).toHaveText(`${video.title}${video.steps[0].caption}`);
  await page.clock.runFor(60_000);
  await expect(caption).toHaveText(`${video.title}${video.steps[0].caption}`);
  await tile.getByRole('button', { name: 'Next step' }).click();
  await expect(caption).toHaveText(`${video.title}${video.steps[1].caption}`);
  await tile.getByRole('button', { name: 'Previous step' }).click();
  await expect(caption).toHaveText(`${video.title}${video.steps[0].caption}`);
});

test('the walkthrough player is fetched only by the pages that show walkthroughs', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const player = () => fetched.filter((file) => file.startsWith('/assets/Walkthrough-'));
  const without = pages.find(({ page }) => !page.sections.some((section) => section.type === 'video'))!;
  await page.goto(without.path, { waitUntil: 'networkidle' });
  expect(player(), without.path).toEqual([]);
  await page.goto(walkthroughs[0]!.path, { waitUntil: 'networkidle' });
  expect(player()).toHaveLength(1);
});
