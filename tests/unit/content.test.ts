// What npm run check reads: only plain files stored in the repository. Editors may edit content,
// but a symbolic link or a device in pages/ or public/ would let them publish or print any file
// of the computer that builds the site (CI secrets included). Each case is made with real links
// in a fresh copy of the valid fixture; the first line of every problem is pinned.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';

const valid = join(import.meta.dirname, '..', 'fixtures', 'valid');
const runner = join(import.meta.dirname, '..', '..', 'scripts', 'run.mjs');
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fresh copy of the valid fixture, changed by `change`. */
function site(change: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'plain-files-'));
  copies.push(dir);
  cpSync(valid, join(dir, 'site'), { recursive: true });
  change(join(dir, 'site'));
  return join(dir, 'site');
}

const firstLines = async (dir: string) => {
  const { problems, sources } = await checkContent(dir);
  return problems.map((problem) => formatProblem(problem, sources.get(problem.file)).split('\n')[0]);
};

const link = 'this is a symbolic link; the site only uses files stored in the repository itself.';

describe('npm run check reads plain files only', () => {
  it('refuses a link in public/, which would publish the file it points to', async () => {
    expect(await firstLines(site((dir) => symlinkSync('/etc/passwd', join(dir, 'public/images/leak.svg'))))).toEqual([
      `public/images/leak.svg ${link}`,
    ]);
  });
  it('refuses a linked folder in public/', async () => {
    expect(await firstLines(site((dir) => symlinkSync('/etc', join(dir, 'public/docs'))))).toEqual([
      `public/docs ${link}`,
    ]);
  });
  it('refuses a pipe in public/, without waiting to read it', async () => {
    const dir = site((dir) => spawnSync('mkfifo', [join(dir, 'public/images/pipe.svg')]));
    expect(await firstLines(dir)).toEqual(['public/images/pipe.svg this is a device, pipe or socket, not a file.']);
  });
  it('refuses a page linked to a YAML file outside the repository', async () => {
    const outside = join(mkdtempSync(join(tmpdir(), 'outside-')), 'page.yaml');
    copies.push(outside);
    cpSync(join(valid, 'pages/pricing.yaml'), outside);
    expect(
      await firstLines(
        site((dir) => {
          rmSync(join(dir, 'pages/pricing.yaml'));
          symlinkSync(outside, join(dir, 'pages/pricing.yaml'));
        }),
      ),
    ).toEqual([`pages/pricing.yaml ${link}`]);
  });
  it('refuses a page linked to /dev/zero, without reading it forever', async () => {
    expect(await firstLines(site((dir) => symlinkSync('/dev/zero', join(dir, 'pages/zero.yaml'))))).toEqual([
      `pages/zero.yaml ${link}`,
      'pages/zero.yaml:1:1 no route in site.yaml uses this page, so it would never be built.',
    ]);
  });
  it('refuses a link that leads nowhere', async () => {
    expect(
      await firstLines(
        site((dir) => {
          rmSync(join(dir, 'pages/pricing.yaml'));
          symlinkSync(join(dir, 'pages/gone.yaml'), join(dir, 'pages/pricing.yaml'));
        }),
      ),
    ).toEqual([`pages/pricing.yaml ${link}`]);
  });
  it('refuses a folder named like a page file', async () => {
    expect(
      await firstLines(
        site((dir) => {
          rmSync(join(dir, 'pages/pricing.yaml'));
          mkdirSync(join(dir, 'pages/pricing.yaml'));
        }),
      ),
    ).toEqual(['pages/pricing.yaml this is a folder, not a file.']);
  });
  it('refuses a linked site.yaml', async () => {
    const outside = join(mkdtempSync(join(tmpdir(), 'outside-')), 'site.yaml');
    copies.push(outside);
    cpSync(join(valid, 'site.yaml'), outside);
    expect(
      await firstLines(
        site((dir) => {
          rmSync(join(dir, 'site.yaml'));
          symlinkSync(outside, join(dir, 'site.yaml'));
        }),
      ),
    ).toEqual([`site.yaml ${link}`]);
  });
  it('refuses a linked pages/ folder', async () => {
    expect(
      await firstLines(
        site((dir) => {
          const outside = mkdtempSync(join(tmpdir(), 'outside-'));
          copies.push(outside);
          cpSync(join(dir, 'pages'), outside, { recursive: true });
          rmSync(join(dir, 'pages'), { recursive: true });
          symlinkSync(outside, join(dir, 'pages'));
        }),
      ),
    ).toEqual([
      `pages ${link}`,
      'site.yaml:8:22 routes[0].page: there is no file pages/home.yaml.',
      'site.yaml:9:29 routes[1].page: there is no file pages/pricing.yaml.',
    ]);
  });

  // Run as an editor or CI runs it: the environment of the process must never reach the output.
  it('never prints the content of a refused file, and fails the check and the build', () => {
    const dir = site((dir) => symlinkSync('/proc/self/environ', join(dir, 'pages/env.yaml')));
    const env = { ...process.env, LEAK_CANARY: 'canary-5d1e' };
    const check = spawnSync(process.execPath, [runner, 'check', '--root', dir], { encoding: 'utf8', env });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(`pages/env.yaml ${link}`);
    expect(check.stdout + check.stderr).not.toContain('canary-5d1e');
    const build = spawnSync(process.execPath, [runner, 'build'], { cwd: dir, encoding: 'utf8', env });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain(`pages/env.yaml ${link}`);
    expect(build.stdout + build.stderr).not.toContain('canary-5d1e');
  });
});
