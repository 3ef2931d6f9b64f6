// What npm run build remembers of its last check and generate, so a rebuild redoes the work of
// one page only for the pages that changed: each page file read and validated (by its text and
// site.yaml's facts), each page that passed the SEO audit and each page's Markdown turned into
// HTML (by its data), and EDITING.md (by the facts). Kept in one file, .cache/check.json, for the
// code that wrote it (scripts/, schemas/, the dependencies): other code starts afresh. The
// checks across pages (links, menus, routes) run every time.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { filesKey, hashOf, writeWhole } from '../lib/cache-files.ts';

export interface CheckMemo {
  /** The value kept under the hash of `parts` by the last check, or undefined. */
  get(...parts: string[]): unknown;
  set(value: unknown, ...parts: string[]): void;
  /** Writes what this check used and found, and nothing else (removed pages are forgotten). */
  save(): void;
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
  const code = filesKey(root, ['scripts', 'schemas', 'src/lib', 'package-lock.json'], 'check 1');
  let kept: Record<string, unknown> = {};
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { code: string; entries: Record<string, unknown> };
    if (saved.code === code) kept = saved.entries;
  }
  const used: Record<string, unknown> = {};
  let changed = false;
  const digests = new WeakMap<object, string>();
  return {
    get(...parts) {
      const key = hashOf(...parts);
      // What this process set first: the dev server checks again with the same memo on each save.
      if (key in used) return used[key];
      if (key in kept) used[key] = kept[key];
      return kept[key];
    },
    set(value, ...parts) {
      used[hashOf(...parts)] = value;
      changed = true;
    },
    save() {
      if (!changed && Object.keys(used).length === Object.keys(kept).length) return;
      mkdirSync(dirname(file), { recursive: true });
      // Entry by entry: the whole memo as one string was a big site's build's largest object.
      writeWhole(
        file,
        (function* () {
          yield `{"code":${JSON.stringify(code)},"entries":{`;
          let separator = '';
          for (const key of Object.keys(used)) {
            if (used[key] === undefined) continue; // as JSON.stringify leaves it out
            yield `${separator}${JSON.stringify(key)}:${JSON.stringify(used[key])}`;
            separator = ',';
          }
          yield '}}';
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
