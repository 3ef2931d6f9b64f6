// Redirect targets come from site.yaml, written by editors: nothing in them may become markup
// in a redirect page or a new line in a host's rules file.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { nginxConfig } from '../../scripts/build/nginx.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { redirectPage, redirectsFile } from '../../scripts/build/redirects.ts';
import type { Site } from '../../src/generated/types.ts';

const site = { name: 'RankSuite', baseUrl: 'https://ranksuite.com', redirects: [] } as unknown as Site;
const scriptTarget = 'https://a.example/"><script>alert(document.domain)</script>';
const imageTarget = '/pricing?"><img src=x onerror=alert(2)>';

describe('a redirect page', () => {
  it.each([scriptTarget, imageTarget])('writes %j as text, never as markup', (to) => {
    const html = redirectPage(site, to);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/"[^"]*"><(script|img)/);
    expect(html).toContain('&quot;&gt;&lt;');
  });
  it('still sends visitors to an ordinary target', () => {
    expect(redirectPage(site, '/pricing')).toContain('<meta http-equiv="refresh" content="0; url=/pricing">');
    expect(redirectPage(site, '/pricing')).toContain('<link rel="canonical" href="https://ranksuite.com/pricing">');
  });
});

describe('the rules files for hosts', () => {
  it.each(['/pricing\n/* https://evil.example/:splat 301!', '/pricing 302', '/pricing\r', '/a\u0000b'])(
    'refuse a target that would break their line format: %j',
    (to) => {
      const redirects = [{ from: '/go', to }];
      expect(() => redirectsFile(redirects)).toThrow(/cannot be written to _redirects/);
      expect(() => nginxConfig({ ...site, redirects } as Site, [])).toThrow(/cannot be written to nginx.conf.example/);
    },
  );
  it('write one line a redirect', () => {
    expect(
      redirectsFile([
        { from: '/plans', to: '/pricing' },
        { from: '/docs', to: '/support/docs' },
      ]),
    ).toBe('/plans /pricing 301\n/docs /support/docs 301\n');
  });
});

describe('npm run check', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it.each([
    [scriptTarget, 'contains a double quote (")'],
    [imageTarget, 'contains a double quote (")'],
    ['/pricing\n/* https://evil.example/:splat 301!', 'contains a line break'],
    ['/pricing 302', 'contains a space'],
    ['https://a.example/<b>', 'contains "<"'],
  ])('refuses the redirect target %j', async (to, what) => {
    folder = mkdtempSync(join(tmpdir(), 'redirect-'));
    cpSync(join(import.meta.dirname, '..', 'fixtures', 'valid'), folder, { recursive: true });
    const file = join(folder, 'site.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '{ from: /plans, to: /pricing }',
        `{ from: /plans, to: ${JSON.stringify(to)} }`,
      ),
    );
    const { problems } = await checkContent(folder);
    expect(problems.map((problem) => formatProblem(problem).split('\n')[0])).toEqual([
      `site.yaml:11:25 redirects[0].to: ${JSON.stringify(to)} ${what}, which a link cannot hold.`,
    ]);
  });
});
