// Writes a form's values back into a YAML file's own text. yaml's Document.toString() would
// re-fold long texts and re-space flow lists (37 of the 59 manifests came out different without
// any change), so the Document is only read for where each value sits; the new text is the old
// text with just the changed values' characters replaced. Every comment, blank line, key order
// and quoting style elsewhere stays byte for byte, and a list item moves with its comments.
import { isDeepStrictEqual } from 'node:util';
import { isMap, isScalar, isSeq, type Node, parseDocument, Scalar, stringify, type YAMLMap, type YAMLSeq } from 'yaml';
import { applyEdits, type Edit } from '../new-page/link-spots.ts';

type Value = unknown;
const isRecord = (value: Value): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of `text` with its data changed to `data`; unchanged values keep their characters. */
export function writeValues(text: string, data: Value): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`the file does not read as YAML: ${doc.errors[0].message}`);
  const edits = changes(text, doc.contents as Node, doc.toJS(), data);
  return applyEdits(text, edits).text;
}

/** The leading spaces of the line `offset` is on, counting a list dash ("  - key") as indent. */
function indentAt(text: string, offset: number): number {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ -]*/.exec(text.slice(lineStart, offset))![0].length;
}

const indented = (block: string, spaces: number) =>
  block
    .split('\n')
    .map((line) => (line === '' ? line : ' '.repeat(spaces) + line))
    .join('\n');

function changes(text: string, node: Node, before: Value, after: Value): Edit[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isMap(node) && !node.flow && isRecord(after) && isRecord(before)) return mapChanges(text, node, before, after);
  if (isSeq(node) && !node.flow && Array.isArray(after) && Array.isArray(before) && after.length > 0)
    return seqChanges(text, node, before, after);
  return [replaceValue(text, node, after)];
}

/** A value written in place of a node, in the node's own style where it has one. */
function replaceValue(text: string, node: Node, value: Value): Edit {
  const [start, end] = node.range!;
  const column = start - text.lastIndexOf('\n', start - 1) - 1;
  const childIndent = indentAt(text, start) + 2;
  if (isScalar(node) && typeof value === 'string') {
    if (node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED || value.includes('\n')) {
      // A literal block keeps every line break the editor typed; the header keeps its chomping.
      // A folded block stays folded while the text has no line break of its own.
      const own = /^[|>][-+0-9]*/.exec(text.slice(start, end))?.[0] ?? '|';
      const header = value.includes('\n') ? own.replace('>', '|') : own;
      const chomp = value.endsWith('\n') ? header.replace('-', '') : header.includes('-') ? header : `${header}-`;
      const body = indented(value.replace(/\n$/, ''), childIndent);
      return { start, end: trimmedEnd(text, start, end), text: `${chomp}\n${body}` };
    }
    if (node.type === Scalar.QUOTE_DOUBLE) return { start, end, text: JSON.stringify(value) };
    if (node.type === Scalar.QUOTE_SINGLE) return { start, end, text: `'${value.replaceAll("'", "''")}'` };
  }
  if (isScalar(node) || value === null || typeof value !== 'object')
    return { start, end, text: stringify(value, { lineWidth: 0 }).trimEnd() };
  if ((isSeq(node) || isMap(node)) && node.flow)
    return { start, end, text: stringify(value, { lineWidth: 0, collectionStyle: 'flow' }).trimEnd() };
  // A block collection (or an empty list) becomes a block on the lines after its key.
  const block = stringify(value, { lineWidth: 0 }).trimEnd();
  return column === 0
    ? { start, end: trimmedEnd(text, start, end), text: block }
    : { start, end: trimmedEnd(text, start, end), text: `\n${indented(block, childIndent)}` };
}

/** A node's end without the line break (and blank lines) a block ends with. */
function trimmedEnd(text: string, start: number, end: number): number {
  let at = end;
  while (at > start && /\s/.test(text[at - 1])) at--;
  return at;
}

/** The start of the comment lines right above the line starting at `lineStart`. */
function commentsAbove(text: string, lineStart: number): number {
  let at = lineStart;
  while (at > 0) {
    const previous = text.lastIndexOf('\n', at - 2) + 1;
    if (!/^[ \t]*#/.test(text.slice(previous, at))) break;
    at = previous;
  }
  return at;
}

/** The text of a line-based chunk from the start of the line at `start` to the end of the line at `end`. */
function lineSpan(text: string, start: number, end: number): [number, number] {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', trimmedEnd(text, start, end));
  return [from, lineEnd === -1 ? text.length : lineEnd + 1];
}

function mapChanges(text: string, map: YAMLMap, before: Record<string, Value>, after: Record<string, Value>): Edit[] {
  const edits: Edit[] = [];
  const pairs = map.items.filter((pair) => isScalar(pair.key));
  for (const pair of pairs) {
    const key = String((pair.key as Scalar).value);
    if (!(key in after) || after[key] === undefined) {
      // The whole pair goes, from its key's line to its value's last line.
      const value = (pair.value as Node | null)?.range ?? (pair.key as Node).range!;
      const [start, end] = lineSpan(text, (pair.key as Node).range![0], value[1]);
      edits.push({ start, end, text: '' });
    } else if (pair.value === null) {
      const keyEnd = (pair.key as Node).range![1];
      const colon = text.indexOf(':', keyEnd) + 1;
      edits.push({ start: colon, end: colon, text: ` ${stringify(after[key], { lineWidth: 0 }).trimEnd()}` });
    } else edits.push(...changes(text, pair.value as Node, before[key], after[key]));
  }
  const added = Object.keys(after).filter((key) => !(key in before) && after[key] !== undefined);
  if (added.length > 0) {
    const last = pairs.at(-1);
    const at = last
      ? lineSpan(text, (last.key as Node).range![0], ((last.value as Node | null) ?? (last.key as Node)).range![1])[1]
      : map.range![0];
    const indent = last ? indentAt(text, (last.key as Node).range![0]) : indentAt(text, map.range![0]);
    const block = stringify(Object.fromEntries(added.map((key) => [key, after[key]])), { lineWidth: 0 });
    edits.push({ start: at, end: at, text: indented(block, indent) });
  }
  return edits;
}

/**
 * A list's new items: an item equal to an old one (moved, or kept) is that old item's lines,
 * comments above it included; an item in an old item's place is that item edited; any other is
 * new text. When the order and count are the same, only the items' own edits are made.
 */
function seqChanges(text: string, seq: YAMLSeq, before: Value[], after: Value[]): Edit[] {
  const items = seq.items as Node[];
  const used = new Set<number>();
  const source = after.map((value) => {
    const same = before.findIndex((old, index) => !used.has(index) && isDeepStrictEqual(old, value));
    if (same !== -1) used.add(same);
    return same;
  });
  source.forEach((from, index) => {
    if (
      from === -1 &&
      index < before.length &&
      !used.has(index) &&
      !after.some((v) => isDeepStrictEqual(v, before[index]))
    ) {
      source[index] = index;
      used.add(index);
    }
  });
  if (after.length === before.length && source.every((from, index) => from === index))
    return items.flatMap((item, index) => changes(text, item, before[index], after[index]));

  // Each old item's chunk: the comment and blank lines above it, then its own lines.
  const spans = items.map((item, index) => {
    const [from, to] = lineSpan(text, item.range![0], item.range![1]);
    const previousEnd = index === 0 ? from : lineSpan(text, items[index - 1].range![0], items[index - 1].range![1])[1];
    return [index === 0 ? commentsAbove(text, from) : previousEnd, to] as const;
  });
  const indent = indentAt(text, items[0].range![0]) - 2;
  const chunks = after.map((value, index) => {
    const from = source[index];
    if (from === -1) return indented(stringify([value], { lineWidth: 0 }), indent);
    const [start, end] = spans[from];
    const inner = changes(text, items[from], before[from], value).map((edit) => ({
      ...edit,
      start: edit.start - start,
      end: edit.end - start,
    }));
    return applyEdits(text.slice(start, end), inner).text;
  });
  return [{ start: spans[0][0], end: spans.at(-1)![1], text: chunks.join('') }];
}
