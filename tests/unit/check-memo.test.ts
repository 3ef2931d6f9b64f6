// The check's memo (scripts/check/memo.ts) is written entry by entry, never as one string: what one
// build writes, the next must read back as it was, or a rebuild checks every page again. npm run
// check reads and adds to it too, and must report what a check without it reports.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { checkMemo } from '../../scripts/check/memo.ts';
import { mapBodies } from '../../src/lib/markdown-in-page.ts';

const dir = mkdtempSync(join(tmpdir(), 'check-memo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the check memo', () => {
  it('reads back what the last check kept, in a file of an entry a line', () => {
    const file = join(dir, 'check.jsonl');
    const root = process.cwd();
    const first = checkMemo(root, file);
    const page = { meta: { title: 'Pricing – “Free” and Premium 🙂' }, sections: [{ type: 'faq', items: [] }] };
    first.set(page, 'load', 'pricing text');
    first.set(true, 'seo', 'pricing');
    // A megabyte and more, so the file is written in several pieces.
    const long = 'x'.repeat(1_500_000);
    first.set(long, 'guide', 'facts');
    first.set(undefined, 'nothing');
    first.save();
    const [, ...entries] = readFileSync(file, 'utf8').split('\n');
    // Each line ends with a newline: the last piece is empty.
    expect(entries.pop()).toBe('');
    expect(entries).toHaveLength(3);
    // The long text's line points into the values file, where it is, on a line of its own.
    const [small, large] = [
      entries.filter((entry) => !entry.includes('\t@')),
      entries.filter((entry) => entry.includes('\t@')),
    ];
    expect(large).toHaveLength(1);
    for (const entry of small) expect(() => JSON.parse(entry.split('\t')[1])).not.toThrow();
    // After the line that names the file's generation.
    const values = readFileSync(join(dir, 'check.values.jsonl'), 'latin1');
    expect(values).toMatch(/^[0-9a-f]{16}\n/);
    expect(values.slice(17)).toBe(`${large[0].split('\t')[0]}\t${JSON.stringify(long)}\n`);
    // ASCII only, the page's dash and quotes as JSON escapes, so the files are read fast.
    expect(readFileSync(file, 'latin1')).toMatch(/^[\x00-\x7e]*$/);
    const second = checkMemo(root, file);
    expect(second.get('load', 'pricing text')).toEqual(page);
    expect(second.get('seo', 'pricing')).toBe(true);
    expect(second.get('guide', 'facts')).toBe(long);
    expect(second.get('nothing')).toBeUndefined();
    expect(second.get('load', 'another text')).toBeUndefined();
    second.set('new', 'seo', 'home');
    second.save();
    const third = checkMemo(root, file);
    expect(third.get('load', 'pricing text')).toEqual(page);
    expect(third.get('seo', 'home')).toBe('new');
    expect(third.get('seo', 'pricing')).toBe(true);
    expect(third.get('guide', 'facts')).toBe(long);
  });

  it('adds what a rebuild found to the end of the file, and writes it again once a quarter is unused', () => {
    const file = join(dir, 'rebuilds.jsonl');
    const root = process.cwd();
    const valuesFile = join(dir, 'rebuilds.values.jsonl');
    const pages = Array.from({ length: 8 }, (_, index) => `page ${index}`);
    // Half the pages small, half large enough for the values file.
    const data = (page: string) => ({ page, text: page < 'page 4' ? '' : 'x'.repeat(3000) });
    const first = checkMemo(root, file);
    for (const page of pages) first.set(data(page), 'load', page);
    first.save();
    const written = readFileSync(file, 'utf8');
    const writtenValues = readFileSync(valuesFile, 'utf8');
    // Its generation, then the four large pages.
    expect(writtenValues.split('\n')).toHaveLength(1 + 4 + 1);
    // A rebuild after one page changed: every other page's entry used, one new entry.
    const second = checkMemo(root, file);
    for (const page of pages.slice(1)) expect(second.get('load', page)).toEqual(data(page));
    second.set(data('page 9, changed'), 'load', 'page 0, changed');
    second.save();
    const added = readFileSync(file, 'utf8');
    expect(added.startsWith(written)).toBe(true);
    expect(added.slice(written.length).split('\n')).toHaveLength(2);
    expect(readFileSync(valuesFile, 'utf8').startsWith(writtenValues)).toBe(true);
    expect(checkMemo(root, file).get('load', 'page 0, changed')).toEqual(data('page 9, changed'));
    // Three pages changed more: with four lines of ten unused, the file holds only what is used.
    const third = checkMemo(root, file);
    for (const page of pages.slice(4)) third.get('load', page);
    third.set(data('page 1, changed'), 'load', 'page 1, changed');
    third.save();
    const [, ...entries] = readFileSync(file, 'utf8').split('\n');
    expect(entries).toHaveLength(5 + 1);
    expect(readFileSync(valuesFile, 'utf8').split('\n')).toHaveLength(1 + 4 + 1);
    expect(checkMemo(root, file).get('load', 'page 0, changed')).toBeUndefined();
    expect(checkMemo(root, file).get('load', 'page 7')).toEqual(data('page 7'));
    expect(checkMemo(root, file).get('load', 'page 1, changed')).toEqual(data('page 1, changed'));
  });

  it('reads no value from where its line is not, nor from a values file written whole since', () => {
    const file = join(dir, 'moved.jsonl');
    const valuesFile = join(dir, 'moved.values.jsonl');
    const root = process.cwd();
    const page = (title: string) => ({ meta: { title }, sections: [{ type: 'rich-text', body: 'x'.repeat(3000) }] });
    const first = checkMemo(root, file);
    first.set(page('Pricing'), 'load', 'pricing');
    first.save();
    // A line moved further on: it is not where the memo's line says.
    const [generation, ...rest] = readFileSync(valuesFile, 'utf8').split('\n');
    writeFileSync(valuesFile, [generation, '0123', ...rest].join('\n'));
    const second = checkMemo(root, file);
    expect(second.get('load', 'pricing')).toBeUndefined();
    second.set(page('Pricing'), 'load', 'pricing');
    second.save();
    expect(checkMemo(root, file).get('load', 'pricing')).toEqual(page('Pricing'));
    // One process adds to the values file after another wrote it whole (a new generation): the
    // line it adds points into the file it had open, which no one else reads.
    const late = checkMemo(root, file);
    const whole = checkMemo(root, file);
    whole.set(page('Guide'), 'load', 'guide');
    whole.save(); // the pricing page unused: half the lines, so the file is written whole
    late.get('load', 'pricing');
    late.set(page('Home'), 'load', 'home');
    late.save();
    const next = checkMemo(root, file);
    expect(next.get('load', 'guide')).toEqual(page('Guide'));
    expect(next.get('load', 'home')).toBeUndefined();
    expect(
      next.lazy({ keys: ['meta', 'sections'], fields: { meta: { title: 'Home' } } }, 'load', 'home'),
    ).toBeUndefined();
  });

  it('skips a line a stopped write cut short, and writes the file again', () => {
    const file = join(dir, 'cut.jsonl');
    const root = process.cwd();
    const first = checkMemo(root, file);
    first.set({ page: 'home' }, 'load', 'home');
    first.save();
    writeFileSync(file, `${readFileSync(file, 'utf8')}0123456789abcdef\t{"page":"pri`);
    const second = checkMemo(root, file);
    expect(second.get('load', 'home')).toEqual({ page: 'home' });
    second.set({ page: 'pricing' }, 'load', 'pricing');
    second.save();
    const third = checkMemo(root, file);
    expect(third.get('load', 'home')).toEqual({ page: 'home' });
    expect(third.get('load', 'pricing')).toEqual({ page: 'pricing' });
    expect(readFileSync(file, 'utf8')).not.toContain('"pri\n');
  });

  it('starts afresh from a memo that other code wrote', () => {
    const file = join(dir, 'other-code.jsonl');
    const memo = checkMemo(process.cwd(), file);
    memo.set(true, 'seo', 'pricing');
    memo.save();
    expect(checkMemo(process.cwd(), file).get('seo', 'pricing')).toBe(true);
    const [, ...entries] = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, ['the key of other code', ...entries].join('\n'));
    expect(checkMemo(process.cwd(), file).get('seo', 'pricing')).toBeUndefined();
  });

  it('gives an object whose other fields are parsed only when read (lazy)', () => {
    const file = join(dir, 'lazy.jsonl');
    const root = process.cwd();
    const first = checkMemo(root, file);
    const page = { meta: { title: 'Pricing' }, sections: [{ type: 'faq', items: [] }], layout: 'docs' };
    first.set(page, 'load', 'pricing');
    first.set(null, 'html', 'pricing');
    first.save();
    const second = checkMemo(root, file);
    const parse = vi.spyOn(JSON, 'parse');
    const lazy = second.lazy(
      { keys: Object.keys(page), fields: { meta: page.meta, layout: 'docs' } },
      'load',
      'pricing',
    );
    expect((lazy as typeof page).meta.title).toBe('Pricing');
    // Its digest is that of what it was made from, as identify gives it, without parsing it.
    const identified = {};
    second.identify(identified, 'load', 'pricing');
    expect(second.digest(lazy as object)).toBe(second.digest(identified));
    expect(parse).not.toHaveBeenCalled();
    // Whole, in the order of its fields, once another is read.
    expect(JSON.stringify(lazy)).toBe(JSON.stringify(page));
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
    // Written to like any object, and the same object each time.
    (lazy as typeof page).layout = 'marketing';
    expect(second.lazy({ keys: [], fields: {} }, 'load', 'pricing')).toBe(lazy);
    expect((lazy as typeof page).layout).toBe('marketing');
    // A large page, from the values file: only its line's key is read until its sections are.
    const large = { meta: { title: 'Guide' }, sections: [{ type: 'rich-text', body: 'x'.repeat(3000) }] };
    first.set(large, 'load', 'guide');
    first.save();
    const third = checkMemo(root, file);
    const parseLarge = vi.spyOn(JSON, 'parse');
    const lazyLarge = third.lazy({ keys: ['meta', 'sections'], fields: { meta: large.meta } }, 'load', 'guide');
    expect((lazyLarge as typeof large).meta.title).toBe('Guide');
    expect(parseLarge).not.toHaveBeenCalled();
    expect(JSON.stringify(lazyLarge)).toBe(JSON.stringify(large));
    parseLarge.mockRestore();
    // A value that is no object is given as get gives it.
    expect(second.lazy({ keys: [], fields: {} }, 'html', 'pricing')).toBeNull();
    expect(second.lazy({ keys: [], fields: {} }, 'load', 'home')).toBeUndefined();
  });

  it('names the values file when it was changed by hand after a page was given lazily, and says how to start afresh', () => {
    const file = join(dir, 'hand-edit.jsonl');
    const root = process.cwd();
    const first = checkMemo(root, file);
    const large = { meta: { title: 'Guide' }, sections: [{ type: 'rich-text', body: 'y'.repeat(3000) }] };
    first.set(large, 'load', 'guide');
    first.save();
    const second = checkMemo(root, file);
    const lazy = second.lazy({ keys: ['meta', 'sections'], fields: { meta: large.meta } }, 'load', 'guide');
    const values = file.replace(/\.jsonl$/, '.values.jsonl');
    // An editor's search and replace in the cache: the same length, no longer JSON.
    writeFileSync(values, readFileSync(values, 'latin1').replace('"type":', '"type"='), 'latin1');
    expect(() => (lazy as typeof large).sections).toThrow(
      `${values} was changed while this command ran, by hand or by another program (RankSuite's commands only add to it or write a new one): delete the .cache folder and run the command again.`,
    );
  });

  it('gives one digest per data, and another for other data', () => {
    const memo = checkMemo(process.cwd(), join(dir, 'digest.json'));
    const page = { meta: { title: 'Pricing' } };
    expect(memo.digest(page)).toBe(memo.digest({ meta: { title: 'Pricing' } }));
    expect(memo.digest(page)).not.toBe(memo.digest({ meta: { title: 'Plans' } }));
  });
});

describe('a digest told what the data was made from', () => {
  it('is that of the text and facts, not of the data', () => {
    const memo = checkMemo(process.cwd(), join(dir, 'identify.json'));
    const page = { meta: { title: 'Pricing' } };
    const sameText = { meta: { title: 'Pricing' } };
    memo.identify(page, 'load', 'meta: { title: Pricing }', '{}');
    memo.identify(sameText, 'load', 'meta: { title: Pricing }', '{}');
    expect(memo.digest(page)).toBe(memo.digest(sameText));
    expect(memo.digest(page)).not.toBe(memo.digest({ meta: { title: 'Pricing' } }));
  });
});

describe('mapBodies', () => {
  it('changes each body, and copies only what holds one', () => {
    const plain = { type: 'hero', heading: 'Rank higher' };
    const withBody = { type: 'text', body: '## Setup' };
    const page = { meta: { title: 'Docs' }, sections: [plain, withBody] };
    const changed = mapBodies(page, (body) => `<h2>${body.slice(3)}</h2>`) as typeof page;
    expect(changed).toEqual({ meta: { title: 'Docs' }, sections: [plain, { type: 'text', body: '<h2>Setup</h2>' }] });
    expect(withBody.body).toBe('## Setup');
    expect(changed.meta).toBe(page.meta);
    expect(changed.sections[0]).toBe(plain);
    const noMarkdown = { meta: { title: 'Contact' }, sections: [plain] };
    expect(mapBodies(noMarkdown, () => 'changed')).toBe(noMarkdown);
  });
});

describe('npm run check and the memo a build leaves', () => {
  const runner = join(import.meta.dirname, '..', '..', 'scripts', 'run.mjs');
  const check = (root: string) => spawnSync(process.execPath, [runner, 'check', '--root', root], { encoding: 'utf8' });
  /** npm run check with the memo, then with it deleted, which must report the same; the first run. */
  const reportedAlike = (root: string) => {
    const withMemo = check(root);
    rmSync(join(root, '.cache'), { recursive: true });
    expect(check(root).stderr).toBe(withMemo.stderr);
    return withMemo;
  };

  it('makes none on a fresh checkout', () => {
    const root = join(dir, 'fresh');
    cpSync(join(import.meta.dirname, '..', 'fixtures', 'valid'), root, { recursive: true });
    expect(check(root).status).toBe(0);
    expect(existsSync(join(root, '.cache'))).toBe(false);
  });

  it('reports a page changed since as a check without the memo does', () => {
    const root = join(dir, 'site');
    cpSync(join(import.meta.dirname, '..', 'fixtures', 'valid'), root, { recursive: true });
    // As a build leaves it (scripts/build.ts keeps the memo in the same file).
    const memoFile = join(root, '.cache', 'check.jsonl');
    const build = checkMemo(root, memoFile);
    build.set('<svg>', 'gallery');
    build.save();
    expect(check(root).status).toBe(0);
    expect(checkMemo(root, memoFile).get('gallery')).toBe('<svg>');
    expect(readFileSync(memoFile, 'utf8').split('\n').length).toBeGreaterThan(2);
    const pricing = join(root, 'pages', 'pricing.yaml');
    writeFileSync(
      pricing,
      readFileSync(pricing, 'utf8').replace(
        'title: RankSuite Pricing - Free and Premium Plans',
        'title: RankSuite Pricing - Free and Premium Plans for Every WordPress Site',
      ),
    );
    const withMemo = reportedAlike(root);
    expect(withMemo.status).toBe(1);
    expect(withMemo.stderr).toContain('pages/pricing.yaml:3:10 meta.title');
  });

  it('takes an unchanged site.yaml from it, and shows a problem found across files at its place there', async () => {
    const root = join(dir, 'site-kept');
    cpSync(join(import.meta.dirname, '..', 'fixtures', 'valid'), root, { recursive: true });
    const memoFile = join(root, '.cache', 'check.jsonl');
    const first = checkMemo(root, memoFile);
    const checked = await checkContent(root, { memo: first });
    first.save();
    const second = checkMemo(root, memoFile);
    const again = await checkContent(root, { memo: second });
    expect(again.problems).toEqual([]);
    expect(again.site).toEqual(checked.site);
    // Not read again: the text is kept for code frames only when it is read.
    expect(checked.sources.has('site.yaml')).toBe(true);
    expect(again.sources.has('site.yaml')).toBe(false);
    // The route's page file gone: the problem is at the route, in the site.yaml the memo held.
    rmSync(join(root, 'pages', 'pricing.yaml'));
    const withMemo = reportedAlike(root);
    expect(withMemo.status).toBe(1);
    expect(withMemo.stderr).toContain('site.yaml:9:');
  });

  it('gives an unchanged page without parsing its sections until they are read, and the same data', async () => {
    const root = join(dir, 'pages-kept');
    cpSync(join(import.meta.dirname, '..', 'fixtures', 'valid'), root, { recursive: true });
    const memoFile = join(root, '.cache', 'check.jsonl');
    const first = checkMemo(root, memoFile);
    const checked = await checkContent(root, { memo: first, scores: true });
    first.save();
    const parse = vi.spyOn(JSON, 'parse');
    const again = await checkContent(root, { memo: checkMemo(root, memoFile), scores: true });
    const parsed = parse.mock.calls.map(([text]) => String(text));
    parse.mockRestore();
    expect(again.problems).toEqual([]);
    expect(again.pages.size).toBe(checked.pages.size);
    expect(parsed.filter((text) => text.includes('"sections":'))).toEqual([]);
    for (const [name, page] of checked.pages) expect(JSON.stringify(again.pages.get(name))).toBe(JSON.stringify(page));
  });

  it('keeps what only the build uses', () => {
    const file = join(dir, 'kept.jsonl');
    const build = checkMemo(process.cwd(), file);
    build.set('<svg>', 'gallery');
    build.set(true, 'seo', 'pricing');
    build.save();
    const check = checkMemo(process.cwd(), file);
    expect(check.get('seo', 'pricing')).toBe(true);
    check.set(true, 'seo', 'home');
    check.save({ keepUnused: true });
    const next = checkMemo(process.cwd(), file);
    expect(next.get('gallery')).toBe('<svg>');
    expect(next.get('seo', 'home')).toBe(true);
    expect(next.get('seo', 'pricing')).toBe(true);
  });
});
