// What npm run build, npm run check and the dev server remember of their last check (and the
// build of its generate), so each redoes the work of one page only for the pages that changed:
// each page file read and validated (by its text and site.yaml's facts), each page that passed
// the SEO audit and each page's Markdown turned into HTML (by its data), and EDITING.md (by the
// facts). Kept in one file, .cache/check.jsonl, for the code that wrote it (scripts/, schemas/,
// the dependencies): other code starts afresh. The checks across pages (links, menus, routes)
// run every time.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { filesKey, hashOf, writeWhole } from '../lib/cache-files.ts';

export interface CheckMemo {
  /** The value kept under the hash of `parts` by the last check, or undefined. */
  get(...parts: string[]): unknown;
  set(value: unknown, ...parts: string[]): void;
  /**
   * Writes what this check used and found, and nothing else (removed pages are forgotten);
   * with `keepUnused`, the entries it did not use too (npm run check: what only the build uses).
   */
  save(options?: { keepUnused?: boolean }): void;
  /**
   * A hash of a value's JSON that is not changed afterwards, made once per object while this memo
   * lives: the dev server checks and generates again with the same memo on every save, and meets
   * the same unchanged page objects, which are keys here; writing 1,000 pages as text each time
   * was a good part of a save's wait. A hash, not the text: a 10,000-page build kept every page's
   * JSON to the end, a tenth of its memory.
   */
  digest(value: object): string;
  /**
   * Gives a value the digest of what it was made from: a page's data is made from its file's text
   * and site.yaml's facts, which the check hashes anyway. Writing 1,000 pages as JSON to hash them
   * again cost a rebuild ~90 ms.
   */
  identify(value: object, ...parts: string[]): void;
}

export function checkMemo(root: string, file: string): CheckMemo {
  // src/lib: what the check and the Markdown renderer share with the app (slugs, compounds).
  const code = filesKey(root, ['scripts', 'schemas', 'src/lib', 'package-lock.json'], 'check 2');
  // The file: the code's key on its first line, then an entry a line, its key, a tab and its JSON.
  // An entry is read when asked for, and written back as the line it was read from: making the
  // JSON of 1,000 unchanged pages again was a twentieth of a rebuild.
  const lines = new Map<string, string>();
  if (existsSync(file)) {
    const [first, ...entries] = readFileSync(file, 'utf8').split('\n');
    if (first === code) for (const line of entries) lines.set(line.slice(0, line.indexOf('\t')), line);
  }
  const used = new Map<string, { value: unknown; line?: string }>();
  let changed = false;
  const digests = new WeakMap<object, string>();
  return {
    get(...parts) {
      const key = hashOf(...parts);
      // What this process set first: the dev server checks again with the same memo on each save.
      const found = used.get(key);
      if (found) return found.value;
      const line = lines.get(key);
      if (line === undefined) return undefined;
      const value: unknown = JSON.parse(line.slice(key.length + 1));
      used.set(key, { value, line });
      return value;
    },
    set(value, ...parts) {
      used.set(hashOf(...parts), { value });
      changed = true;
    },
    save({ keepUnused = false } = {}) {
      if (keepUnused ? !changed : !changed && used.size === lines.size) return;
      mkdirSync(dirname(file), { recursive: true });
      // Entry by entry: the whole memo as one string was a big site's build's largest object.
      writeWhole(
        file,
        (function* () {
          yield code;
          for (const [key, entry] of used) {
            if (entry.value === undefined) continue; // JSON has no undefined
            yield `\n${entry.line ?? `${key}\t${JSON.stringify(entry.value)}`}`;
          }
          if (keepUnused) for (const [key, line] of lines) if (!used.has(key)) yield `\n${line}`;
        })(),
      );
    },
    identify(value, ...parts) {
      digests.set(value, hashOf(...parts));
    },
    digest(value) {
      const kept = digests.get(value);
      if (kept !== undefined) return kept;
      const digest = hashOf(JSON.stringify(value));
      digests.set(value, digest);
      return digest;
    },
  };
}

/** What `memo` keeps under `parts`, or else what `make` makes, then kept there (JSON, so plain data). */
export function remembered<T>(memo: CheckMemo | undefined, parts: string[], make: () => T): T {
  const kept = memo?.get(...parts) as T | undefined;
  if (kept !== undefined) return kept;
  const made = make();
  memo?.set(made, ...parts);
  return made;
}
