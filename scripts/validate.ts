// Checks a loaded manifest against its JSON Schema and words each ajv error as a
// located problem with a fix.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { positionOf, type Manifest } from './load.ts';
import { dataPath, type Problem } from './problems.ts';
import { sectionTypes } from './schemas.ts';

export function validateManifest(manifest: Manifest, validate: ValidateFunction): Problem[] {
  if (validate(manifest.data)) return [];
  const errors = validate.errors ?? [];
  // A section without `type` fails both `required` and the discriminator; say it once.
  const untyped = new Set(errors.filter((error) => error.keyword === 'discriminator').map((error) => error.instancePath));
  return errors
    .filter((error) => !(error.keyword === 'required' && (error.params as { missingProperty: string }).missingProperty === 'type' && untyped.has(error.instancePath)))
    .map((error) => toProblem(manifest, error));
}

/** "Did you mean …" only for near misses, so unrelated words get no odd suggestion. */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(word, candidates as string[]);
  return distance(word.toLowerCase(), best.toLowerCase()) <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

const quote = (values: readonly unknown[]) => values.map((value) => (typeof value === 'string' ? `"${value}"` : String(value))).join(', ');

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

  switch (error.keyword) {
    case 'additionalProperties': {
      const field: string = params.additionalProperty;
      const allowed = Object.keys((error.parentSchema as any)?.properties ?? {});
      const guess = nearest(field, allowed);
      at = [...segments, field];
      onKey = true;
      message = `"${field}" is not a field here.`;
      fix = guess ? `did you mean "${guess}"?` : `use one of: ${allowed.join(', ')}.`;
      break;
    }
    case 'required': {
      const field: string = params.missingProperty;
      const description = (error.parentSchema as any)?.properties?.[field]?.description;
      onKey = true;
      message = `the required field "${field}" is missing.`;
      fix = `add a line "${field}: …"${description ? ` (${description})` : ''}.`;
      break;
    }
    case 'discriminator': {
      if (params.error === 'mapping') {
        const guess = nearest(String(params.tagValue), sectionTypes);
        at = [...segments, 'type'];
        message = `"${params.tagValue}" is not a section type.`;
        fix = `${guess ? `did you mean "${guess}"? ` : ''}The section types are: ${sectionTypes.join(', ')}.`;
      } else {
        message = 'this section has no "type".';
        fix = `start the section with "- type: " and one of: ${sectionTypes.join(', ')}.`;
      }
      break;
    }
    case 'type': {
      const expected: string = Array.isArray(params.type) ? params.type.join(' or ') : params.type;
      message = `this must be ${article(expected)}, but it is ${describe(error.data)}.`;
      if (expected === 'array') fix = 'write each item on its own line, starting with "- ", under this field.';
      else if (expected === 'number' || expected === 'integer') fix = `write a plain number without quotes, units or symbols, like ${numberIn(error.data) ?? 29}.`;
      else if (expected === 'boolean') fix = 'write true or false, without quotes.';
      else if (expected === 'string') fix = error.data === null ? 'write the text after the colon.' : 'put the value in quotes to make it text.';
      else fix = 'indent the fields of this block under it, two spaces further in.';
      break;
    }
    case 'enum':
    case 'const': {
      const allowed: unknown[] = params.allowedValues ?? [params.allowedValue];
      const guess = typeof error.data === 'string' ? nearest(error.data, allowed.map(String)) : undefined;
      message = `${describe(error.data)} is not allowed here.`;
      fix = `${guess ? `did you mean "${guess}"? ` : ''}Use one of: ${quote(allowed)}.`;
      break;
    }
    case 'maxLength': {
      const length = String(error.data).length;
      message = `this text is ${length} characters long; the limit is ${params.limit}.`;
      fix = `shorten it by ${length - params.limit} character${length - params.limit === 1 ? '' : 's'}.`;
      break;
    }
    case 'minLength':
      message = params.limit <= 1 ? 'this text is empty.' : `this text is ${String(error.data).length} characters long; it needs at least ${params.limit}.`;
      {
        const missing = params.limit - String(error.data).length;
        fix = params.limit <= 1 ? 'write the text, or remove the field if it is optional.' : `add ${missing} more character${missing === 1 ? '' : 's'}.`;
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
      message = `${describe(error.data)} is not in the expected form.`;
      fix = `${schema?.description ?? 'check the format.'}${schema?.examples ? ` For example: ${schema.examples[0]}` : ''}`;
      break;
    }
    default:
      message = `${error.message ?? 'this value is not valid'}.`;
  }
  const { line, column } = positionOf(manifest, at, onKey);
  return { file: manifest.file, line, column, path: dataPath(at), message, fix };
}

function article(type: string): string {
  const words: Record<string, string> = { array: 'a list', object: 'a block of fields', string: 'text', number: 'a number', integer: 'a whole number', boolean: 'true or false' };
  return type.split(' or ').map((part) => words[part] ?? part).join(' or ');
}

function numberIn(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /\d+(\.\d+)?/.exec(value.replace(/,/g, '')) : null;
  return match ? Number(match[0]) : undefined;
}
