// Mistakes that pass each file's own checks but damage the site as a whole: two pages competing
// for one title, a page nobody can reach, a docs page missing from the docs menu, one id twice.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** The valid fixture with some of its files edited: each edit replaces one text with another. */
async function problemsAfter(edits: Record<string, [string, string][]>, added: Record<string, string> = {}) {
  folder = mkdtempSync(join(tmpdir(), 'site-checks-'));
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'valid'), folder, { recursive: true });
  for (const [file, replacements] of Object.entries(edits)) {
    let text = readFileSync(join(folder, file), 'utf8');
    for (const [from, to] of replacements) {
      if (!text.includes(from)) throw new Error(`${file} does not hold ${from}`);
      text = text.replace(from, to);
    }
    writeFileSync(join(folder, file), text);
  }
  for (const [file, text] of Object.entries(added)) writeFileSync(join(folder, file), text);
  // The SEO audit's findings on these short test pages are not what this file tests.
  const siteFile = join(folder, 'site.yaml');
  writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace('auditThreshold: 90', 'auditThreshold: 0'));
  const { problems } = await checkContent(folder);
  return problems.map((problem) => formatProblem(problem).split('\n')[0]);
}

/** site.yaml edits: a route for pages/install.yaml, and its link in docsNav. */
const installRoute: [string, string] = [
  '  - { path: /pricing, page: pricing }',
  '  - { path: /pricing, page: pricing }\n  - { path: /support/install, page: install }',
];
const installInDocsNav: [string, string] = [
  '      - { label: Home, href: / }',
  '      - { label: Home, href: / }\n      - { label: Install, href: /support/install }',
];

const schemaLine = '# yaml-language-server: $schema=../../../../schemas/page.schema.json';
const docsPage = `${schemaLine}
layout: docs
meta:
  title: Install RankSuite on your WordPress site in two minutes
  description: Install RankSuite from the WordPress plugin directory, activate it and connect your account. These steps take two minutes and need no developer help at all.
  keyword: install RankSuite
sections:
  - type: hero
    heading: Install RankSuite
  - type: docs-articles
    menu:
      - id: install
        title: Install
        submenus:
          - { id: upload, title: Upload the plugin, body: "Go to **Plugins → Add New**." }
          - { id: activate, title: Activate it, body: Click **Activate**. }
`;

describe('checks across pages', () => {
  it('refuses two pages with the same title, description or main heading', async () => {
    expect(
      await problemsAfter({
        'pages/pricing.yaml': [
          ['title: RankSuite Pricing - Free and Premium Plans', 'title: RankSuite - The AI SEO Suite for WordPress'],
          [
            'description: Compare RankSuite pricing. The Free plan covers one domain at $0; Premium starts at $29 per month for 10 domains, and yearly billing saves up to 20 %.',
            'description: RankSuite is the AI SEO suite for WordPress that plans, writes, links, audits and tracks your content from one plugin. Start free and upgrade as you grow.',
          ],
          ['heading: RankSuite pricing', 'heading: The AI SEO suite for WordPress'],
        ],
      }),
    ).toEqual([
      'pages/pricing.yaml:3:10 meta.title: pages/home.yaml (/) has the same title, so search engines would show only one of the two pages.',
      'pages/pricing.yaml:4:16 meta.description: pages/home.yaml (/) has the same description, so search results could not tell the two pages apart.',
      'pages/pricing.yaml:9:14 sections[0].heading: pages/home.yaml (/) has the same main heading, so visitors and search engines could not tell the two pages apart.',
    ]);
  });

  it('refuses a page that no menu and no page links to', async () => {
    expect(
      await problemsAfter(
        {
          'site.yaml': [installRoute],
        },
        { 'pages/install.yaml': docsPage },
      ),
    ).toEqual([
      'pages/install.yaml:2:9 layout: this docs page is not in docsNav in site.yaml, so the docs menu does not show it.',
      'site.yaml:10:5 routes[2]: no menu and no page links to "/support/install", so visitors could only reach it by typing its address.',
    ]);
  });

  it('accepts a docs page once docsNav links to it', async () => {
    expect(
      await problemsAfter(
        {
          'site.yaml': [installRoute, installInDocsNav],
        },
        { 'pages/install.yaml': docsPage },
      ),
    ).toEqual([]);
  });

  it('refuses one id twice on a page, among sections and among docs articles', async () => {
    expect(
      await problemsAfter(
        {
          'site.yaml': [installRoute, installInDocsNav],
          'pages/pricing.yaml': [['  - type: hero\n', '  - type: hero\n    id: plans\n']],
        },
        { 'pages/install.yaml': docsPage.replace('id: activate', 'id: upload') },
      ),
    ).toEqual([
      'pages/install.yaml:16:19 sections[1].menu[0].submenus[1].id: the id "upload" is already used on line 15, so a link to #upload could only reach the first.',
      'pages/pricing.yaml:12:9 sections[1].id: the id "plans" is already used on line 9, so a link to #plans could only reach the first.',
    ]);
  });
});
