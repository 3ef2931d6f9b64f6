// Checks a loaded manifest against its JSON Schema and words each ajv error as a
// located problem with a fix.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { Document } from 'yaml';
import { safeName, unsafeImagePath } from './images.ts';
import { positionOf, type Manifest } from './load.ts';
import { dataPath, type Problem } from '../lib/problems.ts';
import { followRef, sectionTypes } from '../lib/schemas.ts';

export function validateManifest(manifest: Manifest, validate: ValidateFunction): Problem[] {
  if (validate(manifest.data)) return [];
  const errors = validate.errors ?? [];
  // A section without `type` fails both `required` and the discriminator; a misspelled required
  // field ("titel") is both unknown and missing. Say each once.
  const untyped = new Set(
    errors.filter((error) => error.keyword === 'discriminator').map((error) => error.instancePath),
  );
  const misspelled = new Set(
    errors
      .filter((error) => error.keyword === 'additionalProperties')
      .map((error) => {
        const allowed = Object.keys((error.parentSchema as any)?.properties ?? {});
        return `${error.instancePath}/${nearest((error.params as { additionalProperty: string }).additionalProperty, allowed)}`;
      }),
  );
  return errors
    .filter((error) => {
      // A bad key gives its own error (pattern, maxLength) and this summary of it: say it once.
      if (error.keyword === 'propertyNames') return false;
      if (error.keyword !== 'required') return true;
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return (
        !(missing === 'type' && untyped.has(error.instancePath)) && !misspelled.has(`${error.instancePath}/${missing}`)
      );
    })
    .map((error) => toProblem(manifest, error));
}

/** "Did you mean …" only for near misses, so unrelated words get no odd suggestion. */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(word, candidates as string[]);
  return distance(word.toLowerCase(), best.toLowerCase()) <= Math.max(2, Math.floor(best.length / 3))
    ? best
    : undefined;
}

const quote = (values: readonly unknown[]) =>
  values.map((value) => (typeof value === 'string' ? `"${value}"` : String(value))).join(', ');

/**
 * A value as the editor wrote it, where YAML read text as something else: a number, true or a
 * date as such, and text with ": " in it ("the same question: what next?") as a field and its value.
 */
function asWritten(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return String(data);
  if (data instanceof Date) return data.toISOString().slice(0, 10); // a date, as YAML reads 2025-01-31
  const entries = Object.entries(data);
  const [key, value] = entries[0] ?? [];
  return entries.length === 1 && !Array.isArray(data) && (value === null || typeof value !== 'object')
    ? `${key}: ${value ?? ''}`.trim()
    : undefined;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a block of fields';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

function toProblem(manifest: Manifest, error: ErrorObject): Problem {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const params = error.params as Record<string, any>;
  let at = segments;
  let onKey = false;
  let message: string;
  let fix: string | undefined;

  const named = typeof segments.at(-1) === 'string' ? (segments.at(-1) as string) : undefined;
  // A key checked by `propertyNames` (a fact's name): point at the key and word the key.
  if (error.propertyName !== undefined) {
    at = [...segments, error.propertyName];
    onKey = true;
  }
  switch (error.keyword) {
    case 'additionalProperties': {
      const field: string = params.additionalProperty;
      const allowed = Object.keys((error.parentSchema as any)?.properties ?? {});
      const guess = nearest(field, allowed);
      at = [...segments, field];
      onKey = true;
      message = `"${field}" is not a field ${placeOf(manifest.file, manifest.data, segments, 'of')}.`;
      fix = guess
        ? `did you mean "${guess}"? Write ${guess}: in place of ${field}:.`
        : `remove it, or use one of the fields it takes: ${allowed.join(', ')}.`;
      break;
    }
    case 'required': {
      const field: string = params.missingProperty;
      const schema = followRef((error.parentSchema as any)?.properties?.[field]);
      const siblings = error.data && typeof error.data === 'object' ? Object.keys(error.data) : [];
      onKey = true;
      message = `the required field "${field}" is missing ${placeOf(manifest.file, manifest.data, segments, 'from')}.`;
      fix = `add the line "${field}: ${exampleValue(schema)}"${siblings.length ? `, lined up with "${siblings[0]}:"` : ''}${schema?.description ? ` (${schema.description.replace(/\.$/, '')})` : ''}.`;
      break;
    }
    case 'discriminator': {
      if (params.error === 'mapping') {
        const guess = nearest(String(params.tagValue), sectionTypes);
        at = [...segments, 'type'];
        message = `"${params.tagValue}" is not a section type.`;
        fix = `${guess ? `did you mean "${guess}"? Write type: ${guess}. ` : ''}The section types are: ${sectionTypes.join(', ')}.`;
      } else {
        message = 'this section has no "type".';
        fix = `start the section with "- type: " and one of: ${sectionTypes.join(', ')}.`;
      }
      break;
    }
    case 'type': {
      const expected: string = Array.isArray(params.type) ? params.type.join(' or ') : params.type;
      const field = named ? `${named}: ` : '';
      message = `this must be ${article(expected)}, but it is ${describe(error.data)}.`;
      if (expected === 'array')
        fix =
          named && typeof error.data === 'string'
            ? `write it as a list: ${named}: [${error.data}], or put each item on its own line under "${named}:", starting with "- ".`
            : 'write each item on its own line, starting with "- ", under this field.';
      else if (expected === 'number' || expected === 'integer')
        fix = `write ${field}${numberIn(error.data) ?? 29} (a plain number, without quotes, units or symbols).`;
      else if (expected === 'boolean')
        fix = named
          ? `write ${named}: true or ${named}: false (without quotes).`
          : 'write true or false, without quotes.';
      else if (expected === 'string') {
        const text = asWritten(error.data);
        fix =
          error.data === null
            ? 'write the text after the colon.'
            : text === undefined
              ? 'put the whole text in quotes, on one line: "…".'
              : `put the value in quotes to make it text: ${field}${JSON.stringify(text)}`;
      } else fix = `indent the fields of this block under ${named ? `"${named}:"` : 'it'}, two spaces further in.`;
      break;
    }
    case 'enum':
    case 'const': {
      const allowed: unknown[] = params.allowedValues ?? [params.allowedValue];
      const guess = typeof error.data === 'string' ? nearest(error.data, allowed.map(String)) : undefined;
      message = `${describe(error.data)} is not one of the values allowed here.`;
      fix = `${guess ? `did you mean "${guess}"? Write ${named ? `${named}: ` : ''}${guess}. ` : ''}Use one of: ${quote(allowed)}.`;
      break;
    }
    case 'maxLength': {
      const length = String(error.data).length;
      message = `this text is ${length} characters long; the limit is ${params.limit}.`;
      fix = `shorten it by ${length - params.limit} character${length - params.limit === 1 ? '' : 's'}.`;
      break;
    }
    case 'minLength':
      message =
        params.limit <= 1
          ? 'this text is empty.'
          : `this text is ${String(error.data).length} characters long; it needs at least ${params.limit}.`;
      {
        const missing = params.limit - String(error.data).length;
        fix =
          params.limit <= 1
            ? 'write the text, or remove the field if it is optional.'
            : `add ${missing} more character${missing === 1 ? '' : 's'}.`;
      }
      break;
    case 'minItems':
      message = `this list needs at least ${params.limit} item${params.limit === 1 ? '' : 's'}.`;
      fix = 'add items, each on its own line starting with "- ".';
      break;
    case 'maxItems':
      message = `this list has ${(error.data as unknown[]).length} items; the limit is ${params.limit}.`;
      fix = 'remove items, or split them into two sections.';
      break;
    case 'minimum':
    case 'maximum':
      message = `${describe(error.data)} is ${error.keyword === 'minimum' ? 'below the minimum' : 'above the maximum'} of ${params.limit}.`;
      fix = `use a number ${error.keyword === 'minimum' ? 'of at least' : 'of at most'} ${params.limit}.`;
      break;
    case 'pattern': {
      const schema = error.parentSchema as any;
      // An image file named with spaces or capitals: say which rename makes it fit.
      const file = typeof error.data === 'string' && (named === 'src' || named === 'image') ? error.data : undefined;
      if (file && new RegExp(schema?.pattern).test(safeName(file))) {
        ({ message, fix } = unsafeImagePath(file));
        break;
      }
      const fact = schema?.examples?.find((example: unknown) => typeof example === 'string');
      // A number field that also takes a fact's name (a plan's price): say both ways to write it.
      if ([schema?.type].flat().includes('number') && fact) {
        const field = named ? `${named}: ` : '';
        message = `this must be a number or a fact such as "${fact}", but it is ${describe(error.data)}.`;
        fix = `write ${field}${numberIn(error.data) ?? 29} (a plain number, without quotes, units or symbols), or a fact from site.yaml in quotes: ${field}"${fact}".`;
        break;
      }
      message = `${error.propertyName !== undefined ? `the name "${error.propertyName}"` : describe(error.data)} is not in the expected form.`;
      fix = `${schema?.description ?? 'check the format.'}${schema?.examples ? ` For example: ${schema.examples[0]}` : ''}`;
      break;
    }
    default:
      message = `${error.message ?? 'this value is not valid'}.`;
  }
  const { line, column } = positionOf(manifest, at, onKey);
  return { file: manifest.file, line, column, path: dataPath(at), message, fix };
}

/** Where a field belongs, in words: "of this hero section", "of "meta"", "of this item in "plans"". */
function placeOf(file: string, data: unknown, segments: (string | number)[], preposition: string): string {
  const value = segments.reduce<any>((at, segment) => at?.[segment], data);
  const last = segments.at(-1);
  if (segments.at(-2) === 'sections' && typeof value?.type === 'string')
    return `${preposition} this ${value.type} section`;
  if (typeof last === 'string') return `${preposition} "${last}"`;
  if (typeof last === 'number' && typeof segments.at(-2) === 'string')
    return `${preposition} this item in "${segments.at(-2)}"`;
  return last === undefined ? `${preposition} ${file}` : `${preposition} this item`;
}

/** A value to show in a fix: the schema's first example, on one line, or "…". */
function exampleValue(schema: any): string {
  const example = schema?.examples?.[0];
  if (example === undefined) return '…';
  if (typeof example !== 'object') return String(example);
  const doc = new Document(example);
  (doc.contents as { flow: boolean }).flow = true;
  return doc.toString({ lineWidth: 0 }).trim();
}

function article(type: string): string {
  const words: Record<string, string> = {
    array: 'a list',
    object: 'a block of fields',
    string: 'text',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
  };
  return type
    .split(' or ')
    .map((part) => words[part] ?? part)
    .join(' or ');
}

function numberIn(value: unknown): number | undefined {
  // A comma before three digits groups thousands (1,000); any other is a decimal comma (29,99 is 29.99).
  const plain = typeof value === 'string' ? value.replace(/,(?=\d{3}(?!\d))/g, '').replace(',', '.') : undefined;
  const match = plain === undefined ? null : /\d+(\.\d+)?/.exec(plain);
  return match ? Number(match[0]) : undefined;
}
