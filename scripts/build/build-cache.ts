// The build's content-addressed caches in .cache/ (gitignored), so a rebuild redoes only what
// changed: the two Vite bundles, keyed by every file the code is made of, and each page's HTML
// and audit, keyed by its data, what every page shows (site.yaml, the year) and the bundles' key.
// An entry is written under a temporary name and renamed, so a build stopped mid-write leaves
// no half entry that a later build would take for whole.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Bump when what an entry holds changes shape, so older entries are not read as new ones. */
const format = '1';

export const hashOf = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
};

/** Project files that make the bundles and the prerender code; content (site.yaml, pages/) is keyed per page. */
const codeFolders = ['src', 'scripts', 'public', 'schemas'];
const codeFiles = ['index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];

/**
 * The key of the bundles: every file they may be built from, by content (src/generated/ too,
 * where generate wrote site.yaml's settings and routes), the Node version and the project's
 * folder (Vite writes some absolute paths into the server bundle). Dependencies count through
 * package-lock.json. src/generated/data/ is the dev server's copy of the pages, which no bundle reads.
 */
export function codeKey(root: string): string {
  const files = codeFiles.filter((file) => existsSync(join(root, file)));
  for (const folder of codeFolders) {
    if (!existsSync(join(root, folder))) continue;
    for (const file of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).sort()) {
      const path = join(folder, file);
      if (path.startsWith(join('src', 'generated', 'data') + sep) || !statSync(join(root, path)).isFile()) continue;
      files.push(path);
    }
  }
  const hash = createHash('sha256').update(`${format}\0${process.version}\0${root}\0`);
  for (const file of files) hash.update(`${file.split(sep).join('/')}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 32);
}

/** Writes a file whole or not at all: under another name first, then renamed over. */
export function writeWhole(file: string, data: string | Buffer) {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/** The bundles' folder for `key` in cacheDir, or undefined when they were not built before. */
export function cachedBundles(cacheDir: string, key: string): string | undefined {
  const folder = join(cacheDir, 'bundles', key);
  return existsSync(folder) ? folder : undefined;
}

/**
 * Keeps a copy of the freshly built bundles (`built`: the folders named in `parts`, relative to
 * it) as the only bundles entry: older code's bundles are not built again once the code moved on.
 */
export function keepBundles(cacheDir: string, key: string, built: string, parts: string[]) {
  const bundles = join(cacheDir, 'bundles');
  prune(bundles, new Set());
  const partial = join(bundles, `${key}.${process.pid}.tmp`);
  for (const part of parts) cpSync(join(built, part), join(partial, part), { recursive: true });
  renameSync(partial, join(bundles, key));
}

/** A cached page: its audit (JSON, one line), then its HTML. */
export const pageEntryText = (audit: unknown, html: string) => `${JSON.stringify(audit)}\n${html}`;

export function readPageEntry<A>(file: string): { audit: A; html: string } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const end = text.indexOf('\n');
  return { audit: JSON.parse(text.slice(0, end)) as A, html: text.slice(end + 1) };
}

/** Deletes the entries of `dir` this build did not use (pages removed or changed), and stray partial writes. */
export function prune(dir: string, used: Set<string>) {
  for (const name of existsSync(dir) ? readdirSync(dir) : [])
    if (!used.has(name)) rmSync(join(dir, name), { recursive: true, force: true });
}
