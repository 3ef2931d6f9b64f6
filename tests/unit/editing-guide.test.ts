// EDITING.md is generated from the schemas and templates; the copy on disk must match them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { editingGuide, galleryUrl } from '../../scripts/generate/editing-guide.ts';
import { readSchema, sectionTypes } from '../../scripts/lib/schemas.ts';

const root = join(import.meta.dirname, '..', '..');
const facts: Record<string, string | number> = parse(readFileSync(join(root, 'site.yaml'), 'utf8')).facts;
const guide = editingGuide(facts);

describe('EDITING.md', () => {
  it('starts with npm run edit for editors who prefer forms, then keeps the YAML way', () => {
    const headings = guide.split('\n').filter((line) => line.startsWith('## '));
    expect(headings.slice(0, 2)).toEqual(['## Edit in forms: npm run edit', '## Before you start']);
    expect(guide).toContain('http://127.0.0.1:4321');
  });

  it('on disk is up to date with the schemas and templates (run npm run generate when this fails)', () => {
    expect(readFileSync(join(root, 'EDITING.md'), 'utf8')).toBe(guide);
  });
  it('covers adding a page, menu and footer links, prices, renames and removals, and links to the gallery', () => {
    for (const heading of [
      '## Add a page',
      '## Add a link to the header menu or the footer',
      '## Change a price',
      '## Move or rename a page',
      '## Remove a page',
    ])
      expect(guide).toContain(heading);
    expect(guide).toContain(galleryUrl);
  });
  it('changes a price in one line: a fact in site.yaml', () => {
    const chapter = guide.split('\n## Change a price\n')[1].split('\n## ')[0].trim();
    expect(chapter.split('\n')).toHaveLength(1);
    const named = [...chapter.matchAll(/`(\w+)`/g)]
      .map((match) => match[1])
      .filter((name) => Object.hasOwn(facts, name));
    expect(named.length).toBeGreaterThan(0);
    expect(chapter).toContain('`site.yaml`');
  });
  it('lists every fact of site.yaml with its value and says how to write one and a literal brace', () => {
    const chapter = guide.split('\n## Facts\n')[1].split('\n## ')[0];
    for (const [name, value] of Object.entries(facts))
      expect(chapter).toContain(`- \`{${name}}\`: \`${JSON.stringify(value)}\``);
    expect(chapter).toContain('"{{" shows "{"');
    expect(chapter).toContain('price: "{premiumPrice}"');
  });
  it("says how to send the forms somewhere, with the schema's example as YAML", () => {
    const chapter = guide.split('\n## Send the forms somewhere\n')[1].split('\n## ')[0];
    const yaml = /```yaml\n([\s\S]*?)```/.exec(chapter)![1];
    expect(parseAllDocuments(yaml).map((doc) => doc.toJS())).toEqual([
      { forms: readSchema('site.schema.json').properties.forms.examples[0] },
    ]);
    expect(chapter).toContain('npm run check');
  });
  it.each(sectionTypes)('describes the %s section with every field and its schema example as YAML', (type) => {
    const schema = readSchema(`sections/${type}.schema.json`);
    const chapter = guide.split(`\n### ${type}\n`)[1].split('\n### ')[0];
    expect(chapter).toContain(schema.description);
    for (const field of Object.keys(schema.properties)) expect(chapter).toContain(`- \`${field}\` (`);
    const yaml = /```yaml\n([\s\S]*?)```/.exec(chapter)![1];
    expect(parseAllDocuments(yaml).map((doc) => doc.toJS())).toEqual([{ sections: schema.examples }]);
  });
});
