import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { dataSizeProblem, loadManifest } from '../../scripts/check/load.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';

// scripts/check/load.ts reads a valid file with js-yaml (fast) and reports problems with yaml (precise
// positions). That is only safe if the two never disagree on a file js-yaml accepts.
const root = process.cwd();
const yamlFiles = [
  'site.yaml',
  ...readdirSync('pages').map((name) => `pages/${name}`),
  ...readdirSync('tests/fixtures', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `tests/fixtures/${name}`),
];

describe('the fast YAML path', () => {
  it.each(yamlFiles)('%s: js-yaml accepts it only when yaml does, with the same data', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    let quick: unknown;
    try {
      quick = load(text, { schema: CORE_SCHEMA });
    } catch {
      return; // refused: the file takes the precise path
    }
    if (quick === undefined) return; // nothing in it: the precise path again
    const doc = parseDocument(text, { uniqueKeys: true });
    expect(doc.errors.map((error) => error.message)).toEqual([]);
    expect(quick).toEqual(doc.toJS());
  });

  it('still finds positions for a valid file, parsing them only when asked', () => {
    const { manifest, problems } = loadManifest(join(root, 'pages/pricing.yaml'), root);
    expect(problems).toEqual([]);
    expect(manifest!.doc.getIn(['meta', 'title'])).toBe((manifest!.data as { meta: { title: string } }).meta.title);
    expect(manifest!.lines.linePos(0)).toEqual({ line: 1, col: 1 });
  });

  // js-yaml would quietly expand an alias, so every place one can stand must send the file the precise way.
  it.each([
    ['after a key', 'a: &x hello\nb: *x\n'],
    ['as a list item', 'a: &x hello\nb:\n  - *x\n'],
    ['in a flow list', 'a: &x hello\nb: [1,*x]\n'],
    ['in a flow map', 'a: &x hello\nb: {c: *x}\n'],
    ['on a line of its own', 'a: &x hello\nb:\n  *x\n'],
    ['after a JSON-style key, with no space after the colon', 'a: &x hello\nb: {"c":*x}\n'],
  ])('refuses an alias %s', (_where, text) => {
    const file = join(mkdtempSync(join(tmpdir(), 'alias-')), 'page.yaml');
    writeFileSync(file, text);
    expect(loadManifest(file, root).problems.map((problem) => problem.message)).toEqual([
      'the alias "*x" repeats content from elsewhere in the file, which this site does not allow.',
    ]);
  });

  // One level is one list or block of fields inside another; the page itself is the first.
  it.each([
    ['lists', (levels: number) => `a: ${'['.repeat(levels - 1)}x${']'.repeat(levels - 1)}\n`],
    ['list items', (levels: number) => `${'- '.repeat(levels)}x\n`],
  ])('allows %s nested 32 levels deep, not 33', (_kind, nested) => {
    const dir = mkdtempSync(join(tmpdir(), 'deep-'));
    writeFileSync(join(dir, 'ok.yaml'), nested(32));
    writeFileSync(join(dir, 'deep.yaml'), nested(33));
    expect(loadManifest(join(dir, 'ok.yaml'), root).problems).toEqual([]);
    expect(loadManifest(join(dir, 'deep.yaml'), root).problems.map((problem) => problem.message)).toEqual([
      'this is nested 33 levels deep (lists and blocks of fields inside one another); the limit is 32.',
    ]);
  });

  it('reads Markdown emphasis in text the fast way', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bold-')), 'page.yaml');
    writeFileSync(file, 'body: Some **bold** and *light* text\nitems:\n  - The **first** item\n');
    expect(loadManifest(file, root)).toMatchObject({
      problems: [],
      manifest: { data: { body: 'Some **bold** and *light* text', items: ['The **first** item'] } },
    });
  });

  // Only aliases make data much bigger than its file, and they are refused before this guard.
  it('refuses data that grows past 1,000,000 characters once read, where it does', () => {
    const tenTimes = (item: string) => `[${Array(10).fill(item).join(', ')}]`;
    const text = `a: &a ${tenTimes('xxxxxxxxx')}\nb: &b ${tenTimes('*a')}\nc: &c ${tenTimes('*b')}\nd: &d ${tenTimes('*c')}\ne: ${tenTimes('*d')}\n`;
    const lines = new LineCounter();
    const manifest = {
      file: 'pages/bomb.yaml',
      text,
      lines,
      doc: parseDocument(text, { lineCounter: lines }),
      data: load(text, { schema: CORE_SCHEMA }),
    };
    expect(formatProblem(dataSizeProblem(manifest)!)).toBe(
      [
        'pages/bomb.yaml:5:37 e[8][7][7][9][0]: the content of this file adds up to more than 1,000,000 characters by here, far more than any page needs.',
        '  Fix: split the page into smaller pages.',
      ].join('\n'),
    );
    expect(dataSizeProblem({ ...manifest, data: load('a: [x, y]', { schema: CORE_SCHEMA }) })).toBeUndefined();
  });

  // A 50,000-page site's site.yaml lists 50,000 routes: about 2 MB.
  it("takes a site.yaml of a big site's routes, past a page's 512 KB, up to 16 MB", () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-size-'));
    const routes = (count: number) =>
      `routes:\n${Array.from({ length: count }, (_, index) => `  - { path: /page-${index}, page: page-${index} }\n`).join('')}`;
    writeFileSync(join(dir, 'site.yaml'), routes(50_000));
    const big = loadManifest(join(dir, 'site.yaml'), dir);
    expect(big.problems).toEqual([]);
    expect((big.manifest!.data as { routes: unknown[] }).routes).toHaveLength(50_000);
    writeFileSync(join(dir, 'site.yaml'), routes(400_000));
    expect(loadManifest(join(dir, 'site.yaml'), dir).problems.map((problem) => formatProblem(problem))).toEqual([
      expect.stringMatching(
        /^site\.yaml the file is \d+ KB; the limit is 16384 KB\.\n {2}Fix: keep only routes, menus and settings in site\.yaml: the content of a page belongs in pages\/\.$/,
      ),
    ]);
  });
});
