// The visual editor's writer changes only the lines of the values that changed, in every real
// manifest, and list items carry their comments when they move.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeValues } from '../../scripts/edit/writer.ts';
import { project } from './site-copies.ts';

const manifests = ['site.yaml', ...readdirSync(join(project, 'pages')).map((name) => `pages/${name}`)];

/** The lines of `after` that differ from `before`, when both have the same number of lines. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const lines = after.split('\n');
  expect(lines.length).toBe(old.length);
  return lines.filter((line, index) => line !== old[index]);
}

/** The path of the first one-line text in the data (a key: value on one line of the file). */
function firstShortText(data: any, text: string, at: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof data === 'string') return !data.includes('\n') && text.includes(`: ${data}\n`) ? at : undefined;
  if (data && typeof data === 'object')
    for (const [key, value] of Object.entries(data)) {
      const found = firstShortText(value, text, [...at, Array.isArray(data) ? Number(key) : key]);
      if (found) return found;
    }
  return undefined;
}

function setIn(data: any, path: (string | number)[], value: unknown) {
  path.slice(0, -1).reduce((node, key) => node[key], data)[path.at(-1)!] = value;
}

describe('the visual editor writer', () => {
  it.each(manifests)('changes one line of %s for one changed text', (file) => {
    const text = readFileSync(join(project, file), 'utf8');
    expect(writeValues(text, parse(text))).toBe(text);
    const data = parse(text);
    const path = firstShortText(data, text)!;
    expect(path, `${file} has a one-line text`).toBeDefined();
    setIn(data, path, 'Changed in the editor');
    const written = writeValues(text, data);
    expect(changedLines(text, written)).toHaveLength(1);
    expect(parse(written)).toEqual(data);
  });

  it('changes a number in place and keeps quotes', () => {
    const text = 'a: "quoted" # note\nb: 3\n';
    expect(writeValues(text, { a: 'new', b: 4 })).toBe('a: "new" # note\nb: 4\n');
  });

  it('moves, duplicates and deletes list items with the comments above them', () => {
    const text = 'sections:\n  # first\n  - type: a\n    heading: A\n\n  # second\n  - type: b\n    heading: B\n';
    const a = { type: 'a', heading: 'A' };
    const b = { type: 'b', heading: 'B' };
    const moved = writeValues(text, { sections: [b, a] });
    expect(parse(moved)).toEqual({ sections: [b, a] });
    expect(moved).toContain('# second\n  - type: b');
    expect(moved.indexOf('# second')).toBeLessThan(moved.indexOf('# first'));
    expect(parse(writeValues(text, { sections: [a, a, b] }))).toEqual({ sections: [a, a, b] });
    const deleted = writeValues(text, { sections: [b] });
    expect(parse(deleted)).toEqual({ sections: [b] });
    expect(deleted).not.toContain('# first');
    const added = writeValues(text, { sections: [a, b, { type: 'faq', heading: 'Q', items: [{ question: 'Why?' }] }] });
    expect(added.startsWith(text)).toBe(true);
    expect(parse(added).sections[2]).toEqual({ type: 'faq', heading: 'Q', items: [{ question: 'Why?' }] });
  });

  it('adds and removes fields of a block', () => {
    const text = 'meta:\n  title: T # keep\n  keyword: k\nlayout: marketing\n';
    expect(writeValues(text, { meta: { title: 'T', keyword: 'k', noindex: true }, layout: 'marketing' })).toBe(
      'meta:\n  title: T # keep\n  keyword: k\n  noindex: true\nlayout: marketing\n',
    );
    expect(writeValues(text, { meta: { title: 'T' }, layout: 'marketing' })).toBe(
      'meta:\n  title: T # keep\nlayout: marketing\n',
    );
  });

  it('writes a multi-line text as a block at its indent', () => {
    const text = 'x:\n  body: |\n    one\n\n  next: 1\n';
    const written = writeValues(text, { x: { body: 'one\ntwo\n', next: 1 } });
    expect(parse(written)).toEqual({ x: { body: 'one\ntwo\n', next: 1 } });
    expect(written).toContain('  next: 1\n');
  });
});
