// When each page file last changed, from git history: one `git log` for every file at once, since
// a call per page costs seconds on a big site. Never the build time: a copy without history (an
// unpacked archive, no git) or a file git does not know has no date, and the page shows none.
// Nor the day of a shallow clone's oldest commit (CI clones with --depth): git lists every file
// as changed in it, as it has no parent to compare with, so it says nothing of when one changed.
import { spawnSync } from 'node:child_process';

/** Page file (relative to `root`, such as pages/home.yaml) → the day of its last commit, YYYY-MM-DD. */
export function lastUpdatedDays(root: string, folder = 'pages'): Map<string, string> {
  const log = spawnSync('git', ['log', '--format=%x00%ct %D', '--name-only', '--relative', '--', `${folder}/`], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const days = new Map<string, string>();
  if (log.status !== 0 || log.error) return days;
  // Newest commit first: a file's first appearance is its last change.
  const seen = new Set<string>();
  for (const commit of log.stdout.split('\0').slice(1)) {
    const [header, ...files] = commit.trim().split('\n');
    // %D: the commit's names; "grafted" marks where a shallow clone's history is cut.
    const [time, ...names] = header.split(' ');
    const day = new Date(Number(time) * 1000).toISOString().slice(0, 10);
    const grafted = names.join(' ').split(', ').includes('grafted');
    for (const file of files.filter((file) => file && !seen.has(file))) {
      seen.add(file);
      if (!grafted) days.set(file, day);
    }
  }
  return days;
}
