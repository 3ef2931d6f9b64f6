// Reads one YAML manifest with positions, refusing the hazards a non-developer can
// type without noticing: tabs, duplicate keys, aliases, tags, deep nesting, several documents,
// bad encodings, empty or huge files, and links or devices in place of files.
import { isUtf8 } from 'node:buffer';
import { lstatSync, readFileSync, type Dirent, type Stats } from 'node:fs';
import { relative } from 'node:path';
import { CORE_SCHEMA, load, type LoadOptions, type State } from 'js-yaml';
import {
  isAlias,
  isCollection,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Alias,
  type Document,
  type Node,
} from 'yaml';
import { dataPath, type Problem } from '../lib/problems.ts';
import { findTextDamage } from './text-damage.ts';
import { describeYamlError, indentFix } from './yaml-errors.ts';
import { quotedField, starMessage } from './yaml-repair.ts';

/** Bigger than any hand-written page; stops a pasted data dump from slowing every build. */
export const maxFileBytes = 512 * 1024;
/** site.yaml lists every route of the site: a 50,000-page site's is about 2 MB. */
const maxSiteFileBytes = 16 * 1024 * 1024;

/**
 * Lists and blocks of fields inside one another, the page itself being the first level. The
 * deepest page of the site has 8; the parsers and every step after them recurse once per level,
 * so a file nested thousands deep would overflow the stack.
 */
const maxNesting = 32;

/**
 * About twice what a file under maxFileBytes can hold, so only content repeated by aliases
 * could reach it (they are refused, this is the guard behind that): ten lines of aliases
 * can make gigabytes of HTML.
 */
const maxDataCharacters = 1_000_000;

/** The limits of a file: site.yaml's grow with the site; a page's do not. */
const limitsOf = (file: string) =>
  file === 'site.yaml'
    ? {
        bytes: maxSiteFileBytes,
        characters: 2 * maxSiteFileBytes,
        needs: 'routes, menus and settings need',
        fix: 'keep only routes, menus and settings in site.yaml: the content of a page belongs in pages/.',
      }
    : {
        bytes: maxFileBytes,
        characters: maxDataCharacters,
        needs: 'any page needs',
        fix: 'split the page into smaller pages.',
      };

/** The core schema's tags give plain data; any other (!!set, !!binary, !!omap, !local…) gives values no page can use. */
const coreTags = new Set(
  ['str', 'int', 'float', 'bool', 'null', 'seq', 'map'].map((name) => `tag:yaml.org,2002:${name}`),
);

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

/**
 * A manifest whose data the check's memo kept: an unchanged file the last check found valid. Its
 * text is read and parsed only when a problem found across files is to be shown at a position in it.
 */
export function keptManifest(absolute: string, root: string, data: unknown): Manifest {
  let parsed: Manifest | undefined;
  const manifest = () => {
    parsed ??= loadManifest(absolute, root).manifest;
    if (!parsed) throw new Error(`${absolute} changed while it was checked.`);
    return parsed;
  };
  return {
    file: relative(root, absolute).split('\\').join('/'),
    data,
    get text() {
      return manifest().text;
    },
    get doc() {
      return manifest().doc;
    },
    get lines() {
      return manifest().lines;
    },
  };
}

export function loadManifest(absolute: string, root: string): Loaded {
  const file = relative(root, absolute).split('\\').join('/');
  const fail = (message: string, fix: string, line = 0, column = 0): Loaded => ({
    problems: [{ file, line, column, path: '', message, fix }],
  });

  // lstat: a link is refused, not followed; nothing of a refused file is read or shown.
  const entry = lstatSync(absolute);
  const wrong = wrongKind(file, entry, 'file');
  if (wrong) return { problems: [wrong] };
  const size = entry.size;
  const limits = limitsOf(file);
  if (size > limits.bytes) {
    return fail(`the file is ${Math.round(size / 1024)} KB; the limit is ${limits.bytes / 1024} KB.`, limits.fix);
  }
  const bytes = readFileSync(absolute);
  const bad = firstInvalidUtf8(bytes);
  if (bad) {
    return {
      ...fail(
        'the file is not valid UTF-8 text: the character here was saved in another encoding.',
        'save the file with UTF-8 encoding (in VS Code: "Save with Encoding" → UTF-8), then retype this character.',
        bad.line,
        bad.column,
      ),
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
        file,
        line: index + 1,
        column: match[1].length + 1,
        path: '',
        message: 'this line is indented with a tab; YAML only allows spaces.',
        fix: `replace the tab with spaces; ${indentFix(sourceLines, index)}`,
      });
    }
  });

  for (const damage of findTextDamage(text)) {
    const before = text.slice(0, damage.offset).split('\n');
    problems.push({
      file,
      line: before.length,
      column: before.at(-1)!.length + 1,
      path: '',
      message: damage.message,
      fix: damage.fix,
    });
  }

  if (problems.length === 0) {
    const data = quickData(text);
    if (data !== undefined) return withData(located(file, text, data), text);
  }

  if (sourceLines.length === 0) sourceLines = text.split(/\r?\n/);
  const { doc, lines } = parseWithPositions(text);
  // First, before anything recurses through the document: too deep a one would overflow the stack.
  const refused = refusedNodes(doc);
  const at = (node: Node) => lines.linePos(node.range?.[0] ?? 0);
  if (refused.tooDeep) {
    const { line, col } = at(refused.tooDeep.node);
    return {
      problems: [
        {
          file,
          line,
          column: col,
          path: '',
          message: `this is nested ${refused.tooDeep.depth} levels deep (lists and blocks of fields inside one another); the limit is ${maxNesting}.`,
          fix: 'take the extra levels out: no section needs more than a few, like the examples in EDITING.md.',
        },
      ],
      text,
    };
  }
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
  for (const node of refused.aliases) {
    const { line, col } = at(node);
    // "*Save 20%* …" is text read as an alias; the syntax problem on its line says to quote it.
    if (problems.some((problem) => problem.line === line)) continue;
    // With no "&name" anywhere to refer to, "*Popular*" was meant as text.
    const quoted = text.includes(`&${node.source}`) ? undefined : quotedField(sourceLines[line - 1].trimStart());
    if (quoted) {
      problems.push({
        file,
        line,
        column: col,
        path: '',
        message: starMessage,
        fix: `put the value in quotes: ${quoted}`,
      });
      continue;
    }
    problems.push({
      file,
      line,
      column: col,
      path: '',
      message: `the alias "*${node.source}" repeats content from elsewhere in the file, which this site does not allow.`,
      fix: 'write the content out in full where it is needed.',
    });
  }
  for (const node of refused.tagged) {
    const { line, col } = at(node);
    const tag = node.tag!.replace('tag:yaml.org,2002:', '!!');
    problems.push({
      file,
      line,
      column: col,
      path: '',
      message: `the tag "${tag}" asks for a special kind of value, which this site does not use.`,
      fix: `delete "${tag}" and write the value as plain text, a list or fields, like the examples in EDITING.md.`,
    });
  }
  if (problems.length > 0) return { problems, text };
  return withData({ file, text, doc, lines, data: doc.toJS() }, text);
}

/**
 * The manifest, unless its data is too big to turn into pages. Aliases are refused before this,
 * and without them the data counts about as many characters as write it ("- a" counts 2, "[]"
 * 1; never twice as many), so only a file over half the limit is walked: the walk was a fiftieth of a big check.
 */
function withData(manifest: Manifest, text: string): Loaded {
  const tooBig = text.length * 2 > limitsOf(manifest.file).characters ? dataSizeProblem(manifest) : undefined;
  return tooBig ? { problems: [tooBig], text } : { manifest, problems: [], text };
}

/**
 * Where the data passes maxDataCharacters, if it does. Every value counts at least one, so
 * even lists shared by aliases (a walk through them could take ages) stop the walk soon.
 */
export function dataSizeProblem(manifest: Manifest): Problem | undefined {
  const limits = limitsOf(manifest.file);
  let left = limits.characters;
  const path: (string | number)[] = [];
  const overflows = (value: unknown): boolean => {
    left -= typeof value === 'string' ? value.length + 1 : 1;
    if (left < 0) return true;
    const entries = Array.isArray(value)
      ? value.entries()
      : value && typeof value === 'object'
        ? Object.entries(value)
        : [];
    for (const [key, item] of entries) {
      if (typeof key === 'string') left -= key.length;
      path.push(key);
      if (overflows(item)) return true;
      path.pop();
    }
    return false;
  };
  if (!overflows(manifest.data)) return undefined;
  return {
    file: manifest.file,
    ...positionOf(manifest, path),
    path: dataPath(path),
    message: `the content of this file adds up to more than ${limits.characters.toLocaleString('en-US')} characters by here, far more than ${limits.needs}.`,
    fix: limits.fix,
  };
}

/**
 * Aliases, tags outside the core schema and the first collection nested deeper than maxNesting,
 * in document order. The walk keeps its own stack: a deep file must not overflow the real one.
 */
function refusedNodes(doc: Document.Parsed) {
  const aliases: Alias[] = [];
  const tagged: Node[] = [];
  const stack: { node: unknown; depth: number }[] = [{ node: doc.contents, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (isAlias(node)) aliases.push(node);
    else if (isScalar(node) || isCollection(node)) {
      if (node.tag && !coreTags.has(node.tag)) tagged.push(node);
      if (!isCollection(node)) continue;
      if (depth > maxNesting) return { aliases, tagged, tooDeep: { node, depth } };
      // Pushed last item first, so they come off the stack in the order they are written.
      for (const item of [...node.items].reverse()) {
        if (isPair(item)) stack.push({ node: item.value, depth: depth + 1 }, { node: item.key, depth: depth + 1 });
        else stack.push({ node: item, depth: depth + 1 });
      }
    }
  }
  return { aliases, tagged, tooDeep: undefined };
}

/**
 * Only plain files stored in the repository are read or published: a symbolic link could bring
 * in any file of the computer that builds the site (/etc/passwd, /proc/self/environ and its CI
 * secrets), and reading a device or pipe may never end. `entry` comes from lstat or readdir, which
 * do not follow links.
 */
export function wrongKind(file: string, entry: Stats | Dirent, expected: 'file' | 'folder'): Problem | undefined {
  const problem = (message: string, fix: string): Problem => ({ file, line: 0, column: 0, path: '', message, fix });
  if (entry.isSymbolicLink())
    return problem(
      'this is a symbolic link; the site only uses files stored in the repository itself.',
      'replace the link with a copy of what it points to, or delete it.',
    );
  if (entry.isDirectory())
    return expected === 'folder'
      ? undefined
      : problem('this is a folder, not a file.', `rename or delete the folder; ${file} must be a plain file.`);
  if (entry.isFile())
    return expected === 'file'
      ? undefined
      : problem('this is a file, not a folder.', `rename or delete the file; ${file} must be a folder.`);
  return problem(
    'this is a device, pipe or socket, not a file.',
    'delete it; only plain files and folders belong here.',
  );
}

const parseWithPositions = (text: string) => {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }), lines };
};

/**
 * The fast path for the usual, valid file: js-yaml 4 reads it six times faster than yaml's
 * position-keeping parser (and three times faster than js-yaml 5), which decides how long a
 * 10,000-page check takes. Both read YAML 1.2's core schema, so they give the same data
 * (tests/unit/load.test.ts compares them on every manifest and fixture). A file js-yaml
 * refuses (duplicate keys, bad indentation, unknown tags, several documents, nesting deeper
 * than maxNesting…) or that holds an anchor takes the slow path, which describes the mistake
 * precisely.
 */
function quickData(text: string): unknown {
  // js-yaml would expand an alias silently. An alias names an anchor ("&name") set before it
  // (js-yaml refuses one that does not), so a file the parser finds no anchor in holds none.
  let anchored = false;
  // js-yaml 4.3 reads maxDepth, and gives each node's anchor to the listener; @types/js-yaml lists neither.
  const options: LoadOptions & { maxDepth: number } = {
    schema: CORE_SCHEMA,
    // A collection nested maxNesting deep holds its values one level further down.
    maxDepth: maxNesting + 1,
    listener(event, state: State & { anchor: string | null }) {
      if (event === 'close' && state.anchor !== null) anchored = true;
    },
  };
  try {
    const data = load(text, options);
    return anchored ? undefined : (data ?? undefined);
  } catch {
    return undefined;
  }
}

/** A manifest whose positions are parsed only if a problem needs one. */
function located(file: string, text: string, data: unknown): Manifest {
  let parsed: ReturnType<typeof parseWithPositions> | undefined;
  const positions = () => (parsed ??= parseWithPositions(text));
  return {
    file,
    text,
    data,
    get doc() {
      return positions().doc;
    },
    get lines() {
      return positions().lines;
    },
  };
}

/** The line and column of the first byte that is not UTF-8, if any. */
function firstInvalidUtf8(bytes: Buffer): { line: number; column: number } | undefined {
  // The usual case, checked without decoding (~5× faster); only a bad file is searched line by line.
  if (isUtf8(bytes)) return undefined;
  const decoder = new TextDecoder('utf-8', { fatal: true });
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

/** A located problem at a data path of a manifest. */
export const problemAt = (manifest: Manifest, path: (string | number)[], message: string, fix: string): Problem => ({
  file: manifest.file,
  ...positionOf(manifest, path),
  path: dataPath(path),
  message,
  fix,
});

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
      const pair = node.items.find(
        (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment),
      );
      if (!pair) break;
      keyNode = pair.key as Node;
      node = pair.value as Node;
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
      keyNode = undefined;
      node = node.items[segment] as Node;
    } else break;
    found = node ?? keyNode;
  }
  // A path into content repeated by an alias ends at the alias: that is where the file holds it.
  const target = key && keyNode ? keyNode : found;
  const offset = target?.range?.[0] ?? 0;
  const { line, col } = manifest.lines.linePos(offset);
  return { line, column: col };
}

/**
 * The position of `needle` inside the text at a data path, such as a link inside a Markdown
 * body: searched from the value's `lineInValue`-th line on (a block scalar's text starts on
 * the line after "body: |"; folding only ever joins lines, so the search can only move down).
 * Falls back to the value's own position.
 */
export function positionInside(
  manifest: Manifest,
  path: readonly (string | number)[],
  needle: string,
  lineInValue: number,
) {
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
