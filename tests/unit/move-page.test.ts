// npm run move-page on copies of the valid fixture and of the real site: the route moves, the old
// path redirects, every link to it follows, and nothing else in any file changes by a byte.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { movePage } from '../../scripts/new-page/move-page.ts';
import { project, realCopy, runCommand, validCopy } from './site-copies.ts';

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const edit = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(read(dir, file)));

/** The lines `git diff --no-index -U0` shows removed (-) and added (+) between two files. */
function changedLines(before: string, after: string): string[] {
  const { stdout } = spawnSync('git', ['diff', '--no-index', '-U0', '--no-color', before, after], { encoding: 'utf8' });
  return stdout.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line));
}

describe('move-page', () => {
  it('moves the route and the file, keeps the old path as a redirect and rewrites every link to it', async () => {
    const dir = validCopy();
    // A link with a query, a path merely mentioned in text, and a comment: only the link follows.
    edit(dir, 'pages/home.yaml', (text) =>
      text.replace(
        'and [why](#why-ranksuite).',
        'and [why](#why-ranksuite).\n      Pro is [here](/pricing?plan=pro); type /pricing to get there. # not a link: (/pricing)',
      ),
    );
    edit(dir, 'site.yaml', (text) => text.replace('routes:\n', 'routes:\n  # /pricing stays in this comment\n'));
    const site = read(dir, 'site.yaml');
    const home = read(dir, 'pages/home.yaml');
    const pricing = read(dir, 'pages/pricing.yaml');

    const moved = movePage(dir, { from: '/pricing', to: '/plans-and-prices' });
    expect(moved.pageFile).toBe('pages/plans-and-prices.yaml');
    expect(read(dir, 'site.yaml')).toBe(
      site
        .replace('{ path: /pricing, page: pricing }', '{ path: /plans-and-prices, page: plans-and-prices }')
        .replace('{ from: /plans, to: /pricing }', '{ from: /plans, to: /plans-and-prices }')
        .replace('{ label: Pricing, href: /pricing }', '{ label: Pricing, href: /plans-and-prices }')
        .replace('href: "/pricing#faq"', 'href: "/plans-and-prices#faq"'),
    );
    expect(read(dir, 'pages/home.yaml')).toBe(
      home
        .replace('href: /pricing\n', 'href: /plans-and-prices\n')
        .replace(
          '[the plans](/pricing#plans) or [the FAQ](/pricing#faq)',
          '[the plans](/plans-and-prices#plans) or [the FAQ](/plans-and-prices#faq)',
        )
        .replace('[here](/pricing?plan=pro)', '[here](/plans-and-prices?plan=pro)'),
    );
    expect(existsSync(join(dir, 'pages', 'pricing.yaml'))).toBe(false);
    expect(read(dir, 'pages/plans-and-prices.yaml')).toBe(
      pricing.replace('redirectFrom: [/prices]', 'redirectFrom: [/prices, /pricing]'),
    );
    expect(moved.links.map(({ file, line, column }) => `${file}:${line}:${column}`)).toEqual([
      // Where each link is now: the second on line 17 moved right as the first grew longer.
      'pages/home.yaml:12:15',
      'pages/home.yaml:17:23',
      'pages/home.yaml:17:61',
      'pages/home.yaml:18:21',
      'site.yaml:12:25',
      'site.yaml:16:33',
      'site.yaml:22:34',
    ]);
    expect((await checkContent(dir)).problems).toEqual([]);
  });

  it('adds redirectFrom to a page without one, and to a list written one item a line', async () => {
    const dir = validCopy();
    edit(dir, 'pages/pricing.yaml', (text) => text.replace('redirectFrom: [/prices]\n', ''));
    const without = read(dir, 'pages/pricing.yaml');
    movePage(dir, { from: '/pricing', to: '/plans/all' });
    expect(read(dir, 'pages/plans-all.yaml')).toBe(
      without.replace('\nsections:\n', '\nredirectFrom: [/pricing]\nsections:\n'),
    );

    edit(dir, 'pages/plans-all.yaml', (text) =>
      text.replace('redirectFrom: [/pricing]\n', 'redirectFrom:\n  # the first address\n  - /prices\n'),
    );
    const block = read(dir, 'pages/plans-all.yaml');
    movePage(dir, { from: '/plans/all', to: '/pricing' });
    expect(read(dir, 'pages/pricing.yaml')).toBe(block.replace('  - /prices\n', '  - /prices\n  - /plans/all\n'));
    expect((await checkContent(dir)).problems).toEqual([]);
  });

  it('keeps a page file whose name does not follow its path', () => {
    const dir = validCopy();
    edit(dir, 'site.yaml', (text) =>
      text.replace('{ path: /pricing, page: pricing }', '{ path: /prices-2024, page: pricing }'),
    );
    expect(movePage(dir, { from: '/prices-2024', to: '/plans/all' }).pageFile).toBe('pages/pricing.yaml');
    expect(read(dir, 'site.yaml')).toContain('  - { path: /plans/all, page: pricing }\n');
  });

  it('on a copy of the real site changes only the lines with a link to the old path, and the check passes', async () => {
    const dir = realCopy();
    const { pageFile, links } = movePage(dir, { from: '/pricing', to: '/plans-and-prices' });
    expect(pageFile).toBe('pages/plans-and-prices.yaml');
    // The route's line changes its page too, as the file is renamed.
    const follows = (line: string) =>
      line.replace(/\/pricing(?![\w/-])/g, '/plans-and-prices').replace('page: pricing }', 'page: plans-and-prices }');
    for (const file of ['site.yaml', ...readdirSync(join(project, 'pages')).map((name) => `pages/${name}`)]) {
      const copy = file === 'pages/pricing.yaml' ? pageFile : file;
      const diff = changedLines(join(project, file), join(dir, copy));
      const removed = diff.filter((line) => line.startsWith('-')).map((line) => line.slice(1));
      const added = diff.filter((line) => line.startsWith('+')).map((line) => line.slice(1));
      if (copy === pageFile) {
        const at = removed.findIndex((line) => line.startsWith('redirectFrom: ['));
        expect(added.splice(at, 1)).toEqual([removed.splice(at, 1)[0].replace(/]$/, ', /pricing]')]);
      }
      expect(added, file).toEqual(removed.map(follows));
      expect(removed.length, file).toBe(
        links
          .filter((link) => link.file === copy)
          .map((link) => link.line)
          .filter((line, index, all) => all.indexOf(line) === index).length + (file === 'site.yaml' ? 1 : 0),
      );
    }
    expect(links.length).toBeGreaterThan(5);
    expect(read(dir, 'site.yaml')).toContain('href: /pricing/free-vs-pro');
    expect((await checkContent(dir)).problems).toEqual([]);
  });

  it('refuses a new path that is taken, an old path that is no route, and the home page', () => {
    const dir = validCopy();
    expect(() => movePage(dir, { from: '/pricing', to: '/plans' })).toThrow(
      '"/plans" already sends visitors to /pricing (redirects in site.yaml line 11). Choose another path, or remove that redirect first.',
    );
    expect(() => movePage(dir, { from: '/pricing', to: '/prices' })).toThrow(
      '"/prices" is an old path of pages/pricing.yaml (its redirectFrom), so visitors who open it are sent there. Choose another path, or remove it from that page\'s redirectFrom first.',
    );
    expect(() => movePage(dir, { from: '/pricng', to: '/new' })).toThrow(
      '"/pricng" is not a route in site.yaml, so there is no page to move. Did you mean "/pricing"?',
    );
    expect(() => movePage(dir, { from: '/', to: '/start' })).toThrow(
      '"/" is the home page; it cannot move. Move another page, or edit pages/home.yaml.',
    );
    expect(() => movePage(dir, { from: '/pricing', to: '/Plans_2' })).toThrow(
      '"/Plans_2" cannot be a page path: use lowercase letters, digits and dashes, with / between parts, such as /plans-2.',
    );
  });

  it('runs with plain node: 0 and the check after a move, 1 when refused, 2 with its usage when a path is missing', () => {
    const dir = validCopy();
    const site = read(dir, 'site.yaml');
    const taken = runCommand('move-page', ['/pricing', '/plans', '--root', dir]);
    expect([taken.status, taken.stderr]).toEqual([
      1,
      '"/plans" already sends visitors to /pricing (redirects in site.yaml line 11). Choose another path, or remove that redirect first.\n',
    ]);
    const usage = 'Usage: npm run move-page -- <old path> <new path>\n';
    expect(runCommand('move-page', ['--root', dir])).toMatchObject({
      status: 2,
      stderr: `Give the page's current path and its new path, such as /features/old-name /features/new-name.\n${usage}`,
    });
    expect(runCommand('move-page', ['/pricing', '--root', dir])).toMatchObject({
      status: 2,
      stderr: `Give the page's new path too, such as /pricing /features/new-name.\n${usage}`,
    });
    expect(read(dir, 'site.yaml')).toBe(site);

    const done = runCommand('move-page', ['/pricing', '/plans-and-prices', '--root', dir]);
    expect(done.status).toBe(0);
    expect(done.stdout).toMatch(
      new RegExp(
        `^${[
          'Moved /pricing to /plans-and-prices: changed its route in site.yaml, renamed pages/pricing.yaml to pages/plans-and-prices.yaml, and added /pricing to its redirectFrom, so old links and bookmarks still arrive.',
          'Rewrote 6 links to /pricing:',
          '  pages/home.yaml:12:15 /plans-and-prices',
          '  pages/home.yaml:17:23 /plans-and-prices#plans',
          '  pages/home.yaml:17:61 /plans-and-prices#faq',
          '  site.yaml:11:25 /plans-and-prices',
          '  site.yaml:15:33 /plans-and-prices',
          '  site.yaml:21:34 /plans-and-prices#faq',
          'All manifests are valid: site.yaml and 2 pages \\(\\d+ ms\\)\\.',
        ].join('\n')}\n$`,
      ),
    );
  });
});
