// Compiles the JSON Schemas in schemas/ once, with ajv in strict mode, and hands out
// validators for site.yaml and page files.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';

export const schemaDir = join(import.meta.dirname, '..', 'schemas');

export function readSchema(relative: string): any {
  return JSON.parse(readFileSync(join(schemaDir, relative), 'utf8'));
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
  if (!definitionCache.has(file)) definitionCache.set(file, (readSchema(file) as { definitions?: Record<string, object> }).definitions ?? {});
  return definitionCache.get(file)!;
}

/** Every section type, read from the file names in schemas/sections/. */
export const sectionTypes: string[] = readdirSync(join(schemaDir, 'sections'))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => name.replace('.schema.json', ''))
  .sort();

let compiled: { site: ValidateFunction; page: ValidateFunction } | undefined;

export function validators() {
  if (compiled) return compiled;
  // discriminator: one wrong field inside a section gives one error, not one per section type.
  // allowUnionTypes: comparison cells are "string or boolean".
  const ajv = new Ajv({ strict: true, allErrors: true, verbose: true, discriminator: true, allowUnionTypes: true });
  // Schemas are added under their relative paths, so "../common.schema.json" resolves
  // the same way for ajv as for an editor reading the files.
  ajv.addSchema(readSchema('common.schema.json'), 'common.schema.json');
  for (const type of sectionTypes) {
    ajv.addSchema(readSchema(`sections/${type}.schema.json`), `sections/${type}.schema.json`);
  }
  ajv.addSchema(readSchema('site.schema.json'), 'site.schema.json');
  ajv.addSchema(readSchema('page.schema.json'), 'page.schema.json');
  compiled = { site: ajv.getSchema('site.schema.json')!, page: ajv.getSchema('page.schema.json')! };
  return compiled;
}
