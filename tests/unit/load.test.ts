import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../scripts/load.ts';

// scripts/load.ts reads a valid file with js-yaml (fast) and reports problems with yaml (precise
// positions). That is only safe if the two never disagree on a file js-yaml accepts.
const root = process.cwd();
const yamlFiles = ['site.yaml', ...readdirSync('pages').map((name) => `pages/${name}`), ...readdirSync('tests/fixtures', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.yaml')).map((name) => `tests/fixtures/${name}`)];

describe('the fast YAML path', () => {
  it.each(yamlFiles)('%s: js-yaml accepts it only when yaml does, with the same data', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    let quick: unknown;
    try {
      quick = load(text);
    } catch {
      return; // refused: the file takes the precise path
    }
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
});
