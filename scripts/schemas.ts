// Compiles the JSON Schemas in schemas/ once, with ajv in strict mode, and hands out
// validators for site.yaml and page files.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { default as Ajv, ValidateFunction } from 'ajv';

export const schemaDir = join(import.meta.dirname, '..', 'schemas');

/** Every section type, read from the file names in schemas/sections/. */
export const sectionTypes: string[] = readdirSync(join(schemaDir, 'sections'))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => name.replace('.schema.json', ''))
  .sort();

// discriminator: one wrong field inside a section gives one error, not one per section type.
// allowUnionTypes: comparison cells are "string or boolean".
const options = { strict: true, allErrors: true, verbose: true, discriminator: true, allowUnionTypes: true } as const;
// Compiling takes a few hundred milliseconds, more than the rest of a check of the real site,
// so the compiled code is kept here, keyed by the schemas' text and ajv's version.
const cacheDir = join(import.meta.dirname, '..', 'node_modules', '.cache', 'ranksuite-schemas');
const require = createRequire(import.meta.url);

type Validators = { site: ValidateFunction; page: ValidateFunction };
let compiled: Validators | undefined;

export function validators(): Validators {
  if (compiled) return compiled;
  // Schemas are added under their relative paths, so "../common.schema.json" resolves
  // the same way for ajv as for an editor reading the files.
  const files = ['common.schema.json', ...sectionTypes.map((type) => `sections/${type}.schema.json`), 'site.schema.json', 'page.schema.json'];
  const texts = files.map((file) => readFileSync(join(schemaDir, file), 'utf8'));
  const hash = createHash('sha256').update(JSON.stringify([require('ajv/package.json').version, options, files, texts])).digest('hex').slice(0, 16);
  const cached = join(cacheDir, `validators-${hash}.cjs`);
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
  files.forEach((file, index) => ajv.addSchema(JSON.parse(texts[index]), file));
  compiled = { site: ajv.getSchema('site.schema.json')!, page: ajv.getSchema('page.schema.json')! };
  try {
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${cached}.${process.pid}.tmp`;
    writeFileSync(temporary, standaloneCode(ajv, { site: 'site.schema.json', page: 'page.schema.json' }));
    renameSync(temporary, cached); // atomic, so a parallel run never reads half a file
  } catch {
    // A read-only node_modules only costs the next run the compile time.
  }
  return compiled;
}
