// Reads one YAML manifest with positions, refusing the hazards a non-developer can
// type without noticing: tabs, duplicate keys, aliases, bad encodings, empty or huge files.
import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import type { Problem } from './problems.ts';
import { findTextDamage } from './text-damage.ts';
import { describeYamlError, indentFix } from './yaml-errors.ts';

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
  const bad = firstInvalidUtf8(bytes);
  if (bad) {
    return {
      ...fail('the file is not valid UTF-8 text: the character here was saved in another encoding.', 'save the file with UTF-8 encoding (in VS Code: "Save with Encoding" → UTF-8), then retype this character.', bad.line, bad.column),
      text: bytes.toString('utf8'),
    };
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Empty: no line holds anything but blanks and comments.
  if (!/^[ \t]*[^#\s]/m.test(text)) {
    return fail('the file is empty.', 'add the page content, or delete the file and its route.');
  }

  const problems: Problem[] = [];
  // Most files hold no tab at all; only one that does is read line by line here.
  let sourceLines = text.includes('\t') ? text.split(/\r?\n/) : [];
  let firstTab = Infinity;
  sourceLines.forEach((content, index) => {
    const match = /^( *)\t/.exec(content);
    if (match) {
      firstTab = Math.min(firstTab, index + 1);
      problems.push({
        file, line: index + 1, column: match[1].length + 1, path: '',
        message: 'this line is indented with a tab; YAML only allows spaces.',
        fix: `replace the tab with spaces; ${indentFix(sourceLines, index)}`,
      });
    }
  });

  for (const damage of findTextDamage(text)) {
    const before = text.slice(0, damage.offset).split('\n');
    problems.push({ file, line: before.length, column: before.at(-1)!.length + 1, path: '', message: damage.message, fix: damage.fix });
  }

  if (problems.length === 0) {
    const data = quickData(text);
    if (data !== undefined) return { manifest: located(file, text, data), problems, text };
  }

  if (sourceLines.length === 0) sourceLines = text.split(/\r?\n/);
  const { doc, lines } = parseWithPositions(text);
  // Only the first syntax error of a file is reported, and none on or after a tab line (the tab
  // is the plainer report): once the parser misreads the structure, the errors after it are
  // echoes of the same mistake (one tab or indent gives up to five), and fixing the first and
  // checking again is quicker than reading them all. Each duplicate key is its own mistake.
  let syntaxSeen = false;
  for (const error of [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0])) {
    if (error.code !== 'DUPLICATE_KEY') {
      if (syntaxSeen) continue;
      syntaxSeen = true;
    }
    const { line, column, message, fix } = describeYamlError(error, doc, sourceLines, lines);
    if (line >= firstTab && error.code !== 'DUPLICATE_KEY') continue;
    problems.push({ file, line, column, path: '', message, fix });
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

const parseWithPositions = (text: string) => {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }), lines };
};

/**
 * An alias ("*name") starts where a value can: at the start of a line, after ": ", "- " or
 * "? ", or after "[", "{" or ",". Markdown's **bold** in the middle of a text never matches, so
 * only files that may hold one go the slow way to have it found (js-yaml would expand it).
 */
const mayHoldAlias = /(?:^\s*|[:?-]\s+|[[{,]\s*)\*[^\s*]/m;

/**
 * The fast path for the usual, valid file: js-yaml 4 reads it six times faster than yaml's
 * position-keeping parser (and three times faster than js-yaml 5), which decides how long a
 * 10,000-page check takes. Both read YAML 1.2's core schema, so they give the same data
 * (tests/unit/load.test.ts compares them on every manifest and fixture). A file js-yaml
 * refuses (duplicate keys, bad indentation, several documents…) or that may hold an alias
 * takes the slow path, which describes the mistake precisely.
 */
function quickData(text: string): unknown {
  if (text.includes('*') && mayHoldAlias.test(text)) return undefined;
  try {
    return load(text, { schema: CORE_SCHEMA }) ?? undefined;
  } catch {
    return undefined;
  }
}

/** A manifest whose positions are parsed only if a problem needs one. */
function located(file: string, text: string, data: unknown): Manifest {
  let parsed: ReturnType<typeof parseWithPositions> | undefined;
  const positions = () => (parsed ??= parseWithPositions(text));
  return { file, text, data, get doc() { return positions().doc; }, get lines() { return positions().lines; } };
}

/** The line and column of the first byte that is not UTF-8, if any. */
function firstInvalidUtf8(bytes: Buffer): { line: number; column: number } | undefined {
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
    const lineBytes = bytes.subarray(start, end);
    try {
      decoder.decode(lineBytes);
    } catch {
      return { line, column: badColumn(lineBytes) };
    }
    start = end + 1;
  }
  return undefined;
}

/** The lenient decoder marks each bad byte with U+FFFD; a U+FFFD saved as UTF-8 (EF BF BD) is genuine. */
function badColumn(lineBytes: Buffer): number {
  const decoded = new TextDecoder('utf-8').decode(lineBytes);
  for (let index = decoded.indexOf('\uFFFD'); index !== -1; index = decoded.indexOf('\uFFFD', index + 1)) {
    const offset = Buffer.byteLength(decoded.slice(0, index));
    if (!lineBytes.subarray(offset, offset + 3).equals(Buffer.from([0xef, 0xbf, 0xbd]))) return index + 1;
  }
  return 1;
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

/**
 * The position of `needle` inside the text at a data path, such as a link inside a Markdown
 * body: searched from the value's `lineInValue`-th line on (a block scalar's text starts on
 * the line after "body: |"; folding only ever joins lines, so the search can only move down).
 * Falls back to the value's own position.
 */
export function positionInside(manifest: Manifest, path: readonly (string | number)[], needle: string, lineInValue: number) {
  const node = manifest.doc.getIn(path, true);
  if (!isScalar(node) || !node.range) return positionOf(manifest, path);
  const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
  const start = manifest.lines.linePos(node.range[0]).line + (block ? 1 : 0) + lineInValue;
  const last = manifest.lines.linePos(node.range[1]).line;
  const source = manifest.text.split(/\r?\n/);
  // Markdown hands back links %-encoded and with entities decoded; the source may hold either form.
  const needles = [...new Set([needle, safeDecodeURI(needle)])];
  for (let line = start; line <= last; line++) {
    for (const text of needles) {
      const column = source[line - 1]?.indexOf(text) ?? -1;
      if (column !== -1) return { line, column: column + 1 };
    }
  }
  if (start > last) return positionOf(manifest, path);
  return { line: start, column: (/^\s*/.exec(source[start - 1] ?? '')?.[0].length ?? 0) + 1 };
}

function safeDecodeURI(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
