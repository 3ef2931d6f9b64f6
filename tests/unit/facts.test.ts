// Facts: figures kept once under `facts:` in site.yaml and written as {name} in any text.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { applyFacts, fillFacts } from '../../scripts/check/facts.ts';
import { pageEntries } from '../../scripts/generate/pages.ts';
import { loadManifest } from '../../scripts/check/load.ts';
import type { Page } from '../../src/generated/types.ts';

const facts = { premiumPrice: 29, freeDomains: 1, rating: 4.9, users: '1,200+' };
const work = mkdtempSync(join(tmpdir(), 'facts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A page file in a folder of its own, loaded as the checker loads it. */
function manifestOf(text: string) {
  const root = mkdtempSync(join(work, 'page-'));
  writeFileSync(join(root, 'page.yaml'), text);
  return loadManifest(join(root, 'page.yaml'), root).manifest!;
}

describe('fillFacts', () => {
  it("puts each fact's value where its name is written, as often as it is written", () => {
    expect(
      fillFacts('From ${premiumPrice} per month; rated {rating}/5 by {users} users. Only ${premiumPrice}!', facts)
        .value,
    ).toBe('From $29 per month; rated 4.9/5 by 1,200+ users. Only $29!');
  });
  it('keeps a number a number when the text is just the one fact, for fields such as price', () => {
    expect(fillFacts('{premiumPrice}', facts).value).toBe(29);
    expect(fillFacts('{users}', facts).value).toBe('1,200+');
  });
  it('shows a doubled opening brace as one brace, so {{name} is written as it is', () => {
    expect(fillFacts('GET /posts/{{id}/score and {{premiumPrice}', facts)).toEqual({
      value: 'GET /posts/{id}/score and {premiumPrice}',
      unknown: [],
    });
  });
  it('leaves braces that do not hold a name alone, such as JSON', () => {
    expect(fillFacts('{ "price": 1 } and {}', facts)).toEqual({ value: '{ "price": 1 } and {}', unknown: [] });
  });
  it('reports a name that is not a fact, with where it starts in the text', () => {
    expect(fillFacts('ab\n  {premiumPrise} x', facts).unknown).toEqual([{ name: 'premiumPrise', index: 5 }]);
  });
});

describe('applyFacts', () => {
  it('fills facts into Markdown and meta.title, and Markdown renders the filled text', () => {
    const manifest = manifestOf(
      'meta:\n  title: "Pricing from ${premiumPrice}"\nsections:\n  - type: prose\n    body: |\n      # Plans\n\n      **${premiumPrice} per month**, `GET /posts/{{id}`.\n',
    );
    expect(applyFacts(manifest, facts)).toEqual([]);
    const page = manifest.data as Page;
    expect(page.meta.title).toBe('Pricing from $29');
    const [entry] = pageEntries({ routes: [{ path: '/p', page: 'p' }] } as never, new Map([['p', page]]));
    expect(JSON.stringify(entry.data)).toContain('<strong>$29 per month</strong>, <code>GET /posts/{id}</code>');
  });
  it('reports an unknown name at its line and column inside a Markdown body, with the closest fact', () => {
    const manifest = manifestOf(
      'meta:\n  title: Plans\nsections:\n  - type: prose\n    body: |\n      # Plans\n\n      Rated {ratng}/5 by {users} users.\n',
    );
    expect(applyFacts(manifest, facts)).toEqual([
      {
        file: 'page.yaml',
        line: 8,
        column: 13,
        path: 'sections[0].body',
        message: '"{ratng}" is not a fact in site.yaml.',
        fix: 'did you mean "{rating}"? To show the braces as written, double the first one: "{{ratng}".',
      },
    ]);
  });
  it('lists the facts when no name is close', () => {
    const [problem] = applyFacts(manifestOf('meta:\n  title: "Only {discountCode} today"\n'), facts);
    expect(problem).toMatchObject({ line: 2, column: 16, path: 'meta.title' });
    expect(problem.fix).toBe(
      'use one of the facts under "facts:" in site.yaml (premiumPrice, freeDomains, rating, users), or add "discountCode" there. To show the braces as written, double the first one: "{{discountCode}".',
    );
  });
});

describe("the site's facts", () => {
  it('changing a fact in site.yaml changes every page that mentions it, the pricing cards included', async () => {
    const root = join(work, 'site');
    for (const part of ['site.yaml', 'pages', 'public'])
      cpSync(join(process.cwd(), part), join(root, part), { recursive: true });
    const site = parse(readFileSync(join(root, 'site.yaml'), 'utf8'));
    const old = site.facts.premiumPrice as number;
    const changed = old + 1000;
    writeFileSync(
      join(root, 'site.yaml'),
      readFileSync(join(root, 'site.yaml'), 'utf8').replace(
        new RegExp(`^(  premiumPrice:) ${old}$`, 'm'),
        `$1 ${changed}`,
      ),
    );
    const content = await checkContent(root);
    expect(content.problems).toEqual([]);
    expect(content.site!.facts!.premiumPrice).toBe(changed);
    const entries = pageEntries(content.site!, content.pages);
    const everything = JSON.stringify(entries.map((entry) => entry.data));
    expect(everything).not.toContain(`$${old}`);
    const pricing = JSON.stringify(entries.find((entry) => entry.path === '/pricing')!.data);
    expect(pricing).toContain(`$${changed}`);
    expect(pricing).toContain(`"price":${changed}`);
  });
});
