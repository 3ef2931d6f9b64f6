// "Last updated" comes from git history, never from the build's own clock.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastUpdatedDays } from '../../scripts/generate/last-updated.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'last-updated-'));
  made.push(dir);
  mkdirSync(join(dir, 'site', 'pages'), { recursive: true });
  return dir;
}

/** Commits the files as they are now, dated `day` (noon UTC). */
function commitOn(dir: string, day: string, files: string[]) {
  const date = `${day}T12:00:00Z`;
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const git = (...args: string[]) => {
    const result = spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: dir,
      env,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
  };
  git('add', ...files);
  git('commit', '-q', '-m', `change on ${day}`);
}

/** A repository whose site/pages/ has home.yaml and about.yaml from 1 March 2024, home.yaml changed 15 July 2025. */
function twoPagesRepository() {
  const dir = folder();
  spawnSync('git', ['init', '-q'], { cwd: dir });
  const page = (name: string, text: string) => writeFileSync(join(dir, 'site', 'pages', name), text);
  page('home.yaml', 'one');
  page('about.yaml', 'one');
  commitOn(dir, '2024-03-01', ['site/pages/home.yaml', 'site/pages/about.yaml']);
  page('home.yaml', 'two');
  commitOn(dir, '2025-07-15', ['site/pages/home.yaml']);
  return { dir, page };
}

describe('last updated', () => {
  it("is each page file's last commit day, from one repository's history, in a site inside a subfolder", () => {
    const { dir, page } = twoPagesRepository();
    writeFileSync(join(dir, 'site', 'site.yaml'), 'name: x');
    commitOn(dir, '2026-01-02', ['site/site.yaml']);
    page('draft.yaml', 'not committed');
    page('about.yaml', 'changed, not committed');

    expect(Object.fromEntries(lastUpdatedDays(join(dir, 'site')))).toEqual({
      'pages/home.yaml': '2025-07-15',
      'pages/about.yaml': '2024-03-01',
    });
  });

  it('is unknown for a file a shallow clone (as CI makes) holds only in its oldest commit, whose change list is every file', () => {
    const { dir } = twoPagesRepository();
    const clone = (depth: number) => {
      const copy = join(dir, `depth-${depth}`);
      const result = spawnSync('git', ['clone', '-q', '--depth', String(depth), `file://${dir}`, copy]);
      expect(result.status, String(result.stderr)).toBe(0);
      return Object.fromEntries(lastUpdatedDays(join(copy, 'site')));
    };
    expect(clone(1)).toEqual({});
    expect(clone(2)).toEqual({ 'pages/home.yaml': '2025-07-15' });
  });

  it('is unknown, not the build time, in a copy without git history', () => {
    const dir = folder();
    writeFileSync(join(dir, 'site', 'pages', 'home.yaml'), 'one');
    expect(lastUpdatedDays(join(dir, 'site')).size).toBe(0);
  });
});
