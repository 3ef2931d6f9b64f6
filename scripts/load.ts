// Reads one YAML manifest with positions, refusing the hazards a non-developer can
// type without noticing: tabs, duplicate keys, aliases, bad encodings, empty or huge files.
import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import type { Problem } from './problems.ts';
import { describeYamlError } from './yaml-errors.ts';

/** Bigger than any hand-written page; stops a pasted data dump from slowing every build. */
export const maxFileBytes = 512 * 1024;

export interface Manifest {
  file: string;
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
  data: unknown;
}

export interface Loaded {
  manifest?: Manifest;
  problems: Problem[];
  /** The decoded text, when there was one, for code frames. */
  text?: string;
}

export function loadManifest(absolute: string, root: string): Loaded {
  const file = relative(root, absolute).split('\\').join('/');
  const fail = (message: string, fix: string, line = 0, column = 0): Loaded => ({
    problems: [{ file, line, column, path: '', message, fix }],
  });

  const size = statSync(absolute).size;
  if (size > maxFileBytes) {
    return fail(`the file is ${Math.round(size / 1024)} KB; the limit is ${maxFileBytes / 1024} KB.`, 'split the page into smaller pages.');
  }
  const bytes = readFileSync(absolute);
  const badLine = firstInvalidUtf8Line(bytes);
  if (badLine) {
    return fail('the file is not valid UTF-8 text.', 'save the file with UTF-8 encoding (in VS Code: "Save with Encoding" → UTF-8).', badLine, 1);
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.replace(/#.*$/gm, '').trim() === '') {
    return fail('the file is empty.', 'add the page content, or delete the file and its route.');
  }

  const problems: Problem[] = [];
  const tabLines = new Set<number>();
  text.split(/\r?\n/).forEach((content, index) => {
    const match = /^( *)\t/.exec(content);
    if (match) {
      tabLines.add(index + 1);
      problems.push({
        file, line: index + 1, column: match[1].length + 1, path: '',
        message: 'this line is indented with a tab; YAML only allows spaces.',
        fix: 'replace the tab with spaces (two spaces per level).',
      });
    }
  });

  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  for (const error of doc.errors) {
    const { line, col } = lines.linePos(error.pos[0]);
    if (tabLines.has(line)) continue; // already reported in plainer words above
    const { message, fix } = describeYamlError(error, text.split(/\r?\n/)[line - 1] ?? '');
    problems.push({ file, line, column: col, path: '', message, fix });
  }
  // Every alias starts with "*", so a file without one needs no search.
  if (text.includes('*')) visit(doc, {
    Alias(_key, node) {
      const { line, col } = lines.linePos(node.range?.[0] ?? 0);
      problems.push({
        file, line, column: col, path: '',
        message: `the alias "*${node.source}" repeats content from elsewhere in the file, which this site does not allow.`,
        fix: 'write the content out in full where it is needed.',
      });
    },
  });
  if (problems.length > 0) return { problems, text };
  return { manifest: { file, text, doc, lines, data: doc.toJS() }, problems, text };
}

function firstInvalidUtf8Line(bytes: Buffer): number | undefined {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    decoder.decode(bytes);
    return undefined; // the usual case; only a bad file is searched line by line
  } catch {
    // fall through to find the line
  }
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    try {
      decoder.decode(bytes.subarray(start, end));
    } catch {
      return line;
    }
    start = end + 1;
  }
  return undefined;
}

/**
 * The position of the value at a data path, or of its key when `key` is true.
 * Falls back to the nearest ancestor that exists (a missing field points at its parent).
 */
export function positionOf(manifest: Manifest, path: readonly (string | number)[], key = false) {
  let node: Node | null | undefined = manifest.doc.contents as Node;
  let found = node;
  let keyNode: Node | undefined;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) break;
      keyNode = pair.key as Node;
      node = pair.value as Node;
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
      keyNode = undefined;
      node = node.items[segment] as Node;
    } else break;
    found = node ?? keyNode;
  }
  const target = key && keyNode ? keyNode : found;
  const offset = target && !isAlias(target) ? target.range?.[0] ?? 0 : 0;
  const { line, col } = manifest.lines.linePos(offset);
  return { line, column: col };
}
