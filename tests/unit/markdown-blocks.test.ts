// Code blocks and callouts in Markdown: coloured with classes at build time (the CSP forbids
// style attributes), and every mistake in them a located problem whose fix fixes it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { readPage } from '../../scripts/check/page-facts.ts';
import { codeColourCss } from '../../scripts/lib/highlight.ts';
import { renderMarkdown } from '../../scripts/lib/markdown.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';

const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\``;

describe('code blocks', () => {
  const html = renderMarkdown(fence('json', '{ "score": 86, "passed": true }'));

  it('colours tokens with classes and writes no style attribute', () => {
    expect(html).toContain('<pre class="shiki');
    expect(html).not.toMatch(/style=/);
    expect(html).toMatch(/<span class="l-[0-9a-f]{6} d-[0-9a-f]{6}">"score"<\/span>/);
  });

  it('has a rule in the generated stylesheet for every colour class it uses', () => {
    const css = codeColourCss();
    const used = new Set(html.match(/\b[ld]-[0-9a-f]{6,8}\b/g));
    expect(used.size).toBeGreaterThan(2);
    for (const name of used) expect(css, name).toContain(`.${name} {`);
  });

  it('gives every block, coloured or not, a copy button and a status line, the button hidden until the app runs', () => {
    for (const block of [
      html,
      renderMarkdown(fence('text', 'plain words')),
      renderMarkdown(fence('', 'no language')),
    ]) {
      expect(block).toContain('<button type="button" class="code-copy" hidden>Copy</button>');
      expect(block).toContain('<span class="sr-only" role="status"></span>');
    }
  });

  it('reads the same to the checker without colours', () => {
    const markdown = fence('json', '{ "score": 86, "passed": true }');
    const read = (colours: boolean) => readPage(`<main>${renderMarkdown(markdown, { colours })}</main>`);
    expect(read(false)).toEqual(read(true));
  });

  it('keeps HTML in code as text', () => {
    expect(renderMarkdown(fence('bash', 'echo "<script>alert(1)</script>"'))).not.toContain('<script>');
  });
});

describe('callouts', () => {
  it.each([
    ['note', 'Note'],
    ['tip', 'Tip'],
    ['warning', 'Warning'],
  ])('::: %s renders an aside with the visible label %s and a decorative icon', (kind, label) => {
    const html = renderMarkdown(`::: ${kind}\nKeep **keys** out of your code.\n:::`);
    expect(html).toMatch(
      new RegExp(
        `^<aside class="callout callout-${kind}"><p class="callout-label"><svg [^>]*aria-hidden="true"[^>]*>.*</svg>${label}</p>\\n<p>Keep <strong>keys</strong> out of your code.</p>\\n</aside>\\n$`,
      ),
    );
  });
});

describe('the checker', () => {
  const work = mkdtempSync(join(tmpdir(), 'markdown-blocks-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const valid = join(import.meta.dirname, '..', 'fixtures', 'valid');
  const home = readFileSync(join(valid, 'pages', 'home.yaml'), 'utf8');
  // Added at the end of the home page's rich-text body, indented as it is.
  const mistakes = [
    '```nodejs',
    'npm start',
    '```',
    '',
    '::: danger',
    'Careful.',
    ':::',
    '',
    '::: note',
    'Never closed.',
  ]
    .map((line) => (line ? `      ${line}` : ''))
    .join('\n');

  /** The problems of the valid site with the home page's body ending in `tail`. */
  async function problemsWith(tail: string) {
    const root = join(work, String(Math.random()).slice(2));
    cpSync(valid, root, { recursive: true });
    writeFileSync(join(root, 'pages', 'home.yaml'), `${home.trimEnd()}\n\n${tail}\n`);
    return (await checkContent(root)).problems;
  }
  const lineOf = (text: string) => `${home.trimEnd()}\n\n${mistakes}`.split('\n').indexOf(`      ${text}`) + 1;

  it('reports an unknown language, an unknown callout kind and an unclosed callout where they are written', async () => {
    const problems = await problemsWith(mistakes);
    expect(problems.map((problem) => formatProblem(problem).split('\n')[0])).toEqual([
      `pages/home.yaml:${lineOf('```nodejs')}:10 sections[1].body: the code block's language "nodejs" is not one the site can colour.`,
      `pages/home.yaml:${lineOf('::: danger')}:11 sections[1].body: "::: danger" is not a kind of callout.`,
      `pages/home.yaml:${lineOf('::: note')}:11 sections[1].body: the "::: note" callout is never closed, so everything after it would be inside it.`,
    ]);
    expect(problems.map((problem) => problem.fix)).toEqual([
      'write one of bash, sh, shell, json, js, javascript, ts, typescript, text, plain after the backticks (text shows the code without colours).',
      'write "::: note", "::: tip" or "::: warning".',
      'add a line holding only ":::" where the callout ends.',
    ]);
  });

  it('finds nothing once the fixes are followed', async () => {
    const fixed = mistakes.replace('```nodejs', '```bash').replace('::: danger', '::: warning').concat('\n      :::');
    expect(await problemsWith(fixed)).toEqual([]);
  });
});
