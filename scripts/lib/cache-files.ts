// What the build's caches (scripts/build/build-cache.ts) and the check's memo (scripts/check/memo.ts)
// share: content hashes, and files written whole or not at all.
import { createHash } from 'node:crypto';
import {
  type BigIntStats,
  closeSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export const hashOf = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
};

/** A text file's hash as the check's memo keys it: without a byte order mark, which the check ignores. */
export const textHash = (text: string) => hashOf(text.replace(/^\uFEFF/, ''));

/**
 * What tells that a file changed without reading it: its inode, size and times (ctime included,
 * which no tool sets back). `settled`: it last changed two seconds or more ago. Only a settled
 * file's content may be known by its stamp: a second change within the same tick of the system's
 * clock, to the same size, would leave its times as they were (git's "racily clean" files).
 */
export function fileStamp(stat: BigIntStats): { stamp: string; settled: boolean } {
  const twoSecondsAgo = BigInt(Date.now() - 2000);
  return {
    stamp: `${stat.ino} ${stat.size} ${stat.mtimeNs} ${stat.ctimeNs}`,
    settled: stat.mtimeMs < twoSecondsAgo && stat.ctimeMs < twoSecondsAgo,
  };
}

/**
 * Each file's content hash, by its path and stamp: the bundles' key and the check memo's both hash
 * scripts/ and package-lock.json. Kept while this process lives, and between processes in the
 * store keepFileHashes() names: reading and hashing the code's ~270 files again was ~35 ms of
 * every rebuild. A stamp tells a changed file (fileStamp), so an entry is used only while its
 * file's stamp is the one it was hashed at.
 */
const contentHashes = new Map<string, { stamp: string; hash: string }>();
let hashStore: { file: string; added: boolean } | undefined;
function contentHash(file: string): string {
  const { stamp, settled } = fileStamp(statSync(file, { bigint: true }));
  const kept = contentHashes.get(file);
  if (kept?.stamp === stamp) return kept.hash;
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
  if (settled) {
    contentHashes.set(file, { stamp, hash });
    if (hashStore) hashStore.added = true;
  }
  return hash;
}

/**
 * Keeps the content hashes filesKey makes in `folder` (a cache folder: the build's, or the one of
 * the check's memo), and takes those kept there before. A store another process is writing, or
 * one cut short, is read as none: the files are hashed again.
 */
export function keepFileHashes(folder: string) {
  const file = join(folder, 'file-hashes.json');
  if (hashStore?.file === file) return;
  hashStore = { file, added: false };
  let kept: Record<string, { stamp: string; hash: string }> = {};
  try {
    kept = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // none yet, or not whole
  }
  for (const [path, entry] of Object.entries(kept)) if (!contentHashes.has(path)) contentHashes.set(path, entry);
}

/**
 * Lets go of the hashes of files no longer in the folders of `paths` (deleted or moved: `listed`
 * holds those there now), so the store holds only files that are there. Not of skipped files: a
 * filesKey of the same folder without them keeps their hashes.
 */
function forgetGone(root: string, paths: string[], skipped: string[], listed: Set<string>) {
  const folders = paths.map((path) => join(root, path) + sep);
  const kept = skipped.map((path) => join(root, path) + sep);
  for (const path of contentHashes.keys()) {
    if (listed.has(path) || !folders.some((folder) => path.startsWith(folder))) continue;
    if (kept.some((folder) => path.startsWith(folder))) continue;
    contentHashes.delete(path);
    if (hashStore) hashStore.added = true;
  }
}

/**
 * A hash of the contents of `paths` (files, and folders with every file in them) under root,
 * except files under `skipped`, together with `salt`, the Node version and root itself.
 */
export function filesKey(root: string, paths: string[], salt: string, skipped: string[] = []): string {
  const files: string[] = [];
  for (const path of paths.filter((path) => existsSync(join(root, path)))) {
    if (statSync(join(root, path)).isFile()) files.push(path);
    else {
      // A listing's types tell files without a stat each; a symbolic link counts as what it points at.
      const found = readdirSync(join(root, path), { recursive: true, withFileTypes: true }).filter(
        (entry) => entry.isFile() || (entry.isSymbolicLink() && statSync(join(entry.parentPath, entry.name)).isFile()),
      );
      for (const inside of found.map((entry) => relative(root, join(entry.parentPath, entry.name))).sort())
        if (!skipped.some((skip) => inside.startsWith(skip + sep))) files.push(inside);
    }
  }
  const hash = createHash('sha256').update(`${salt}\0${process.version}\0${root}\0`);
  for (const file of files) hash.update(`${file.split(sep).join('/')}\0${contentHash(join(root, file))}\0`);
  forgetGone(root, paths, skipped, new Set(files.map((file) => join(root, file))));
  if (hashStore?.added) {
    hashStore.added = false;
    try {
      mkdirSync(dirname(hashStore.file), { recursive: true });
      writeWhole(hashStore.file, JSON.stringify(Object.fromEntries(contentHashes)));
    } catch {
      // a read-only or vanished cache folder: the next process hashes again
    }
  }
  return hash.digest('hex').slice(0, 32);
}

const partialName = (file: string) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

/**
 * Writes a file whole or not at all: under another name first, then renamed over. `data` may come
 * in pieces, so a big file is never one string in memory.
 */
export function writeWhole(file: string, data: string | Buffer | Iterable<string>) {
  const partial = partialName(file);
  if (typeof data === 'string' || Buffer.isBuffer(data)) writeFileSync(partial, data);
  else {
    const fd = openSync(partial, 'w');
    try {
      // Gathered into about a megabyte a write: one system call a piece would be thousands.
      let gathered: string[] = [];
      let length = 0;
      for (const piece of data) {
        gathered.push(piece);
        length += piece.length;
        if (length < 1 << 20) continue;
        writeSync(fd, gathered.join(''));
        gathered = [];
        length = 0;
      }
      writeSync(fd, gathered.join(''));
    } finally {
      closeSync(fd);
    }
  }
  renameSync(partial, file);
}

/** Gives the written file `from` the name `to` as well (see placeCached), whole or not at all. */
export function keepWhole(from: string, to: string) {
  // A second name is whole the moment it is made, so it needs no partial name to rename (a 5,000-page
  // prerender's renames took each thread ~60 ms of its 4 s).
  try {
    linkSync(from, to);
    return;
  } catch {
    // A name already there, which the rename below replaces, or a cache on another disk: a copy.
  }
  const partial = partialName(to);
  placeCached(from, partial);
  renameSync(partial, to);
}

/**
 * Puts a cached file at `to` as a second name of the same file (a hard link), or as a copy
 * where the two folders cannot share files (other disks). A rebuild places every page, share
 * image and image copy it kept: copying them was most of a rebuild's time. A cache file is never
 * written in place (writeWhole renames a new one over it), so dist/ keeps what it was given.
 */
export function placeCached(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * placeCached, or false, placing nothing, when `from` is not there (a cache file deleted by hand):
 * asking first cost a rebuild ~20 ms a thousand files (pages, share images).
 */
export function placeIfThere(from: string, to: string): boolean {
  try {
    placeCached(from, to);
    return true;
  } catch (error) {
    if (gone(error, from)) return false;
    throw error;
  }
}

/** Whether `error`, from placing `from`, says that `from` is not there. */
export const gone = (error: unknown, from: string) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' && !existsSync(from);
