// Generates TypeScript types from the schemas with json-schema-to-typescript, so a
// component reading a field its schema lacks fails to type-check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, posix } from 'node:path';
import type { JSONSchema } from 'json-schema-to-typescript';
import { cacheFile, readSchema, writeCache } from '../lib/schemas.ts';

/**
 * Resolves every file $ref into one shared object, so each titled schema (Action,
 * HeroSection …) becomes one declaration. Titles on plain values are dropped: they
 * are for editors' hover text and would otherwise each become a type alias.
 */
function inline(file: string): JSONSchema {
  const files = new Map<string, any>();
  const read = (relative: string) => {
    if (!files.has(relative)) files.set(relative, readSchema(relative));
    return files.get(relative);
  };
  const resolved = new Map<string, any>();
  const walk = (node: any, from: string): any => {
    if (Array.isArray(node)) return node.map((item) => walk(item, from));
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const [target, pointer = ''] = node.$ref.split('#');
      const targetFile = target ? posix.normalize(posix.join(dirname(from), target)) : from;
      const key = `${targetFile}#${pointer}`;
      if (!resolved.has(key)) {
        const raw = pointer
          .split('/')
          .filter(Boolean)
          .reduce((at: any, part: string) => at[part], read(targetFile));
        resolved.set(key, {});
        Object.assign(resolved.get(key), walk(raw, targetFile));
      }
      return resolved.get(key);
    }
    const out: any = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'examples' || key === 'definitions' || key === 'discriminator') continue;
      out[key] =
        key === 'properties'
          ? Object.fromEntries(Object.entries(value as object).map(([name, child]) => [name, walk(child, from)]))
          : walk(value, from);
    }
    if (out.type !== 'object' && !out.oneOf && !out.enum && out.title && node !== read(from)) delete out.title;
    // The section list's shared "type" property is for editors; the union of the
    // section types already carries each literal type.
    if (out.oneOf) for (const key of ['properties', 'required', 'type']) delete out[key];
    return out;
  };
  return walk(read(file), file);
}

export async function generateTypes(banner: string): Promise<string> {
  // Keyed on this file too, since it shapes the types; the compiler loads only on a miss.
  const version = createRequire(import.meta.url)('json-schema-to-typescript/package.json').version;
  const cached = `${cacheFile('types', [version, banner, readFileSync(import.meta.filename, 'utf8')])}.ts`;
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    // Not generated yet for these schemas.
  }
  const { compile } = await import('json-schema-to-typescript');
  const schema: JSONSchema = {
    title: 'Manifests',
    type: 'object',
    additionalProperties: false,
    properties: { site: inline('site.schema.json'), page: inline('page.schema.json') },
  };
  const types = await compile(schema, 'Manifests', {
    bannerComment: banner,
    additionalProperties: false,
    strictIndexSignatures: true,
    format: false,
    ignoreMinAndMaxItems: true,
  });
  writeCache(cached, types);
  return types;
}
