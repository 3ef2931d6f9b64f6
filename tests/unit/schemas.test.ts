// The section `type` links schema, component and example: this walks all three.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv from 'ajv';
import draft7 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import {
  characterCount,
  pageSchemaText,
  sectionTypes,
  validators,
  validatorsFile,
  schemaDir,
} from '../../scripts/lib/schemas.ts';
import { sectionComponents } from '../../src/sections/registry.ts';

const read = (file: string) => JSON.parse(readFileSync(join(schemaDir, file), 'utf8'));
const files = [
  'site.schema.json',
  'page.schema.json',
  'common.schema.json',
  ...sectionTypes.map((type) => `sections/${type}.schema.json`),
];

describe('schemas', () => {
  const meta = new Ajv({ strict: false, meta: false }).addMetaSchema(draft7).compile(draft7);
  it.each(files)('%s is valid draft-07, so editors can use it', (file) => {
    expect(meta(read(file)), JSON.stringify(meta.errors)).toBe(true);
  });
  it('describes every property for the person editing YAML', () => {
    const missing: string[] = [];
    const walk = (node: any, where: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [name, child] of Object.entries<any>(node.properties ?? {})) {
        if (!child.$ref && !child.description) missing.push(`${where}.${name}`);
        walk(child, `${where}.${name}`);
      }
      walk(node.items, `${where}[]`);
      for (const [name, child] of Object.entries<any>(node.definitions ?? {})) walk(child, `${where}#${name}`);
    };
    files.forEach((file) => walk(read(file), file));
    expect(missing).toEqual([]);
  });
  it("has page.schema.json on disk listing every section schema, for editors' YAML plugins (run npm run generate when this fails)", () => {
    expect(readFileSync(join(schemaDir, 'page.schema.json'), 'utf8')).toBe(pageSchemaText());
    const refs = read('page.schema.json').properties.sections.items.oneOf.map(
      (branch: { $ref: string }) => branch.$ref,
    );
    expect(refs).toEqual(sectionTypes.map((type) => `sections/${type}.schema.json`));
  });
  it('writes the section list of page.schema.json from the files in schemas/sections/', () => {
    const copy = mkdtempSync(join(tmpdir(), 'schemas-'));
    cpSync(schemaDir, copy, { recursive: true });
    const banner = { ...read('sections/cta.schema.json'), title: 'BannerSection' };
    banner.properties = { ...banner.properties, type: { ...banner.properties.type, const: 'banner' } };
    writeFileSync(join(copy, 'sections', 'banner.schema.json'), JSON.stringify(banner));
    const section = JSON.parse(pageSchemaText(copy)).properties.sections.items;
    expect(section.oneOf).toContainEqual({ $ref: 'sections/banner.schema.json' });
    expect(section.oneOf).toHaveLength(sectionTypes.length + 1);
    expect(section.discriminator).toEqual({ propertyName: 'type' });
  });
});

describe.each(sectionTypes)('section type %s', (type) => {
  const schema = read(`sections/${type}.schema.json`);
  it('has a const type, a title and an example that validates inside a page', () => {
    expect(schema.properties.type.const).toBe(type);
    expect(schema.title).toMatch(/Section$/);
    expect(schema.examples?.length).toBeGreaterThan(0);
    const page = {
      meta: { title: 'An example page', description: 'x'.repeat(155), keyword: 'example' },
      sections: schema.examples,
    };
    const validate = validators().page;
    expect(validate(page), JSON.stringify(validate.errors)).toBe(true);
  });
  it('has a component in the registry', () => {
    expect(sectionComponents[type as keyof typeof sectionComponents]).toBeTypeOf('function');
  });
});

describe('the compiled validators', () => {
  const require = createRequire(import.meta.url);
  const ajvCount = require('ajv/dist/runtime/ucs2length').default as (text: string) => number;
  const texts = [
    '',
    'Pricing',
    'a😀b',
    '😀😀',
    'é, ü and ñ',
    '\uD800\uD800\uDC00',
    '\uDC00\uD800',
    'x\uD800',
    '𝒜'.repeat(70),
  ];
  it.each(texts)('count the characters of %j as ajv does, a surrogate pair as one', (text) => {
    expect(characterCount(text)).toBe(ajvCount(text));
  });
  it("are kept as code that counts with characterCount, not ajv's loop, and hold maxLength to characters", () => {
    validators();
    const code = readFileSync(validatorsFile(), 'utf8');
    expect(code).not.toContain('ucs2length');
    expect(code).toContain(String(characterCount));
    const kept = require(validatorsFile()) as { page: (data: unknown) => boolean };
    const page = (title: string) => ({
      meta: { title, description: 'd'.repeat(155), keyword: 'SEO' },
      sections: [{ type: 'hero', heading: 'SEO that ranks' }],
    });
    expect(kept.page(page('🔎'.repeat(60)))).toBe(true);
    expect(kept.page(page('🔎'.repeat(61)))).toBe(false);
  });
});
