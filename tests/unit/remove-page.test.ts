// npm run remove-page on copies of the valid fixture: it refuses while pages link to the page,
// or sends those links and the page's addresses to another page, and the check passes after.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { removePage } from '../../scripts/new-page/remove-page.ts';
import { runCommand, validCopy } from './site-copies.ts';

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const edit = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(read(dir, file)));
const footerLink = '      - { label: Pricing, href: "/pricing#faq" }\n';
/** The valid site with a second footer link, so the footer keeps a column when /pricing goes. */
function siteWithHomeInFooter(): string {
  const dir = validCopy();
  edit(dir, 'site.yaml', (text) => text.replace(footerLink, `${footerLink}      - { label: Home, href: / }\n`));
  return dir;
}
const docsHome = 'docsNav:\n  - heading: Guides\n    links:\n      - { label: Home, href: / }\n';
const linksListed = [
  '  pages/home.yaml:12:15 /pricing',
  '  pages/home.yaml:17:23 /pricing#plans',
  '  pages/home.yaml:17:52 /pricing#faq',
  '  site.yaml:11:25 /pricing',
];

describe('remove-page', () => {
  it('refuses while pages or short paths link to the page, listing each link', () => {
    const dir = siteWithHomeInFooter();
    const site = read(dir, 'site.yaml');
    expect(() => removePage(dir, { path: '/pricing' })).toThrow(
      [
        '4 links still lead to /pricing. Point them at another page, or have this command do it: npm run remove-page -- /pricing --redirect-to <path>',
        ...linksListed,
      ].join('\n'),
    );
    expect(read(dir, 'site.yaml')).toBe(site);
    expect(existsSync(join(dir, 'pages', 'pricing.yaml'))).toBe(true);
  });

  it('removes a page only menus link to, with its route, file and menu links', async () => {
    const dir = siteWithHomeInFooter();
    edit(dir, 'pages/home.yaml', (text) => text.replaceAll(/\/pricing(#\w+)?/g, '/'));
    edit(dir, 'site.yaml', (text) => text.replace('redirects:\n  - { from: /plans, to: /pricing }\n', ''));
    const site = read(dir, 'site.yaml');
    const removed = removePage(dir, { path: '/pricing' });
    expect(read(dir, 'site.yaml')).toBe(
      site
        .replace('  - { path: /pricing, page: pricing }\n', '')
        .replace('  - label: Product\n    links:\n      - { label: Pricing, href: /pricing }\n', '')
        .replace(footerLink, ''),
    );
    expect(removed.menuLinks.map(({ file, line, column }) => `${file}:${line}:${column}`)).toEqual([
      'site.yaml:13:33',
      'site.yaml:19:34',
    ]);
    expect(existsSync(join(dir, 'pages', 'pricing.yaml'))).toBe(false);
    expect((await checkContent(dir)).problems).toEqual([]);
  });

  it('with --redirect-to sends the links, the short paths and the old paths to the other page', async () => {
    const dir = siteWithHomeInFooter();
    const site = read(dir, 'site.yaml');
    const home = read(dir, 'pages/home.yaml');
    removePage(dir, { path: '/pricing', redirectTo: '/' });
    expect(read(dir, 'site.yaml')).toBe(
      site
        .replace('  - { path: /pricing, page: pricing }\n', '')
        .replace('{ from: /plans, to: /pricing }', '{ from: /plans, to: / }')
        .replace('  - label: Product\n    links:\n      - { label: Pricing, href: /pricing }\n', '')
        .replace(footerLink, ''),
    );
    // The #fragments named parts of the removed page, so the links lead to the top of the other one.
    expect(read(dir, 'pages/home.yaml')).toBe(
      home
        .replace('href: /pricing\n', 'href: /\n')
        .replace('[the plans](/pricing#plans) or [the FAQ](/pricing#faq)', '[the plans](/) or [the FAQ](/)')
        .replace('\nsections:\n', '\nredirectFrom: [/pricing, /prices]\nsections:\n'),
    );
    expect(existsSync(join(dir, 'pages', 'pricing.yaml'))).toBe(false);
    expect((await checkContent(dir)).problems).toEqual([]);
  });

  it('refuses what it cannot do, saying why', () => {
    const dir = validCopy();
    expect(() => removePage(dir, { path: '/pricng' })).toThrow(
      '"/pricng" is not a route in site.yaml, so there is no page to remove. Did you mean "/pricing"?',
    );
    expect(() => removePage(dir, { path: '/' })).toThrow(
      '"/" is the home page; it cannot be removed. Edit pages/home.yaml instead.',
    );
    expect(() => removePage(dir, { path: '/pricing', redirectTo: '/plans' })).toThrow(
      '--redirect-to "/plans" is not a route in site.yaml. Give the path of a page that stays, such as "/".',
    );
    expect(() => removePage(dir, { path: '/pricing', redirectTo: '/pricing' })).toThrow(
      '--redirect-to must name another page than the one removed, such as "/".',
    );
    expect(() => removePage(dir, { path: '/pricing', redirectTo: '/' })).toThrow(
      'Removing the link to /pricing would leave footer without any entry (site.yaml line 18). Add another link there first.',
    );
  });

  it("removes a docsNav tab's link alone, and refuses to empty a tab or a group that has tabs", () => {
    const dir = siteWithHomeInFooter();
    edit(dir, 'pages/home.yaml', (text) => text.replaceAll(/\/pricing(#\w+)?/g, '/'));
    edit(dir, 'site.yaml', (text) => text.replace('redirects:\n  - { from: /plans, to: /pricing }\n', ''));
    const tabs = (links: string) =>
      `      - { label: Home, href: / }\n    tabs:\n      - label: Plans\n        links:\n${links}      - label: Start\n        links:\n          - { label: Start, href: / }\n`;
    const pricing = '          - { label: Pricing, href: /pricing }\n';
    edit(dir, 'site.yaml', (text) => text.replace(docsHome, docsHome.replace(/ {6}- .*\n$/, tabs(pricing))));
    expect(() => removePage(dir, { path: '/pricing' })).toThrow(
      /^Removing the link to \/pricing would leave the tab "Plans" of docsNav without any entry \(site\.yaml line \d+\)\. Add another link there first\.$/,
    );
    edit(dir, 'site.yaml', (text) => text.replace(pricing, `${pricing}          - { label: Home, href: / }\n`));
    const site = read(dir, 'site.yaml');
    removePage(dir, { path: '/pricing' });
    expect(read(dir, 'site.yaml')).toContain(tabs('          - { label: Home, href: / }\n'));
    expect(read(dir, 'site.yaml')).not.toBe(site);

    const grouped = siteWithHomeInFooter();
    edit(grouped, 'pages/home.yaml', (text) => text.replaceAll(/\/pricing(#\w+)?/g, '/'));
    edit(grouped, 'site.yaml', (text) =>
      text
        .replace('redirects:\n  - { from: /plans, to: /pricing }\n', '')
        .replace(
          docsHome,
          docsHome
            .replace(/ {6}- .*\n$/, tabs('          - { label: Home, href: / }\n'))
            .replace('label: Home, href: /', 'label: Pricing, href: /pricing'),
        ),
    );
    expect(() => removePage(grouped, { path: '/pricing' })).toThrow(
      /^Removing the link to \/pricing would leave the group "Guides" of docsNav without any entry/,
    );
  });

  it('runs with plain node: 1 listing the links, 2 with its usage without a path, 0 and the check after removing', () => {
    const dir = siteWithHomeInFooter();
    const usage = 'Usage: npm run remove-page -- <path> [--redirect-to <path of the page that takes its visitors>]\n';
    expect(runCommand('remove-page', ['--root', dir])).toMatchObject({
      status: 2,
      stderr: `Give the path of the page to remove, such as /features/old-name.\n${usage}`,
    });
    // `npm run remove-page /pricing --redirect-to /` without -- : npm keeps the flag and passes "/" on.
    expect(
      runCommand('remove-page', ['/pricing', '/', '--root', dir], { npm_config_redirect_to: 'true' }),
    ).toMatchObject({
      status: 2,
      stderr: `npm took --redirect-to for itself, so this command never saw it. Put -- before the arguments: npm run remove-page -- /path --redirect-to /other\n${usage}`,
    });
    const refused = runCommand('remove-page', ['/pricing', '--root', dir]);
    expect([refused.status, refused.stderr]).toEqual([
      1,
      `${['4 links still lead to /pricing. Point them at another page, or have this command do it: npm run remove-page -- /pricing --redirect-to <path>', ...linksListed].join('\n')}\n`,
    ]);
    const done = runCommand('remove-page', ['/pricing', '--redirect-to', '/', '--root', dir]);
    expect(done.status).toBe(0);
    expect(done.stdout).toMatch(
      new RegExp(
        `^${[
          'Removed /pricing: its route in site.yaml, pages/pricing.yaml and 2 menu links to it.',
          'Rewrote 4 links to /pricing to lead to /:',
          '  pages/home.yaml:13:15 /',
          '  pages/home.yaml:18:23 /',
          '  pages/home.yaml:18:39 /',
          '  site.yaml:10:25 /',
          'Added /pricing, /prices to the redirectFrom of pages/home.yaml, so old links and bookmarks arrive there.',
          'All manifests are valid: site.yaml and 1 page \\(\\d+ ms\\)\\.',
        ].join('\n')}\n$`,
      ),
    );
  });
});
