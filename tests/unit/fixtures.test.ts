// One folder per broken-manifest scenario: each is a small site (site.yaml, pages/,
// public/) beside an expected.txt holding the exact first line of every problem, in order.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/content.ts';
import { formatProblem } from '../../scripts/problems.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const scenarios = readdirSync(fixtures).filter((name) => existsSync(join(fixtures, name, 'expected.txt')));

describe('broken manifests', () => {
  it('has at least 50 scenarios', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(50);
  });
  it.each(scenarios)('%s fails with its pinned location and message', async (scenario) => {
    const expected = readFileSync(join(fixtures, scenario, 'expected.txt'), 'utf8').trim().split('\n');
    const { problems } = await checkContent(join(fixtures, scenario));
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
