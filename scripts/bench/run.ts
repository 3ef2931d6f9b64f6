// Runs a command under /usr/bin/time and reports its wall time, CPU time and peak memory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { median } from '../lib/stats.ts';

export interface Timing {
  /** Wall-clock seconds. */
  wall: number;
  /** User + system CPU seconds; less sensitive than wall time to other work on the machine. */
  cpu: number;
  /** Largest resident set of the command or any process it started, in MiB. */
  peakMiB: number;
}

export function timed(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Timing & { stdout: string } {
  // Writes and deletions still queued (the synthetic pages just written, the previous run's
  // folder just removed) go to disk first, so this command is not billed for them.
  spawnSync('sync');
  const dir = mkdtempSync(join(tmpdir(), 'bench-time-'));
  const out = join(dir, 'time.txt');
  const result = spawnSync('/usr/bin/time', ['-o', out, '-f', '%e %U %S %M', command, ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const [wall, user, system, kib] = readFileSync(out, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
  rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return { wall, cpu: Math.round((user + system) * 100) / 100, peakMiB: Math.round(kib / 1024), stdout: result.stdout };
}

/**
 * On this machine (a VM), writing files soon after deleting many is several times slower, for
 * ten seconds or more, and the disk keeps the CPU busy while it catches up: a measurement that
 * follows heavy file work starts after the writes are on disk and the machine has settled.
 */
export function settle(seconds = 10) {
  spawnSync('sync');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, seconds * 1000);
}

/** Runs a command `runs` times and keeps the median of each figure. */
export function timedMedian(runs: number, command: string, args: string[], cwd: string): Timing & { runs: number } {
  const all = Array.from({ length: runs }, () => timed(command, args, cwd));
  return {
    runs,
    wall: median(all.map((timing) => timing.wall)),
    cpu: median(all.map((timing) => timing.cpu)),
    peakMiB: median(all.map((timing) => timing.peakMiB)),
  };
}

/**
 * Moves `path`, when it is there, into the folder `aside`, which the bench deletes after its last
 * measurement, instead of deleting it before the next one. This machine's disk is ext4 without a
 * journal, and without one the kernel, making a file or folder, passes over every inode freed in
 * the last 60 seconds (`recently_deleted`, fs/ext4/ialloc.c). A cold build that followed the
 * deletion of the previous round's output (5,000 files and folders, ours or Astro's) spent a
 * fifth of the machine's CPU samples (perf) in that search: both builds paid it, ours the more
 * as it makes more files, and by how much depended on what the other had just deleted.
 */
export function setAside(path: string, aside: string) {
  if (!existsSync(path)) return;
  mkdirSync(aside, { recursive: true });
  renameSync(path, join(mkdtempSync(join(aside, `${basename(path)}-`)), basename(path)));
}

/** The folder setAside() moves a copy's earlier output to: beside the copy, in the folder deleted last. */
export const asideOf = (copy: string) => join(dirname(copy), 'set-aside');
