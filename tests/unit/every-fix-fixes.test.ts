// Every Fix: line must fix: following a problem's fix word for word makes the problem go away
// and gives the page the editor meant. Each mistake is made once in a copy of the real site.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { realCopy } from './site-copies.ts';

/** Replaces `from` with `to` in one file of a fresh copy of the real site; returns the copy and its problems. */
async function mistake(file: string, from: string, to: string) {
  const dir = realCopy();
  const text = readFileSync(join(dir, file), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(dir, file), text.replace(from, to));
  const { problems } = await checkContent(dir);
  // A site.yaml that cannot be read leaves the pages' facts unfilled; only its own problems matter here.
  return problems
    .filter((problem) => problem.file === file)
    .map(({ file, line, message, fix }) => ({ file, line, message, fix }));
}

const lineOf = (file: string, text: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', file), 'utf8')
    .split('\n')
    .indexOf(text) + 1;

describe('fixes that fix', () => {
  it('a list item of text with ": " in it is told to quote the text as written', async () => {
    const file = 'pages/features-ai-site-planner.yaml';
    const item = '      - Every new writer asks the same question — what should I write next?';
    const written = item.replace(' —', ':');
    const problems = await mistake(file, item, written);
    const quoted = '"Every new writer asks the same question: what should I write next?"';
    expect(problems).toEqual([
      {
        file,
        line: lineOf(file, item),
        message: 'this must be text, but it is a block of fields.',
        fix: `put the value in quotes to make it text: ${quoted}`,
      },
    ]);
    expect(await mistake(file, item, `      - ${quoted}`)).toEqual([]);
  });
  it('an over-indented list item is told to move back to its list', async () => {
    const line = lineOf('pages/pricing.yaml', '      - name: Premium');
    const problems = await mistake('pages/pricing.yaml', '      - name: Premium', '        - name: Premium');
    expect(problems).toEqual([
      {
        file: 'pages/pricing.yaml',
        line,
        message: 'this line is indented further than the fields above it.',
        fix: `indent it with 6 spaces, like the list item on line ${lineOf('pages/pricing.yaml', '      - name: Free')}: "      - name: Premium"`,
      },
    ]);
  });
  it('a footer link indented too little is told its indent, not to quote it', async () => {
    const link = '      - { label: Free vs Pro, href: /pricing/free-vs-pro }';
    const problems = await mistake('site.yaml', link, link.slice(2));
    expect(problems[0]).toMatchObject({
      file: 'site.yaml',
      line: lineOf('site.yaml', link),
      fix: expect.stringMatching(
        /^indent it with 6 spaces, .*: " {6}- \{ label: Free vs Pro, href: \/pricing\/free-vs-pro \}"$/,
      ),
    });
  });
  it('a flow map without its closing brace is blamed on its own line', async () => {
    const item = '      - { label: Free vs Pro, href: /pricing/free-vs-pro }';
    const problems = await mistake('site.yaml', item, item.slice(0, -2));
    expect(problems[0]).toMatchObject({
      line: lineOf('site.yaml', item),
      message: 'this { … } block is never closed.',
      fix: `add the closing }, like this: ${item.trim()}`,
    });
  });
  it('a missing space after a colon is blamed on its own line', async () => {
    // Whatever the eyebrow says today: editors change it.
    const eyebrow = readFileSync(join(import.meta.dirname, '..', '..', 'pages/pricing.yaml'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('    eyebrow: '))!;
    const problems = await mistake('pages/pricing.yaml', eyebrow, eyebrow.replace(': ', ':'));
    expect(problems[0]).toMatchObject({
      line: lineOf('pages/pricing.yaml', eyebrow),
      message: 'there is no space after "eyebrow:", so YAML reads the line as text instead of a field.',
      fix: `add a space after the colon, like this: ${eyebrow.trim()}`,
    });
  });
  it('a price with a decimal comma is told the decimal point, not a price 100 times higher', async () => {
    const problems = await mistake('pages/pricing.yaml', '        price: "{premiumPrice}"', '        price: 29,99');
    expect(problems[0].fix).toBe(
      'write price: 29.99 (a plain number, without quotes, units or symbols), or a fact from site.yaml in quotes: price: "{premiumPrice}".',
    );
  });
  it('a single-quoted text with an apostrophe is told to use double quotes instead', async () => {
    const problems = await mistake(
      'pages/pricing.yaml',
      '    heading: Two plans, no surprises',
      "    heading: 'RankSuite's pricing: two plans'",
    );
    expect(problems[0]).toMatchObject({
      line: lineOf('pages/pricing.yaml', '    heading: Two plans, no surprises'),
      fix: `put the value in quotes: heading: "RankSuite's pricing: two plans"`,
    });
  });
  it('a text starting with * is told to go in quotes', async () => {
    const note = '        note: Save up to {yearlySaving}% with yearly billing.';
    const problems = await mistake('pages/pricing.yaml', note, '        note: *Save up to 20%* with yearly billing.');
    expect(problems).toEqual([
      {
        file: 'pages/pricing.yaml',
        line: lineOf('pages/pricing.yaml', note),
        message:
          'a value that starts with "*" is read as a reference to other content; put it in quotes to make it text.',
        fix: 'put the value in quotes: note: "*Save up to 20%* with yearly billing."',
      },
    ]);
  });
  it('a one-word text starting with * is told to go in quotes too', async () => {
    const note = '        note: Save up to {yearlySaving}% with yearly billing.';
    const problems = await mistake('pages/pricing.yaml', note, '        note: *Popular*');
    expect(problems).toEqual([
      {
        file: 'pages/pricing.yaml',
        line: lineOf('pages/pricing.yaml', note),
        message:
          'a value that starts with "*" is read as a reference to other content; put it in quotes to make it text.',
        fix: 'put the value in quotes: note: "*Popular*"',
      },
    ]);
  });
});
