// How the generated forms show each field: Markdown and long texts in a text area, links with
// a route picker (the site's routes and this page's #ids) that still takes any https:// address,
// images with a drop zone, the section's `type` hidden (its card says it), and each problem of
// the check at its field.
import type { ErrorSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { Problem } from './api.ts';
import { isImage } from './ImageField.tsx';

/** The uiSchema for a schema: widgets picked by field name and size, nested as the schema is. */
export function uiFor(schema: any, key = ''): UiSchema {
  if (!schema || typeof schema !== 'object') return {};
  if (key === 'type' && schema.const !== undefined) return { 'ui:widget': 'hidden' };
  if (key === 'href') return { 'ui:widget': 'link' };
  if (Array.isArray(schema.type) && schema.type.includes('number') && schema.type.includes('string'))
    return { 'ui:widget': 'numberOrText' };
  if (schema.type === 'string' && (key === 'body' || (schema.maxLength ?? 0) >= 400))
    return { 'ui:widget': 'textarea' };
  if (schema.type === 'array' && schema.items) return { items: uiFor(schema.items) };
  if (schema.properties)
    return {
      ...(isImage(schema) ? { 'ui:field': 'image' } : {}),
      ...Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, uiFor(property, name)])),
    };
  return {};
}

export function LinkWidget({ id, value, onChange, required, disabled, readonly, registry }: WidgetProps) {
  const targets = (registry.formContext?.targets as string[] | undefined) ?? [];
  return (
    <>
      <input
        id={id}
        name={id}
        type="text"
        list={`${id}-targets`}
        value={value ?? ''}
        required={required}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
      <datalist id={`${id}-targets`}>
        {targets.map((target) => (
          <option key={target} value={target} />
        ))}
      </datalist>
    </>
  );
}

/**
 * A field that takes a number or a text (a price: 29, or the fact "{premiumPrice}"): what reads
 * as a plain number is kept as one, so typing 39 saves price: 39, not the text "39" the schema
 * refuses.
 */
export function numberOrText(typed: string): number | string | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : typed;
}

export function NumberOrTextWidget({ id, value, onChange, required, disabled, readonly }: WidgetProps) {
  return (
    <input
      id={id}
      name={id}
      type="text"
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      onChange={(event) => onChange(numberOrText(event.target.value))}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

/** "sections[2].items[0].question" → ['sections', 2, 'items', 0, 'question']. */
export function segmentsOf(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) =>
    match[2] === undefined ? match[1] : Number(match[2]),
  );
}

/** A problem's field: its path, or for a missing required field, the field it names. */
export function fieldOf(problem: Problem): (string | number)[] {
  const segments = segmentsOf(problem.path);
  const missing = /^the required field "([^"]+)" is missing/.exec(problem.message);
  return missing ? [...segments, missing[1]] : segments;
}

/** The check's message and fix, as the terminal prints them. */
export const problemText = (problem: Problem) => `${problem.message}${problem.fix ? ` Fix: ${problem.fix}` : ''}`;

/** rjsf's error tree for problems at paths relative to one form. */
export function errorTree(problems: { at: (string | number)[]; text: string }[]): ErrorSchema {
  const tree: any = {};
  for (const { at, text } of problems) {
    let node = tree;
    for (const key of at) {
      node[key] = node[key] ?? {};
      node = node[key];
    }
    node.__errors = [...(node.__errors ?? []), text];
  }
  return tree;
}
