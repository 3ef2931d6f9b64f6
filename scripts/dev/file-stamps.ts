// What the YAML files look like from outside: each one's name, size and times. A refresh that
// finds them different after its check has read a file mid-save, and checks again: a save that
// empties the file, then writes it, can reach the file watcher as one change (chokidar drops a
// second event within 5 ms), which the check in progress has already taken.
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** One string for site.yaml and pages/*.yaml as they are now; equal strings, same files. */
export function stampFiles(root: string): string {
  const pagesDir = join(root, 'pages');
  const pages = lstatSync(pagesDir, { throwIfNoEntry: false })?.isDirectory()
    ? readdirSync(pagesDir).filter((name) => name.endsWith('.yaml'))
    : [];
  return [join(root, 'site.yaml'), ...pages.sort().map((name) => join(pagesDir, name))]
    .map((file) => {
      const stats = lstatSync(file, { throwIfNoEntry: false });
      // The size tells an emptied file from a written one when both land in one clock tick.
      return stats ? `${file} ${stats.size} ${stats.mtimeMs} ${stats.ctimeMs}` : `${file} -`;
    })
    .join('\n');
}
