// Compiles the JSON Schemas in schemas/ once, with ajv in strict mode, and hands out
// validators for site.yaml and page files.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { default as Ajv, ValidateFunction } from 'ajv';

export const schemaDir = join(import.meta.dirname, '..', '..', 'schemas');

/** A schema file's text; page.schema.json's with its section list written from schemas/sections/. */
function schemaText(relative: string): string {
  return relative === 'page.schema.json' ? pageSchemaText() : readFileSync(join(schemaDir, relative), 'utf8');
}

export function readSchema(relative: string): any {
  return JSON.parse(schemaText(relative));
}

/**
 * A property's schema with a `$ref` to a shared definition followed. Definitions are found by
 * name (common.schema.json, then site.schema.json): no two files define the same name.
 */
export function followRef(schema: any): any {
  if (typeof schema?.$ref !== 'string' || !schema.$ref.includes('#/definitions/')) return schema;
  const name = schema.$ref.split('#/definitions/')[1];
  const target = definitions('common.schema.json')[name] ?? definitions('site.schema.json')[name];
  return target ? followRef(target) : schema;
}

const definitionCache = new Map<string, Record<string, object>>();
function definitions(file: string): Record<string, any> {
  if (!definitionCache.has(file))
    definitionCache.set(file, (readSchema(file) as { definitions?: Record<string, object> }).definitions ?? {});
  return definitionCache.get(file)!;
}

/** Every section type of a schemas folder, read from the file names in its sections/. */
function sectionTypesIn(dir: string): string[] {
  return readdirSync(join(dir, 'sections'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => name.replace('.schema.json', ''))
    .sort();
}

/** Every section type: the files in schemas/sections/ are the one list of them. */
export const sectionTypes: string[] = sectionTypesIn(schemaDir);

/**
 * page.schema.json's text with its section list (the `oneOf` the discriminator picks from)
 * written from the files in sections/, the rest kept as written. The checker and the types use
 * this text; npm run generate writes it to disk, where editors' YAML plugins read it.
 */
export function pageSchemaText(dir = schemaDir): string {
  const branches = sectionTypesIn(dir).map((type) => ({ $ref: `sections/${type}.schema.json` }));
  const lines = branches.map((branch) => `{ "$ref": ${JSON.stringify(branch.$ref)} }`).join(',\n');
  const text = readFileSync(join(dir, 'page.schema.json'), 'utf8').replace(
    /("oneOf": \[\n)[^\]]*(\n\s*\])/,
    `$1${lines}$2`,
  );
  const items = JSON.parse(text).properties.sections.items;
  if (JSON.stringify(items.oneOf) !== JSON.stringify(branches) || items.discriminator?.propertyName !== 'type') {
    throw new Error(
      `${join(dir, 'page.schema.json')}: sections.items needs "discriminator": { "propertyName": "type" } and a "oneOf": [ … ] list on lines of their own, for npm run generate to fill from schemas/sections/.`,
    );
  }
  return text;
}

// discriminator: one wrong field inside a section gives one error, not one per section type.
// allowUnionTypes: comparison cells are "string or boolean".
const options = { strict: true, allErrors: true, verbose: true, discriminator: true, allowUnionTypes: true } as const;
// Compiling takes a few hundred milliseconds, more than the rest of a check of the real site,
// so compiled results are kept here, keyed by the schemas' text and what compiled them.
const cacheDir = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'ranksuite-schemas');
const require = createRequire(import.meta.url);

/** Every schema file, each added under its path relative to schemas/. */
const schemaFiles = () => [
  'common.schema.json',
  ...sectionTypes.map((type) => `sections/${type}.schema.json`),
  'site.schema.json',
  'page.schema.json',
];

/** Where the result compiled from the current schemas and `extras` is kept. */
export function cacheFile(name: string, extras: unknown[]): string {
  const texts = schemaFiles().map(schemaText);
  const hash = createHash('sha256')
    .update(JSON.stringify([extras, texts]))
    .digest('hex')
    .slice(0, 16);
  return join(cacheDir, `${name}-${hash}`);
}

export function writeCache(file: string, text: string) {
  try {
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file); // atomic, so a parallel run never reads half a file
  } catch {
    // A read-only node_modules only costs the next run the compile time.
  }
}

/**
 * A string's length in characters, a surrogate pair (an emoji, say) counted as one, as ajv counts
 * it for maxLength. Every string has a maxLength (it keeps patterns fast), and ajv's own counter
 * loops over each UTF-16 unit in JavaScript: ~50 ms of CPU in a 1,000-page check. A regular
 * expression finds no surrogate in most text several times faster; the rare text with one has
 * its pairs counted by a second. The compiled validators below call this in place of ajv's.
 */
export function characterCount(text: string): number {
  if (!/[\uD800-\uDBFF]/.test(text)) return text.length;
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}
/** How ajv's standalone code loads its own counter (tests/unit/schemas.test.ts fails if that changes). */
const ajvCharacterCount = 'require("ajv/dist/runtime/ucs2length").default';

type Validators = { site: ValidateFunction; page: ValidateFunction };
let compiled: Validators | undefined;

/** Where the validators compiled from the current schemas are kept, as code every later check loads. */
export const validatorsFile = () =>
  `${cacheFile('validators', [require('ajv/package.json').version, options, String(characterCount)])}.cjs`;

export function validators(): Validators {
  if (compiled) return compiled;
  const cached = validatorsFile();
  try {
    compiled = require(cached) as Validators;
    return compiled;
  } catch {
    // Not compiled yet for these schemas.
  }
  // Loaded only here: ajv itself takes longer to load than the cached validators.
  const { default: AjvClass } = require('ajv') as { default: typeof Ajv };
  const { default: standaloneCode } = require('ajv/dist/standalone') as typeof import('ajv/dist/standalone/index.js');
  const ajv = new AjvClass({ ...options, code: { source: true } });
  // Schemas are added under their relative paths, so "../common.schema.json" resolves
  // the same way for ajv as for an editor reading the files.
  for (const file of schemaFiles()) ajv.addSchema(readSchema(file), file);
  compiled = { site: ajv.getSchema('site.schema.json')!, page: ajv.getSchema('page.schema.json')! };
  const code = standaloneCode(ajv, { site: 'site.schema.json', page: 'page.schema.json' });
  writeCache(cached, code.replace(ajvCharacterCount, `(${characterCount})`));
  return compiled;
}
