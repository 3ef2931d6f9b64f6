// The mistakes a new editor makes in their first week, each made once in a copy of the valid
// fixture. Every message is pinned in full, as `npm run check` prints it: it must say which
// file and line, what is wrong in plain words and what to type instead.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';

const valid = join(import.meta.dirname, '..', 'fixtures', 'valid');
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Replaces `from` with `to` in one file of a fresh copy and returns what the check prints. */
async function mistake(file: string, from: string, to: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'mistake-'));
  copies.push(dir);
  cpSync(valid, dir, { recursive: true });
  const text = readFileSync(join(dir, file), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(dir, file), text.replace(from, to));
  const { problems, sources } = await checkContent(dir);
  return problems.map((problem) => formatProblem(problem, sources.get(problem.file))).join('\n\n');
}

describe('everyday mistakes', () => {
  it('a misspelled section type', async () => {
    expect(await mistake('pages/home.yaml', '- type: hero', '- type: heor')).toMatchInlineSnapshot(`
      "pages/home.yaml:7:11 sections[0].type: "heor" is not a section type.
        Fix: did you mean "hero"? Write type: hero. The section types are: channel-cards, checklist, comparison-table, contact-form, cta, docs-articles, docs-search, faq, feature-grid, hero, link-list, logo-row, media-text, newsletter-form, pricing-cards, problem, rich-text, screenshot, stats, steps, tabs, testimonials, video.
          5 |   keyword: AI SEO suite
          6 | sections:
        > 7 |   - type: heor
            |           ^"
    `);
  });
  it('a misspelled field', async () => {
    expect(await mistake('pages/home.yaml', '    subheading:', '    subheding:')).toMatchInlineSnapshot(`
      "pages/home.yaml:9:5 sections[0].subheding: "subheding" is not a field of this hero section.
        Fix: did you mean "subheading"? Write subheading: in place of subheding:.
          7 |   - type: hero
          8 |     heading: The AI SEO suite for WordPress
        > 9 |     subheding: One plugin for the whole AI SEO suite workflow.
            |     ^"
    `);
  });
  it('a field indented one space too little', async () => {
    expect(
      await mistake('pages/home.yaml', '  keyword: AI SEO suite', ' keyword: AI SEO suite'),
    ).toMatchInlineSnapshot(`
      "pages/home.yaml:5:1 this line is not indented like the lines of its block.
        Fix: indent it with 2 spaces, like "description:" on line 4: "  keyword: AI SEO suite"
          3 |   title: RankSuite - The AI SEO Suite for WordPress
          4 |   description: RankSuite is the AI SEO suite for WordPress that plans, writes, links, audits and tracks your content from one plugin. Start free and upgrade as you grow.
        > 5 |  keyword: AI SEO suite
            | ^"
    `);
  });
  it('a field indented too far', async () => {
    expect(
      await mistake('pages/home.yaml', '  keyword: AI SEO suite', '    keyword: AI SEO suite'),
    ).toMatchInlineSnapshot(`
      "pages/home.yaml:5:1 this line is indented further than the fields above it.
        Fix: indent it with 2 spaces, like "description:" on line 4: "  keyword: AI SEO suite"
          3 |   title: RankSuite - The AI SEO Suite for WordPress
          4 |   description: RankSuite is the AI SEO suite for WordPress that plans, writes, links, audits and tracks your content from one plugin. Start free and upgrade as you grow.
        > 5 |     keyword: AI SEO suite
            | ^"
    `);
  });
  it('an unquoted colon in a title', async () => {
    expect(
      await mistake('pages/home.yaml', 'title: RankSuite - The AI SEO Suite', 'title: RankSuite: The AI SEO Suite'),
    ).toMatchInlineSnapshot(`
      "pages/home.yaml:3:10 this value contains ": ", which YAML reads as the start of another field.
        Fix: put the value in quotes: title: "RankSuite: The AI SEO Suite for WordPress"
          1 | # yaml-language-server: $schema=../../../../schemas/page.schema.json
          2 | meta:
        > 3 |   title: RankSuite: The AI SEO Suite for WordPress
            |          ^"
    `);
  });
  it('a quote that is never closed', async () => {
    expect(
      await mistake(
        'pages/home.yaml',
        'heading: The AI SEO suite for WordPress',
        'heading: "The AI SEO suite for WordPress',
      ),
    ).toMatchInlineSnapshot(`
      "pages/home.yaml:8:14 the quote " that starts here is never closed, so the rest of the file is read as part of this text.
        Fix: add the closing " at the end of the text, like this: heading: "The AI SEO suite for WordPress"
          6 | sections:
          7 |   - type: hero
        > 8 |     heading: "The AI SEO suite for WordPress
            |              ^"
    `);
  });
  it('a tab', async () => {
    expect(await mistake('pages/pricing.yaml', '        answer: Yes', '      \tanswer: Yes')).toMatchInlineSnapshot(`
      "pages/pricing.yaml:24:7 this line is indented with a tab; YAML only allows spaces.
        Fix: replace the tab with spaces; indent it with 8 spaces, like "question:" on line 23: "        answer: Yes, for one domain."
          22 |     items:
          23 |       - question: Is there a free plan?
        > 24 |       →answer: Yes, for one domain.
             |       ^"
    `);
  });
  it('a missing required field', async () => {
    expect(await mistake('pages/home.yaml', '  keyword: AI SEO suite\n', '')).toMatchInlineSnapshot(`
      "pages/home.yaml:2:1 meta: the required field "keyword" is missing from "meta".
        Fix: add the line "keyword: WordPress SEO pricing", lined up with "title:" (The phrase this page should rank for. It should appear in the title, the description, the h1 heading and the first paragraph).
          1 | # yaml-language-server: $schema=../../../../schemas/page.schema.json
        > 2 | meta:
            | ^"
    `);
  });
  it('a list written as a single value', async () => {
    expect(await mistake('pages/pricing.yaml', 'features: [1 domain]', 'features: 1 domain')).toMatchInlineSnapshot(`
      "pages/pricing.yaml:17:19 sections[1].plans[0].features: this must be a list, but it is the text "1 domain".
        Fix: write it as a list: features: [1 domain], or put each item on its own line under "features:", starting with "- ".
          15 |         period: per month
          16 |         description: RankSuite pricing for one site.
        > 17 |         features: 1 domain
             |                   ^"
    `);
  });
  it('a bad internal link', async () => {
    expect(await mistake('pages/home.yaml', 'href: /pricing', 'href: /pricng')).toMatchInlineSnapshot(`
      "pages/home.yaml:12:15 sections[0].actions[0].href: "/pricng" is not a route.
        Fix: did you mean "/pricing"?
          10 |     actions:
          11 |       - label: Get Started for Free
        > 12 |         href: /pricng
             |               ^"
    `);
  });
  it('a bad link inside Markdown text', async () => {
    expect(
      await mistake('pages/home.yaml', 'or [the FAQ](/pricing#faq)', 'or [the FAQ](/pricing#questions)'),
    ).toMatchInlineSnapshot(`
      "pages/home.yaml:17:52 sections[1].body: "#questions" is not an id on the page /pricing.
        Fix: link to one of its ids (#main, #plans, #faq, #details), give a section on that page "id: questions", or remove the #part.
          15 |     body: |
          16 |       ## Why RankSuite
        > 17 |       See [the plans](/pricing#plans) or [the FAQ](/pricing#questions), and [why](#why-ranksuite).
             |                                                    ^"
    `);
  });
  it('a link to an old path', async () => {
    expect(await mistake('pages/home.yaml', 'href: /pricing', 'href: /prices')).toMatchInlineSnapshot(`
      "pages/home.yaml:12:15 sections[0].actions[0].href: "/prices" is an old path; the page moved to "/pricing".
        Fix: link to "/pricing" instead.
          10 |     actions:
          11 |       - label: Get Started for Free
        > 12 |         href: /prices
             |               ^"
    `);
  });
  it('a price as text where a number is expected', async () => {
    expect(await mistake('pages/pricing.yaml', 'price: 0', 'price: $29/month')).toMatchInlineSnapshot(`
      "pages/pricing.yaml:14:16 sections[1].plans[0].price: this must be a number or a fact such as "{premiumPrice}", but it is the text "$29/month".
        Fix: write price: 29 (a plain number, without quotes, units or symbols), or a fact from site.yaml in quotes: price: "{premiumPrice}".
          12 |     plans:
          13 |       - name: Free
        > 14 |         price: $29/month
             |                ^"
    `);
  });
  it('a description that is too long', async () => {
    expect(
      await mistake(
        'pages/home.yaml',
        'Start free and upgrade as you grow.',
        'Start free today and upgrade whenever you grow.',
      ),
    ).toMatchInlineSnapshot(`
      "pages/home.yaml:4:16 meta.description: this text is 166 characters long; the limit is 160.
        Fix: shorten it by 6 characters.
          2 | meta:
          3 |   title: RankSuite - The AI SEO Suite for WordPress
        > 4 |   description: RankSuite is the AI SEO suite for WordPress that plans, writes, links, audits and tracks your content from one plugin. Start free today and upgrade whenever you grow.
            |                ^"
    `);
  });
  it('a duplicate route', async () => {
    expect(
      await mistake(
        'site.yaml',
        '  - { path: /pricing, page: pricing }\n',
        '  - { path: /pricing, page: pricing }\n  - { path: /pricing, page: home }\n',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml:10:13 routes[2].path: the path "/pricing" is already used on line 9 (by pages/pricing.yaml).
        Fix: give this page a different path, or delete one of the two lines.
           8 |   - { path: /, page: home }
           9 |   - { path: /pricing, page: pricing }
        > 10 |   - { path: /pricing, page: home }
             |             ^"
    `);
  });
  it('a choice in the wrong letter case', async () => {
    expect(await mistake('pages/home.yaml', 'meta:', 'layout: Docs\nmeta:')).toMatchInlineSnapshot(`
      "pages/home.yaml:2:9 layout: the text "Docs" is not one of the values allowed here.
        Fix: did you mean "docs"? Write layout: docs. Use one of: "marketing", "docs".
          1 | # yaml-language-server: $schema=../../../../schemas/page.schema.json
        > 2 | layout: Docs
            |         ^"
    `);
  });
  it('an image file name in the wrong letter case', async () => {
    expect(await mistake('pages/home.yaml', 'src: /images/shot.svg', 'src: /images/Shot.svg')).toMatchInlineSnapshot(`
      "pages/home.yaml:13:19 sections[0].image.src: "/images/Shot.svg" does not exist under public/.
        Fix: did you mean "/images/shot.svg" (letter case must match exactly)?
          11 |       - label: Get Started for Free
          12 |         href: /pricing
        > 13 |     image: { src: /images/Shot.svg, alt: The dashboard, width: 800, height: 600 }
             |                   ^"
    `);
  });
});
