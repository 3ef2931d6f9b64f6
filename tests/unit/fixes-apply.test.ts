// Every Fix: line must fix, tested by following it to the letter: for each YAML syntax fixture and
// for mistakes made in every real manifest, the first problem's fix is applied as an editor would
// type it, until the file reads; the file must then hold the data the editor meant.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LineCounter, parseDocument, visit } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../scripts/check/load.ts';
import type { Problem } from '../../scripts/lib/problems.ts';
import { project } from './site-copies.ts';

const work = mkdtempSync(join(tmpdir(), 'fixes-apply-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Reads `text` as the checker reads a manifest. */
function load(text: string) {
  writeFileSync(join(work, 'file.yaml'), text);
  return loadManifest(join(work, 'file.yaml'), work);
}

/** The file after doing what one fix says to its line; throws on a fix no editor could follow to the letter. */
function applyFix(text: string, problem: Problem): string {
  const lines = text.split('\n');
  const index = problem.line - 1;
  const line = lines[index] ?? '';
  const fix = problem.fix ?? '';
  const indent = /^ */.exec(line)![0];
  const indented = /indent it with (\d+) spaces/.exec(fix);
  const written = /(?:put the value in quotes|like this): (.*)$/.exec(fix);
  if (indented) lines[index] = ' '.repeat(Number(indented[1])) + line.replace(/^[ \t]+/, '');
  else if (written) {
    // The fix shows the line from its key on; a list item keeps its dash.
    const dash = line.slice(indent.length).startsWith('- ') && !written[1].startsWith('- ') ? '- ' : '';
    lines[index] = indent + dash + written[1];
  } else if (fix.startsWith('delete this line')) lines.splice(index, 1);
  else if (fix.startsWith('move this line and the lines after it out')) lines.splice(index);
  else throw new Error(`no mechanical way to follow: ${fix}`);
  return lines.join('\n');
}

/** Follows the first problem's fix until the file reads (a few rounds at most); returns its data. */
function follow(text: string, first = load(text)): unknown {
  let current = text;
  let loaded = first;
  for (let round = 0; round < 4; round++) {
    if (loaded.problems.length === 0) return loaded.manifest!.data;
    current = applyFix(current, loaded.problems[0]);
    loaded = load(current);
  }
  if (loaded.problems.length === 0) return loaded.manifest!.data;
  throw new Error(`still not readable after four fixes:\n${current}`);
}

const fixtures = join(project, 'tests', 'fixtures');
/** Each fixture file the yaml parser cannot read, with the valid fixture's file of the same name. */
const syntaxFixtures = readdirSync(fixtures).flatMap((scenario) =>
  ['site.yaml', ...readdirSync(join(fixtures, 'valid', 'pages')).map((name) => `pages/${name}`)]
    .filter((file) => scenario !== 'valid' && existsSync(join(fixtures, scenario, file)))
    .filter(
      (file) =>
        parseDocument(readFileSync(join(fixtures, scenario, file), 'utf8'), { uniqueKeys: true }).errors.length > 0,
    )
    .map((file) => [`${scenario}/${file}`, file] as const)
    // Nesting past the limit is refused before the syntax is looked at, and is not a typing slip.
    .filter(
      ([path]) => !load(readFileSync(join(fixtures, path), 'utf8')).problems[0].message.startsWith('this is nested'),
    ),
);

describe('following the fix of a YAML syntax fixture', () => {
  it('finds the syntax fixtures', () => {
    expect(syntaxFixtures.length).toBeGreaterThanOrEqual(8);
  });
  it.each(syntaxFixtures)('%s reads after its fixes', (path, file) => {
    const text = readFileSync(join(fixtures, path), 'utf8');
    const data = follow(text);
    // Where the fixture's one changed line says what the valid file's says (only its spaces, tabs
    // or quotes differ), the editor meant the valid file's data.
    const valid = readFileSync(join(fixtures, 'valid', file), 'utf8').split('\n');
    const changed = text.split('\n').flatMap((line, index) => (line === valid[index] ? [] : [[line, valid[index]]]));
    const bare = (line = '') => line.replace(/[\s"']/g, '');
    if (text.split('\n').length === valid.length && changed.length === 1 && bare(changed[0][0]) === bare(changed[0][1]))
      expect(data).toEqual(load(valid.join('\n')).manifest!.data);
  });
});

const manifests = [
  'site.yaml',
  ...readdirSync(join(project, 'pages'))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `pages/${name}`),
];

/** The 0-based lines of values written on several lines (block texts, wrapped texts): mistakes there read differently. */
function multiLineValues(text: string): { inside: Set<number>; plain: Map<number, string> } {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const inside = new Set<number>();
  const plain = new Map<number, string>();
  visit(doc, {
    Scalar(_key, node) {
      if (!node.range) return;
      const first = counter.linePos(node.range[0]).line - 1;
      const last = counter.linePos(node.range[1]).line - 1;
      if (last > first || node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED')
        for (let line = first; line <= last; line++) inside.add(line);
      else if (node.type === 'PLAIN' && typeof node.value === 'string') plain.set(first, node.value);
    },
  });
  return { inside, plain };
}

interface Mutation {
  kind: string;
  line: number;
  text: string;
  /** The file as the editor meant it. */
  meant: string;
}

/** The slips an editor makes on one line, each on two lines of the file chosen the same way every run. */
function mutations(text: string): Mutation[] {
  const lines = text.split('\n');
  const { inside, plain } = multiLineValues(text);
  const made: Mutation[] = [];
  const kinds: [string, (line: string, index: number) => { text: string; meant?: string } | undefined][] = [
    [
      'no space after a colon',
      (line) => {
        const match = /^(\s*(?:- )?[A-Za-z][\w-]*:) (?=[\w"'])/.exec(line);
        return match ? { text: match[1] + line.slice(match[0].length) } : undefined;
      },
    ],
    [
      'two more spaces of indent',
      (line) => (/^\s*(- |[A-Za-z][\w-]*:)/.test(line) ? { text: `  ${line}` } : undefined),
    ],
    [
      'no closing brace',
      (line) => (/^[^{}]*\{[^{}]*\}\s*$/.test(line) ? { text: line.replace(/\s*\}\s*$/, '') } : undefined),
    ],
    [
      'no closing quote',
      (line) => (/^\s*(?:- )?(?:[\w-]+: )?"[^"\\]*"\s*$/.test(line) ? { text: line.replace(/"\s*$/, '') } : undefined),
    ],
    [
      'no closing quote inside { … }',
      (line) => (/\{[^{}"]*"[^"\\{}]*"[^{}]*\}\s*$/.test(line) ? { text: line.replace(/"(?=[^"]*$)/, '') } : undefined),
    ],
    [
      '": " inside a text',
      (line, index) => {
        const value = plain.get(index);
        const match = /^(\s*(?:- )?[\w-]+: )(.*)$/.exec(line);
        if (!value || !match || match[2] !== value || !value.includes(' ')) return undefined;
        const typed = value.replace(' ', ': ');
        return { text: match[1] + typed, meant: match[1] + JSON.stringify(typed) };
      },
    ],
  ];
  for (const [kind, mutate] of kinds) {
    const eligible = lines.flatMap((line, index) => {
      if (inside.has(index) || /^\s*#/.test(line)) return [];
      const result = mutate(line, index);
      return result ? [{ index, ...result }] : [];
    });
    for (const pick of new Set([Math.floor(eligible.length / 3), Math.floor((eligible.length * 2) / 3)])) {
      const chosen = eligible[pick];
      if (!chosen) continue;
      const edit = (line: string) => lines.map((text, index) => (index === chosen.index ? line : text)).join('\n');
      made.push({
        kind,
        line: chosen.index + 1,
        text: edit(chosen.text),
        meant: chosen.meant ? edit(chosen.meant) : text,
      });
    }
  }
  return made;
}

describe('following the fix of a slip in a real manifest', () => {
  const followed = new Map<string, number>();
  it.each(manifests)('%s reads as meant after each slip is fixed', (file) => {
    const failures: string[] = [];
    for (const { kind, line, text, meant } of mutations(readFileSync(join(project, file), 'utf8'))) {
      // A slip that still reads (an indented line joining the text above it) has no syntax problem to fix.
      const first = load(text);
      if (first.problems.length === 0) continue;
      followed.set(kind, (followed.get(kind) ?? 0) + 1);
      try {
        const data = follow(text, first);
        expect(data).toEqual(load(meant).manifest!.data);
      } catch (error) {
        failures.push(
          `${kind} on line ${line}: ${(error as Error).message.split('\n')[0]} (first fix: ${first.problems[0].fix})`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
  it('has followed the fixes of every kind of slip', () => {
    expect([...followed.keys()].sort()).toEqual(
      [
        '": " inside a text',
        'no closing brace',
        'no closing quote',
        'no closing quote inside { … }',
        'no space after a colon',
        'two more spaces of indent',
      ].sort(),
    );
  });
});
