// How a build hands over dist/: whole or not at all, one build at a time.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

const previousOf = (root: string) => join(root, '.build', 'previous-dist');

/**
 * Two renames, each atomic: the old dist/ steps aside (kept until the new one is in place), the
 * new one takes its name, and only then is the old one deleted. Deleting dist/ first, file by
 * file, left half of it when the build was stopped during the delete.
 */
export function replaceDist(root: string, built: string, { inBackground = false, spare = '' } = {}) {
  const dist = join(root, 'dist');
  const previous = previousOf(root);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, previous);
  renameSync(built, dist);
  if (spare) return keepSpare(root, previous, spare);
  if (!existsSync(previous)) return;
  if (inBackground) removeInBackground(previous, join(root, '.cache'));
  else rmSync(previous, { recursive: true, force: true });
}

/** The old dist/'s folders are the next build's (reuseFolders), in place of an older spare. */
function keepSpare(root: string, previous: string, spare: string) {
  if (existsSync(previous)) {
    if (existsSync(spare)) removeInBackground(spare, join(root, '.cache'));
    renameSync(previous, spare);
  }
  // The first build has no earlier dist/ to hand on: the next one gets a copy of its folders.
  else if (!existsSync(spare)) foldersInBackground(join(root, 'dist'), spare);
}

/** Runs `script` (CommonJS, given `args` as process.argv[1…]) in a process the build does not wait for. */
function runDetached(script: string, ...args: string[]) {
  spawn(process.execPath, ['-e', script, ...args], { detached: true, stdio: 'ignore' }).unref();
}

/** Makes `to` a folder holding the folders of `from`, and no file, from a detached process. */
function foldersInBackground(from: string, to: string) {
  // Under a name of its own until whole: a build that starts meanwhile finds no spare, not half of one.
  const copy = `
    const { mkdirSync, readdirSync, renameSync, rmSync } = require('node:fs');
    const { join } = require('node:path');
    const [from, to] = process.argv.slice(1);
    const partial = to + '.' + process.pid + '.tmp';
    const folders = (a, b) => {
      mkdirSync(b, { recursive: true });
      for (const found of readdirSync(a, { withFileTypes: true }))
        if (found.isDirectory()) folders(join(a, found.name), join(b, found.name));
    };
    try {
      folders(from, partial);
      renameSync(partial, to);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }`;
  runDetached(copy, from, to);
}

/**
 * Makes `spare` (an earlier dist/ that replaceDist kept) the folder `into`, its files deleted and
 * its folders kept: a rebuild of 1,000 pages spent a quarter of its time making a folder a page,
 * as this disk is slow to make new ones after many were deleted. Returns what to run once the
 * build has written everything: it removes the folders left empty (pages no longer built), so
 * dist/ holds what a cold build's would. Without a spare, `into` is left to the build to make.
 */
export function reuseFolders(spare: string, into: string): () => void {
  const folders: string[] = [];
  try {
    mkdirSync(dirname(into), { recursive: true });
    renameSync(spare, into);
  } catch {
    return () => {}; // no spare yet, or one on another disk
  }
  const clear = (folder: string) => {
    for (const found of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, found.name);
      // Deleted, not written over: a file of dist/ may be a second name of a cache entry.
      if (!found.isDirectory()) unlinkSync(path);
      else {
        folders.push(path);
        clear(path);
      }
    }
  };
  clear(into);
  return () => {
    // Deepest first, so a folder whose only content was an emptied folder goes too.
    for (const folder of folders.reverse()) {
      try {
        rmdirSync(folder);
      } catch {
        // not empty: the build wrote into it
      }
    }
  };
}

/**
 * Moves a folder into `trashDir` and deletes it from a process of its own, which the build does
 * not wait for: deleting the previous dist/ (thousands of files) took as long as the rest of a
 * rebuild of 1,000 pages, on a machine where deleting many files is slow.
 */
function removeInBackground(folder: string, trashDir: string) {
  mkdirSync(trashDir, { recursive: true });
  const trash = join(trashDir, `old-dist-${process.pid}-${Date.now()}`);
  renameSync(folder, trash);
  runDetached('require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', trash);
}

/** A build stopped between the two renames left no dist/: the previous one goes back. */
export function recoverInterruptedSwap(root: string) {
  const previous = previousOf(root);
  if (!existsSync(previous)) return;
  if (existsSync(join(root, 'dist'))) rmSync(previous, { recursive: true, force: true });
  else renameSync(previous, join(root, 'dist'));
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's
  }
};

/**
 * One build at a time in a checkout: a second one would empty .build/ under the first. The lock
 * holds the builder's process id, so the lock of a build that was killed is taken over.
 * Returns the release, also run when the process exits.
 */
export function acquireBuildLock(root: string): () => void {
  const lock = join(root, '.build.lock');
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lock, 'utf8'));
      if (holder && running(holder)) {
        throw new Error(
          `Another build is running (process ${holder}). Wait for it to finish, or stop it, then run npm run build again.`,
        );
      }
      rmSync(lock, { force: true });
    }
  }
  const release = () => {
    process.off('exit', release);
    if (existsSync(lock) && readFileSync(lock, 'utf8') === String(process.pid)) rmSync(lock);
  };
  process.on('exit', release);
  return release;
}
