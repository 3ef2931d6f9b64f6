// npm run new-page on copies of the valid fixture and of the real site.yaml: the new page
// passes the check, and site.yaml changes only by the lines added for it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { newPage, templates, type NewPageOptions } from '../../scripts/new-page/new-page.ts';
import { realCopy, runCommand, validCopy } from './site-copies.ts';

/** Runs new-page and returns the lines it added to site.yaml, after checking nothing else moved. */
function addedLines(dir: string, options: NewPageOptions): string[] {
  const before = readFileSync(join(dir, 'site.yaml'), 'utf8').split('\n');
  newPage(dir, options);
  const after = readFileSync(join(dir, 'site.yaml'), 'utf8').split('\n');
  const added = after.filter(
    (line) => line.includes(`href: ${options.path}`) || line.includes(`path: ${options.path},`),
  );
  expect(after.filter((line) => !added.includes(line))).toEqual(before);
  return added;
}

describe('new-page', () => {
  it.each(templates)('makes a %s page that passes the check, with its route and menu links', async (template) => {
    const dir = validCopy();
    const docs = template === 'docs' ? 'guides' : undefined;
    expect(addedLines(dir, { path: '/guides/first-steps', template, nav: 'product', footer: 'Company', docs })).toEqual(
      [
        '  - { path: /guides/first-steps, page: guides-first-steps }',
        ...Array(docs ? 3 : 2).fill('      - { label: First Steps, href: /guides/first-steps }'),
      ],
    );
    const { problems, pages } = await checkContent(dir);
    expect(problems).toEqual([]);
    expect(pages.get('guides-first-steps')?.meta.title).toBe('First Steps | RankSuite');
    expect(readFileSync(join(dir, 'pages', 'guides-first-steps.yaml'), 'utf8')).toMatch(
      /^# yaml-language-server: \$schema=\.\.\/schemas\/page\.schema\.json\n/,
    );
  });

  it('keeps every comment and blank line of the real site.yaml and files the route with its siblings', async () => {
    const dir = realCopy();
    const added = addedLines(dir, {
      path: '/features/keyword-magic',
      template: 'feature',
      nav: 'Features',
      footer: 'Product',
    });
    expect(added).toEqual([
      '  - { path: /features/keyword-magic, page: features-keyword-magic }',
      '      - { label: Keyword Magic, href: /features/keyword-magic }',
      '      - { label: Keyword Magic, href: /features/keyword-magic }',
    ]);
    const lines = readFileSync(join(dir, 'site.yaml'), 'utf8').split('\n');
    expect(lines[lines.indexOf(added[0]) + 1]).toBe('  # Solutions');
    expect((await checkContent(dir)).problems).toEqual([]);
  });

  it('files a docs page under a tab of its docs menu heading, from the command line', async () => {
    const dir = realCopy();
    const before = readFileSync(join(dir, 'site.yaml'), 'utf8').split('\n');
    const args = ['/redirect-checker', '--template', 'docs', '--docs', 'Plugin help', '--tab', 'Linking'];
    const made = runCommand('new-page', [...args, '--root', dir]);
    expect(made.stdout.split('\n')[0]).toBe(
      'Created pages/redirect-checker.yaml from the docs template and added the route /redirect-checker to site.yaml, with a link in the "Linking" tab of the "Plugin help" docs menu.',
    );
    expect(made.status).toBe(0);
    const after = readFileSync(join(dir, 'site.yaml'), 'utf8').split('\n');
    // The route, and a link as the Linking tab's last, at its indent; nothing else of site.yaml changes.
    const added = '          - { label: Redirect Checker, href: /redirect-checker }';
    expect(after.filter((line) => !line.includes('/redirect-checker'))).toEqual(before);
    expect(after.filter((line) => line.includes('/redirect-checker'))).toEqual([
      '  - { path: /redirect-checker, page: redirect-checker }',
      added,
    ]);
    const tab = after.indexOf('      - label: Linking');
    const tabEnd = after.findIndex((line, at) => at > tab && /^ {0,6}\S/.test(line));
    expect(after.indexOf(added)).toBe(tabEnd - 1);
    expect((await checkContent(dir)).problems).toEqual([]);
  });

  it('refuses a tab the docs menu heading does not have, naming the ones it has', () => {
    const dir = realCopy();
    expect(() => newPage(dir, { path: '/new', tab: 'Linking' })).toThrow(
      '--tab names a tab of a docs menu heading: add --docs <heading> too, such as --docs "Plugin help" --tab Linking.',
    );
    expect(() => newPage(dir, { path: '/new', template: 'docs', docs: 'Plugin help', tab: 'Links' })).toThrow(
      'The docs menu heading "Plugin help" has no tab "Links"; use one of: "General", "Linking", "Advanced", "Crawlability & Indexability".',
    );
    expect(() => newPage(dir, { path: '/new', template: 'docs', docs: 'Tutorials', tab: 'Linking' })).toThrow(
      'The docs menu heading "Tutorials" has no tabs; leave out --tab to add the link under its heading.',
    );
  });

  it('gives a route whose page file is missing its file, as npm run check suggests', async () => {
    const dir = validCopy();
    const route = '  - { path: /pricing, page: pricing }\n';
    const link = '      - { label: Pricing, href: /pricing }\n';
    writeFileSync(
      join(dir, 'site.yaml'),
      readFileSync(join(dir, 'site.yaml'), 'utf8')
        .replace(route, `${route}  - { path: /guides/start, page: getting-started }\n`)
        .replace(link, `${link}      - { label: Start, href: /guides/start }\n`),
    );
    expect((await checkContent(dir)).problems.map((problem) => problem.fix)).toEqual([
      'create it with: npm run new-page -- /guides/start',
    ]);
    const before = readFileSync(join(dir, 'site.yaml'), 'utf8');
    newPage(dir, { path: '/guides/start' });
    expect(readFileSync(join(dir, 'site.yaml'), 'utf8')).toBe(before);
    expect((await checkContent(dir)).problems).toEqual([]);
  });

  it('refuses a path that is taken, saying which page has it', async () => {
    const dir = validCopy();
    expect(() => newPage(dir, { path: 'pricing/' })).toThrow(
      '"/pricing" is already a route: it shows pages/pricing.yaml (site.yaml line 9). Choose another path, or edit that page.',
    );
    expect(() => newPage(dir, { path: '/prices' })).toThrow(
      '"/prices" is an old path of pages/pricing.yaml (its redirectFrom), so visitors who open it are sent there. Choose another path, or remove it from that page\'s redirectFrom first.',
    );
    expect(() => newPage(dir, { path: '/plans' })).toThrow(
      '"/plans" already sends visitors to /pricing (redirects in site.yaml line 11). Choose another path, or remove that redirect first.',
    );
  });

  it('names the templates, menu groups and path form it accepts', async () => {
    const dir = validCopy();
    expect(() => newPage(dir, { path: '/new', template: 'blog' })).toThrow(
      'There is no template "blog"; the templates are: docs, feature, marketing, solution.',
    );
    expect(() => newPage(dir, { path: '/new', nav: 'Home' })).toThrow(
      'There is no menu group "Home" with links; use one of: "Product".',
    );
    expect(() => newPage(dir, { path: '/new', footer: 'Legal' })).toThrow(
      'There is no footer column "Legal" with links; use one of: "Company".',
    );
    expect(() => newPage(dir, { path: '/new', template: 'docs' })).toThrow(
      'A docs page needs its place in the docs menu: add --docs <heading>, one of: "Guides".',
    );
    expect(() => newPage(dir, { path: '/new', template: 'docs', docs: 'Plugin help' })).toThrow(
      'There is no docs menu heading "Plugin help" with links; use one of: "Guides".',
    );
    expect(() => newPage(dir, { path: '/New_Page' })).toThrow(
      '"/New_Page" cannot be a page path: use lowercase letters, digits and dashes, with / between parts, such as /new-page.',
    );
  });

  it('exits 1 when refusing and 2 for a usage error, leaving site.yaml untouched', async () => {
    const dir = validCopy();
    const before = readFileSync(join(dir, 'site.yaml'), 'utf8');
    const run = (...args: string[]) => runCommand('new-page', [...args, '--root', dir]);
    const taken = run('/pricing');
    expect([taken.status, taken.stderr]).toEqual([
      1,
      '"/pricing" is already a route: it shows pages/pricing.yaml (site.yaml line 9). Choose another path, or edit that page.\n',
    ]);
    const usage = run('/new', '--template', 'blog');
    expect([usage.status, usage.stderr]).toEqual([
      2,
      'There is no template "blog"; the templates are: docs, feature, marketing, solution.\nUsage: npm run new-page -- <path> [--template docs|feature|marketing|solution] [--nav <menu group>] [--footer <footer column>] [--docs <docs menu heading> [--tab <its tab>]]\n',
    ]);
    expect(readFileSync(join(dir, 'site.yaml'), 'utf8')).toBe(before);
  });

  it('prints its usage and exits 2 without a path, or when npm took a flag meant for it', () => {
    const dir = validCopy();
    const usage =
      'Usage: npm run new-page -- <path> [--template docs|feature|marketing|solution] [--nav <menu group>] [--footer <footer column>] [--docs <docs menu heading> [--tab <its tab>]]\n';
    expect(runCommand('new-page', ['--root', dir])).toMatchObject({
      status: 2,
      stderr: `Give the new page's path, such as /features/keyword-magic.\n${usage}`,
    });
    // `npm run new-page /guides/start --template docs` without --: npm keeps --template and passes "docs" on.
    expect(
      runCommand('new-page', ['/guides/start', 'docs', '--root', dir], { npm_config_template: 'true' }),
    ).toMatchObject({
      status: 2,
      stderr: `npm took --template for itself, so this command never saw it. Put -- before the arguments: npm run new-page -- /path --template docs\n${usage}`,
    });
    expect(runCommand('new-page', ['--root', dir]).stdout).toBe('');
  });
});
