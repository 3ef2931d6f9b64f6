// npm run screenshots [-- --only <path> …]: full-page PNGs of every route of site.yaml, as
// built in dist/, at a desktop and two phone widths, in the light and the dark theme, into
// screenshots/ (not committed). It builds nothing: run npm run build first.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { checkContent } from './check/content.ts';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';
import { summary } from './lib/problems.ts';
import { serveDist } from './lib/serve-dist.ts';

const widths = [1440, 375, 360];
const themes = ['light', 'dark'] as const;

const root = process.cwd();
const out = join(root, 'screenshots');
const { values } = parseArgs({ options: { only: { type: 'string', multiple: true } } });
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('dist/ has no built site to take pictures of: run npm run build first.');
  process.exit(1);
}
const content = await checkContent(root);
if (!content.site) {
  console.error(`${summary(content.problems.length)} Run npm run check to see them.`);
  process.exit(1);
}
const known = content.site.routes.map((route) => route.path);
const unknown = (values.only ?? []).filter((path) => !known.includes(path));
if (unknown.length > 0) {
  console.error(
    `--only ${unknown.join(', ')}: not a route of site.yaml. Routes look like ${known.slice(0, 3).join(', ')}.`,
  );
  process.exit(1);
}
const paths = values.only ?? known;

/** screenshots/pricing-free-vs-pro-375-dark.png; the home page is "home". */
const fileOf = (path: string, width: number, theme: string) =>
  join(out, `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}-${theme}.png`);

mkdirSync(out, { recursive: true });
const server = await serveDist(root);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const theme of themes) {
    // Reduced motion: sections that rise into view as they scroll would be caught mid-rise below the first screen.
    const context = await browser.newContext({ colorScheme: theme, reducedMotion: 'reduce' });
    // This machine may have no internet: Google's tag is answered empty, as in the e2e tests.
    await context.route(/googletagmanager\.com/, (route) =>
      route.fulfill({ body: '', contentType: 'text/javascript' }),
    );
    const page = await context.newPage();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
        await page.evaluate(async () => {
          await document.fonts.ready;
          // A full-page picture never scrolls, so lazy images, which wait for a visitor to scroll
          // near them, would stay empty.
          const images = [...document.images];
          for (const image of images) image.loading = 'eager';
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        });
        await page.screenshot({ path: fileOf(path, width, theme), fullPage: true, timeout: 120_000 });
      }
    }
    await context.close();
  }
  console.log(`Wrote ${paths.length * widths.length * themes.length} screenshots to screenshots/.`);
} finally {
  await browser.close();
  server.stop();
}
