// The schemas as the editor's forms read them: each $ref replaced by what it names (the form
// library resolves only refs inside one document), and each field's title ending in its YAML
// name, "Small label above the heading (eyebrow)", so an editor learns the name the file uses
// and a field is found by it.
import { readSchema, sectionTypes } from '../lib/schemas.ts';

/** A schema with every $ref (to another file or to its own definitions) inlined. */
function inlined(schema: any, file: string, own: any = schema): any {
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, file, own));
  if (!schema || typeof schema !== 'object') return schema;
  if (typeof schema.$ref === 'string') {
    const [target, pointer = ''] = schema.$ref.split('#');
    const targetFile = target ? new URL(target, `file:///${file}`).pathname.slice(1) : file;
    const document = target ? readSchema(targetFile) : own;
    const found = pointer
      .split('/')
      .filter(Boolean)
      .reduce((node: any, key: string) => node[key], document);
    const { $ref: _ref, ...rest } = schema;
    return { ...inlined(found, targetFile, document), ...inlined(rest, file, own) };
  }
  const copy: any = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'definitions' || key === '$schema' || key === '$id') continue;
    copy[key] = key === 'properties' ? named(inlined(value, file, own)) : inlined(value, file, own);
  }
  return copy;
}

const named = (properties: Record<string, any>) =>
  Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      { ...property, title: `${property.title ?? key} (${key})` },
    ]),
  );

export interface SectionKind {
  type: string;
  description: string;
  example: unknown;
  schema: object;
}

/** Every section type with its description, its first example (for the picker) and its form schema. */
export function sectionKinds(): SectionKind[] {
  return sectionTypes.map((type) => {
    const schema = readSchema(`sections/${type}.schema.json`);
    return {
      type,
      description: schema.description,
      example: schema.examples?.[0],
      schema: inlined(schema, `sections/${type}.schema.json`),
    };
  });
}

/** The page's fields around its sections (meta, layout, redirectFrom), and site.yaml's. */
export function formSchemas() {
  const page = inlined(readSchema('page.schema.json'), 'page.schema.json');
  const { sections: _sections, ...around } = page.properties;
  return {
    page: { ...page, properties: around, required: page.required.filter((name: string) => name !== 'sections') },
    site: inlined(readSchema('site.schema.json'), 'site.schema.json'),
  };
}
