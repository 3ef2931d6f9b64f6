// Facts: figures many pages repeat (prices, plan limits, ratings), kept once under `facts:` in
// site.yaml and written as {name} in any text. They are filled in as each file is loaded, so the
// schema's length limits, the checks across pages, the build and the SEO audit all see the text
// visitors read. "{{" writes a literal "{" (a backslash would itself need escaping in YAML's
// double quotes).
import { positionInside, type Manifest } from './load.ts';
import { dataPath, type Problem } from '../lib/problems.ts';
import { nearest } from './validate.ts';
import type { Site } from '../../src/generated/types.ts';

export type Facts = NonNullable<Site['facts']>;

/** "{{", or "{name}" (a name as site.schema.json allows it); any other brace is plain text, such as JSON. */
const reference = /\{\{|\{([A-Za-z][A-Za-z0-9]*)\}/g;
const whole = /^\{([A-Za-z][A-Za-z0-9]*)\}$/;

/**
 * A text with its facts filled in. A text that is one fact and nothing else takes the fact's
 * value as it is, so a number field (a plan's `price: "{premiumPrice}"`) gets a number.
 * `unknown` lists the names that are not facts, with the offset of their "{".
 */
export function fillFacts(
  text: string,
  facts: Facts,
): { value: string | number; unknown: { name: string; index: number }[] } {
  const unknown: { name: string; index: number }[] = [];
  const only = whole.exec(text);
  if (only && Object.hasOwn(facts, only[1])) return { value: facts[only[1]]!, unknown };
  const value = text.replace(reference, (match, name: string | undefined, index: number) => {
    if (name === undefined) return '{';
    if (Object.hasOwn(facts, name)) return String(facts[name]);
    unknown.push({ name, index });
    return match;
  });
  return { value, unknown };
}

/**
 * Fills the facts into every text of a freshly loaded manifest, in place (its data is its own),
 * and returns a located problem for each name that is not a fact. Only texts holding a "{" are
 * looked at. `skip` names top-level fields left as written: site.yaml's `facts` themselves.
 */
export function applyFacts(manifest: Manifest, facts: Facts, skip: readonly string[] = []): Problem[] {
  const problems: Problem[] = [];
  const names = Object.keys(facts);
  const path: (string | number)[] = [];
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (!value.includes('{')) return value;
      const filled = fillFacts(value, facts);
      for (const { name, index } of filled.unknown) {
        const lineInValue = value.slice(0, index).split('\n').length - 1;
        const guess = nearest(name, names);
        problems.push({
          file: manifest.file,
          ...positionInside(manifest, path, `{${name}}`, lineInValue),
          path: dataPath(path),
          message: `"{${name}}" is not a fact in site.yaml.`,
          fix: `${guess ? `did you mean "{${guess}}"?` : names.length > 0 ? `use one of the facts under "facts:" in site.yaml (${names.join(', ')}), or add "${name}" there.` : `add it to site.yaml: facts: { ${name}: … }.`} To show the braces as written, double the first one: "{{${name}}".`,
        });
      }
      return filled.value;
    }
    if (value && typeof value === 'object') {
      const record = value as Record<string | number, unknown>;
      for (const key of Array.isArray(value) ? value.keys() : Object.keys(value)) {
        if (path.length === 0 && skip.includes(String(key))) continue;
        path.push(key);
        record[key] = fill(record[key]);
        path.pop();
      }
    }
    return value;
  };
  manifest.data = fill(manifest.data);
  return problems;
}
