// One folder per broken-manifest scenario: each holds only what differs from the valid site in
// fixtures/valid (its own site.yaml, pages/ or public/ files), an optional remove.txt naming base
// files it goes without (one path a line), and expected.txt holding the exact first line of every
// problem, in order.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const scenarios = readdirSync(fixtures).filter((name) => existsSync(join(fixtures, name, 'expected.txt')));
const work = mkdtempSync(join(tmpdir(), 'fixtures-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const ownFiles = new Set(['expected.txt', 'remove.txt']);

/** The scenario's site: the valid one with the scenario's files laid over it and its removals made. */
function siteOf(scenario: string): string {
  const root = join(work, scenario);
  cpSync(join(fixtures, 'valid'), root, { recursive: true });
  cpSync(join(fixtures, scenario), root, {
    recursive: true,
    filter: (source) => !ownFiles.has(source.slice(join(fixtures, scenario).length + 1)),
  });
  const removals = join(fixtures, scenario, 'remove.txt');
  if (existsSync(removals)) {
    for (const file of readFileSync(removals, 'utf8').split('\n').filter(Boolean)) {
      if (!existsSync(join(root, file)))
        throw new Error(`${scenario}/remove.txt: the valid site has no ${file} to remove.`);
      rmSync(join(root, file));
    }
  }
  return root;
}

describe('broken manifests', () => {
  it('has at least 50 scenarios', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(50);
  });
  it.each(scenarios)('%s fails with its pinned location and message', async (scenario) => {
    const expected = readFileSync(join(fixtures, scenario, 'expected.txt'), 'utf8')
      .trim()
      .split('\n');
    const { problems } = await checkContent(siteOf(scenario));
    expect(problems.map((problem) => formatProblem(problem).split('\n')[0])).toEqual(expected);
  });
});

describe('the valid fixture', () => {
  it('passes every check', async () => {
    const { problems, pages } = await checkContent(join(fixtures, 'valid'));
    expect(problems).toEqual([]);
    expect([...pages.keys()]).toEqual(['home', 'pricing']);
  });
});
