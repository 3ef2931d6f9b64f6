// The build's content-addressed caches in .cache/ (gitignored), so a rebuild redoes only what
// changed: the two Vite bundles, keyed by every file the code is made of, and each page's HTML
// keyed by its data, what every page shows (site.yaml, the year) and the bundles' key.
// An entry is written under a temporary name and renamed, so a build stopped mid-write leaves
// no half entry that a later build would take for whole.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesKey, keepWhole, placeCached, writeWhole } from '../lib/cache-files.ts';

/** Bump when what an entry holds changes shape, so older entries are not read as new ones. */
const format = '1';

/** Project files that make the bundles and the prerender code; content (site.yaml, pages/) is keyed per page. */
const codePaths = [
  'src',
  'scripts',
  'public',
  'schemas',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  // Vite reads VITE_ variables from these, when there are any.
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/**
 * The key of the bundles: every file they may be built from, by content (src/generated/ too,
 * where generate wrote site.yaml's settings and routes), the Node version and the project's
 * folder (Vite writes some absolute paths into the server bundle). Dependencies count through
 * package-lock.json. src/generated/data/ is the dev server's copy of the pages, which no bundle reads.
 */
export const codeKey = (root: string) =>
  filesKey(root, codePaths, `bundles ${format}`, [join('src', 'generated', 'data')]);

/** Whether the cache holds bundles of any code: if not, the build will make them. */
export function hasBundles(cacheDir: string): boolean {
  const folder = join(cacheDir, 'bundles');
  return existsSync(folder) && readdirSync(folder).length > 0;
}

/** The bundles' folder for `key` in cacheDir, or undefined when they were not built before. */
export function cachedBundles(cacheDir: string, key: string): string | undefined {
  const folder = join(cacheDir, 'bundles', key);
  return existsSync(folder) ? folder : undefined;
}

/**
 * Puts the folder `part` of the kept bundles into `into` (made, or merged into the folders there)
 * as second names of the cache's files (placeCached), but for the files named in `writtenOver`,
 * which the build then writes over and so get copies: copying them all was ~40 ms of a rebuild.
 */
export function placeBundles(bundled: string, part: string, into: string, writtenOver: string[] = []) {
  const from = join(bundled, part);
  mkdirSync(into, { recursive: true });
  // A folder is listed before what it holds.
  for (const found of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const inside = relative(from, join(found.parentPath, found.name));
    if (found.isDirectory()) mkdirSync(join(into, inside), { recursive: true });
    else if (writtenOver.includes(inside)) copyFileSync(join(from, inside), join(into, inside));
    else placeCached(join(from, inside), join(into, inside));
  }
}

/**
 * Keeps the freshly built bundles (`built`: the folders named in `parts`, relative to it) as the
 * only bundles entry: older code's bundles are not built again once the code moved on. As second
 * names of the built files (placeBundles), but for those named in `writtenOver` (relative to
 * `built`), which the build then writes over and so are copied: copying them all was ~60 ms of a
 * cold build, before the prerender could start.
 */
export function keepBundles(cacheDir: string, key: string, built: string, parts: string[], writtenOver: string[]) {
  const bundles = join(cacheDir, 'bundles');
  prune(bundles, new Set());
  const partial = join(bundles, `${key}.${process.pid}.tmp`);
  for (const part of parts) {
    const over = writtenOver.filter((file) => file.startsWith(`${part}/`)).map((file) => relative(part, file));
    placeBundles(built, part, join(partial, part), over);
  }
  renameSync(partial, join(bundles, key));
}

/**
 * A cached page is its HTML, <name>.html: the file the build just wrote into its dist/
 * (`htmlFile`), kept under a second name, so a cold build writes each page once (every file a
 * build creates costs, and a thousand pages make thousands). It is placed as it is into the next
 * build's dist/. A page counts as cached once its name is in the folder's index.
 */
export function keepPage(dir: string, name: string, htmlFile: string) {
  keepWhole(htmlFile, join(dir, `${name}.html`));
}

/** The index of a page cache: the name of each whole page, written once a build has them all. */
const indexName = 'index';
const indexFile = (dir: string) => join(dir, `${indexName}.json`);

/** The pages of the cache in `dir` (none without one): each one's name → its HTML file. */
export function cachedPages(dir: string | undefined): Map<string, string> {
  if (dir === undefined) return new Map();
  let names: string[];
  try {
    names = JSON.parse(readFileSync(indexFile(dir), 'utf8')) as string[];
  } catch {
    return new Map(); // no build finished with this cache yet
  }
  return new Map(names.map((name) => [name, join(dir, `${name}.html`)]));
}

/** Makes the pages named in `names` the cache's, and deletes every other page from it. */
export function keepIndex(dir: string, names: string[]) {
  prune(dir, new Set([...names, indexName]));
  writeWhole(indexFile(dir), JSON.stringify(names));
}

/** Deletes the entries of `dir` this build did not use (pages removed or changed), and stray partial writes. */
export function prune(dir: string, used: Set<string>) {
  for (const name of existsSync(dir) ? readdirSync(dir) : [])
    if (!used.has(name.replace(/\.(html|json)$/, ''))) rmSync(join(dir, name), { recursive: true, force: true });
}
