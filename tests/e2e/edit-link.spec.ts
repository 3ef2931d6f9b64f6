// "Edit this page" under a docs guide: a link to the guide's own file when site.yaml sets an
// editUrl base, and nothing without one. In a copy of the project under npm run dev, so the test
// may change site.yaml, whatever the real one says.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { docsNav } from '../../src/generated/docs.ts';
import { routes } from '../../src/generated/site.ts';
import { docsGuides } from '../../src/lib/docs-guides.ts';
import { expect, test } from './fixtures.ts';
import { startDevServer } from '../../scripts/lib/dev-process.ts';
import { copyProject } from './project-copy.ts';

test('a docs guide links to its page file for editing while site.yaml sets editUrl, and not without it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const guide = docsGuides(docsNav)[0];
  const base = 'https://github.com/ranksuite/site/edit/main/';
  const dir = copyProject();
  const file = join(dir, 'site.yaml');
  const withoutEditUrl = readFileSync(file, 'utf8').replace(/^editUrl:.*\n/m, '');
  writeFileSync(file, `${withoutEditUrl.trimEnd()}\neditUrl: ${base}\n`);
  let server: Awaited<ReturnType<typeof startDevServer>> | undefined;
  try {
    server = await startDevServer(dir);
    await page.goto(new URL(guide.href, server.url).href);
    const link = page.getByRole('link', { name: 'Edit this page', exact: true });
    await expect(link).toHaveAttribute('href', `${base}pages/${routes[guide.href]}.yaml`, { timeout: 60_000 });

    // The dev server reloads the page when site.yaml changes.
    writeFileSync(file, withoutEditUrl);
    await expect(link).toHaveCount(0, { timeout: 30_000 });
    // After the reload, as the dev server loads a page: seconds on a busy machine.
    await expect(page.getByRole('navigation', { name: 'Previous and next guides' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
