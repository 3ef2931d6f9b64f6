// Where site.yaml and the page files link to a path, down to the character, so that move-page
// and remove-page change those characters only: every other byte (comments, blank lines,
// quoting, layout) stays as the editor wrote it. The Document API would write files anew.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node, type YAMLMap } from 'yaml';
import { readMarkdown } from '../lib/markdown.ts';
import { Refusal } from './page-edits.ts';

export interface SourceFile {
  file: string;
  text: string;
  doc: Document.Parsed;
}
type DataPath = (string | number)[];

export interface LinkSpot {
  file: string;
  /** Offset of the linked path's first character in the file's text, and its 1-based line and column. */
  start: number;
  line: number;
  column: number;
  /** The whole link as written, such as /pricing#faq. */
  href: string;
  /** The field that holds it: an href, a redirect's to, or a Markdown body. */
  dataPath: DataPath;
  /** A link of the header menu, footer or docs menu (site.yaml nav, footer, docsNav). */
  menu: boolean;
}

/** One change to a file's text: the characters from start to end become `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** site.yaml and every page file, parsed with their source ranges. */
export function readSources(root: string): SourceFile[] {
  const pagesDir = join(root, 'pages');
  const pages = existsSync(pagesDir)
    ? readdirSync(pagesDir)
        .filter((name) => name.endsWith('.yaml'))
        .sort()
        .map((name) => `pages/${name}`)
    : [];
  return ['site.yaml', ...pages].map((file) => sourceOf(file, readFileSync(join(root, file), 'utf8')));
}

function sourceOf(file: string, text: string): SourceFile {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Refusal(`${file} cannot be read; run npm run check and fix it first.`);
  return { file, text, doc };
}

export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

const pathOf = (href: string) => href.split(/[?#]/, 1)[0];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every link to `path` (with or without #fragment or ?query) in the file. */
export function linksTo(source: SourceFile, path: string): LinkSpot[] {
  const spots: LinkSpot[] = [];
  const spot = (start: number, href: string, dataPath: DataPath) => {
    spots.push({
      file: source.file,
      start,
      ...positionAt(source.text, start),
      href,
      dataPath,
      menu: source.file === 'site.yaml' && ['nav', 'footer', 'docsNav'].includes(String(dataPath[0])),
    });
  };
  const visit = (node: unknown, dataPath: DataPath) => {
    if (isSeq(node))
      node.items.forEach((item, index) => {
        visit(item, [...dataPath, index]);
      });
    if (!isMap(node)) return;
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const name = String(pair.key.value);
      const here = [...dataPath, name];
      const value = pair.value;
      const link = name === 'href' || (name === 'to' && source.file === 'site.yaml' && dataPath[0] === 'redirects');
      if (isScalar(value) && typeof value.value === 'string' && value.range && link && pathOf(value.value) === path) {
        // Inside quotes the path starts one character later; the path itself needs no escapes.
        const start = value.range[0] + (value.type === 'QUOTE_DOUBLE' || value.type === 'QUOTE_SINGLE' ? 1 : 0);
        if (!source.text.startsWith(path, start)) throw cannotRewrite(source, start, value.value);
        spot(start, value.value, here);
      } else if (isScalar(value) && typeof value.value === 'string' && value.range && name === 'body') {
        if (!readMarkdown(value.value).links.some((found) => pathOf(found.href) === path)) continue;
        // [text](/path…), [text](</path…>) and reference definitions "[name]: /path…", as written in the file.
        const pattern = new RegExp(
          `(\\]\\([ \\t]*<?|^[ \\t]*\\[[^\\]\\n]+\\]:[ \\t]*<?)${escaped(path)}(?=[#?)\\s>"']|$)`,
          'gm',
        );
        const text = source.text.slice(0, value.range[1]);
        pattern.lastIndex = value.range[0];
        for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
          const start = match.index + match[1].length;
          spot(start, /^[^\s)>"']*/.exec(source.text.slice(start))![0], here);
        }
      } else visit(value, here);
    }
  };
  visit(source.doc.contents, []);
  return spots;
}

function cannotRewrite(source: SourceFile, offset: number, href: string): Refusal {
  const { line, column } = positionAt(source.text, offset);
  return new Refusal(
    `${source.file}:${line}:${column} links to ${href} in a way this command cannot rewrite; change that link by hand, then run the command again.`,
  );
}

/** The file's text with the edits made, and where an offset of the old text is in the new one. */
export function applyEdits(text: string, edits: Edit[]): { text: string; moved: (offset: number) => number } {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  const moved = (offset: number) =>
    offset +
    sorted
      .filter((edit) => edit.start < offset)
      .reduce((sum, edit) => sum + edit.text.length - (edit.end - edit.start), 0);
  return { text: out + text.slice(at), moved };
}

/** Refuses when a Markdown body of the new text still links to `path`: a link written in a form the rewrite missed. */
export function refuseLeftovers(file: string, text: string, path: string) {
  const source = sourceOf(file, text);
  const visit = (node: unknown): void => {
    if (isSeq(node)) node.items.forEach(visit);
    if (!isMap(node)) return;
    for (const pair of node.items) {
      const value = pair.value;
      if (
        isScalar(pair.key) &&
        pair.key.value === 'body' &&
        isScalar(value) &&
        typeof value.value === 'string' &&
        value.range
      ) {
        const left = readMarkdown(value.value).links.find((found) => pathOf(found.href) === path);
        if (left) throw cannotRewrite(source, value.range[0], left.href);
      } else visit(value);
    }
  };
  visit(source.doc.contents);
}

/** The edit that removes a list item, written as "- …" on lines of its own, with those lines. */
export function removeItem(source: SourceFile, node: Node): Edit {
  const [start, valueEnd] = node.range!;
  const lineStart = source.text.lastIndexOf('\n', start - 1) + 1;
  let end = valueEnd;
  while (end > start && /\s/.test(source.text[end - 1])) end--;
  const lineEnd = source.text.indexOf('\n', end);
  const cut = lineEnd === -1 ? source.text.length : lineEnd + 1;
  if (
    !/^[ \t]*-[ \t]+$/.test(source.text.slice(lineStart, start)) ||
    !/^[ \t]*(#.*)?$/.test(source.text.slice(end, cut).trimEnd())
  ) {
    throw cannotRewrite(source, start, 'this entry');
  }
  return { start: lineStart, end: cut, text: '' };
}

/** The edit that adds old paths to a page's redirectFrom, in the list's own form, or the list before "sections:". */
export function addOldPaths(source: SourceFile, paths: string[]): Edit {
  const list = source.doc.get('redirectFrom', true);
  if (isSeq(list) && list.flow) {
    const close = source.text.lastIndexOf(']', list.range![1]);
    return { start: close, end: close, text: `${list.items.length > 0 ? ', ' : ''}${paths.join(', ')}` };
  }
  if (isSeq(list) && list.items.length > 0) {
    const last = list.items.at(-1) as Node;
    const prefix = source.text.slice(source.text.lastIndexOf('\n', last.range![0] - 1) + 1, last.range![0]);
    const lineEnd = source.text.indexOf('\n', last.range![1]);
    const at = lineEnd === -1 ? source.text.length : lineEnd + 1;
    return { start: at, end: at, text: paths.map((path) => `${prefix}${path}\n`).join('') };
  }
  if (list !== undefined)
    throw new Refusal(`${source.file}: redirectFrom is not a list; run npm run check and fix it first.`);
  const sections = (source.doc.contents as YAMLMap).items.find(
    (pair) => isScalar(pair.key) && pair.key.value === 'sections',
  );
  const at = sections ? source.text.lastIndexOf('\n', (sections.key as Node).range![0] - 1) + 1 : source.text.length;
  return { start: at, end: at, text: `redirectFrom: [${paths.join(', ')}]\n` };
}
