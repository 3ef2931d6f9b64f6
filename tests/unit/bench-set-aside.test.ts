// The bench moves a build's output out of the way instead of deleting it before the next build
// (scripts/bench/run.ts, setAside): on this machine's disk, files made soon after thousands were
// deleted cost the kernel several times more, which the next build would be billed for.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { asideOf, setAside } from '../../scripts/bench/run.ts';

const work = mkdtempSync(join(tmpdir(), 'set-aside-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('moves each round’s output beside the copy, whole, and never over an earlier one', () => {
  const copy = join(work, 'project');
  const aside = asideOf(copy);
  for (const round of [1, 2]) {
    mkdirSync(join(copy, 'dist', 'pricing'), { recursive: true });
    writeFileSync(join(copy, 'dist', 'pricing', 'index.html'), `round ${round}`);
    setAside(join(copy, 'dist'), aside);
    expect(readdirSync(copy)).toEqual([]);
  }
  setAside(join(copy, '.cache'), aside); // not there: nothing to do
  const kept = readdirSync(aside).map((folder) =>
    readFileSync(join(aside, folder, 'dist', 'pricing', 'index.html'), 'utf8'),
  );
  expect(kept.sort()).toEqual(['round 1', 'round 2']);
  expect(aside).toBe(join(work, 'set-aside'));
});
