// Every Fix: line must fix, tested by following it to the letter: for each YAML syntax fixture and
// for mistakes made in every real manifest, the first problem's fix is applied as an editor would
// type it, until the file reads; the file must then hold the data the editor meant.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isScalar, LineCounter, parseDocument, visit } from 'yaml';
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
export function applyFix(text: string, problem: Problem): string {
  const lines = text.split('\n');
  const index = problem.line - 1;
  const line = lines[index];
  const indent = /^ */.exec(line)![0];
  const indented = /indent it with (\d+) spaces/.exec(problem.fix);
  const written = /(?:put the value in quotes|like this): (.*)$/.exec(problem.fix);
  if (indented) lines[index] = ' '.repeat(Number(indented[1])) + line.replace(/^[ \t]+/, '');
  else if (written) {
    // The fix shows the line from its key on; a list item keeps its dash.
    const dash = line.slice(indent.length).startsWith('- ') && !written[1].startsWith('- ') ? '- ' : '';
    lines[index] = indent + dash + written[1];
  } else if (problem.fix.startsWith('delete this line')) lines.splice(index, 1);
  else if (problem.fix.startsWith('move this line and the lines after it out')) lines.splice(index);
  else throw new Error(`no mechanical way to follow: ${problem.fix}`);
  return lines.join('\n');
}

/** Follows the first problem's fix until the file reads (a few rounds at most); returns its data. */
function follow(text: string): unknown {
  let current = text;
  for (let round = 0; round < 4; round++) {
    const { problems, manifest } = load(current);
    if (problems.length === 0) return manifest!.data;
    current = applyFix(current, problems[0]);
  }
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
