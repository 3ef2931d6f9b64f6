// What npm run build, npm run check and the dev server remember of their last check (and the
// build of its generate), so each redoes the work of one page only for the pages that changed:
// each page file read and validated (by its text and site.yaml's facts), each page that passed
// the SEO audit and each page's Markdown turned into HTML (by its data), and EDITING.md (by the
// facts). Kept in one file, .cache/check.jsonl, for the code that wrote it (scripts/, schemas/,
// the dependencies): other code starts afresh. The checks across pages (links, menus, routes)
// run every time.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { filesKey, hashOf, keepFileHashes, writeWhole } from '../lib/cache-files.ts';

export interface CheckMemo {
  /** The value kept under the hash of `parts` by the last check, or undefined. */
  get(...parts: string[]): unknown;
  set(value: unknown, ...parts: string[]): void;
  /**
   * Keeps what this check found: added at the end of the file while the entries no longer used
   * are under a quarter of it, or else the file written again with what this check used and
   * found, and nothing else (removed pages are forgotten). With `keepUnused`, the entries it did
   * not use count as used (npm run check: what only the build uses).
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
  /**
   * What get gives, for an object that `known` mostly describes: the object is given at once, its
   * fields in `known.keys`' order, those in `known.fields` taken from there, and its line is parsed
   * only when one of the others is read. A page's summary (page-summary.ts) holds all its fields
   * but its sections: parsing 1,000 pages' data was ~70 ms of a rebuild that renders one of them.
   * A value that is not an object (null) is given as get gives it.
   */
  lazy(known: { keys: string[]; fields: object }, ...parts: string[]): object | null | undefined;
  /** True while it holds nothing: no earlier check's entries, and none set yet (a cold build). */
  readonly empty: boolean;
}

/** A line of the memo's file: its bytes there (start to newline), or the text this process wrote. */
type Line = string | { bytes: Buffer; start: number; end: number };
const newline = 0x0a;
const tabByte = 0x09;

/** The JSON of the value on a line keyed `key`. */
const jsonOf = (line: Line, key: string) =>
  typeof line === 'string'
    ? line.slice(key.length + 1)
    : line.bytes.toString('latin1', line.start + key.length + 1, line.end);
/** The value on the line is an object (its JSON starts with a brace): anything else is read whole. */
const holdsObject = (line: Line, key: string) =>
  typeof line === 'string' ? line[key.length + 1] === '{' : line.bytes[line.start + key.length + 1] === 0x7b;
const textOf = (line: Line) => (typeof line === 'string' ? line : line.bytes.toString('latin1', line.start, line.end));

export function checkMemo(root: string, file: string): CheckMemo {
  // The code's file hashes beside the memo, for this key and the bundles' (scripts/build.ts).
  keepFileHashes(dirname(file));
  // src/lib: what the check and the Markdown renderer share with the app (slugs, compounds).
  const code = filesKey(root, ['scripts', 'schemas', 'src/lib', 'package-lock.json'], 'check 4');
  // The file: the code's key on its first line, then an entry a line, its key, a tab and its JSON,
  // each line ended by a newline. An entry is read when asked for, and written back as the line it
  // was read from: making the JSON of 1,000 unchanged pages again was a twentieth of a rebuild.
  // A line of the file stays bytes until asked for: decoding all 7 MB of a 1,000-page memo was
  // ~35 ms of a rebuild, and most of it (the pages' data, see lazy) is not asked for.
  const lines = new Map<string, Line>();
  // Lines in the file, the ones a later line of the same key replaced included; undefined when
  // the file cannot be added to (none yet, another code's, or its last line cut short).
  let fileLines: number | undefined;
  if (existsSync(file)) {
    const bytes = readFileSync(file);
    let start = bytes.indexOf(newline) + 1;
    // Latin-1, which reads ASCII as it is (the file is ASCII, see lineOf).
    if (start > 0 && bytes.toString('latin1', 0, start - 1) === code) {
      let count = 0;
      for (let end = bytes.indexOf(newline, start); end !== -1; end = bytes.indexOf(newline, start)) {
        const tab = bytes.indexOf(tabByte, start);
        if (tab !== -1 && tab < end) lines.set(bytes.toString('latin1', start, tab), { bytes, start, end });
        count++;
        start = end + 1;
      }
      // Anything after the last newline is a line a stopped write cut short.
      if (start === bytes.length) fileLines = count;
    }
  }
  const used = new Map<string, { value: unknown; line?: Line }>();
  const digests = new WeakMap<object, string>();
  // Every character past ASCII written as a JSON escape, so the file is ASCII (see its reading).
  const lineOf = (key: string, value: unknown) =>
    `${key}\t${JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)}`;
  return {
    get(...parts) {
      const key = hashOf(...parts);
      // What this process set first: the dev server checks again with the same memo on each save.
      const found = used.get(key);
      if (found) return found.value;
      const line = lines.get(key);
      if (line === undefined) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(jsonOf(line, key));
      } catch {
        return undefined; // another process's line cut short, which this one's were added after
      }
      used.set(key, { value, line });
      return value;
    },
    lazy({ keys, fields }, ...parts) {
      const key = hashOf(...parts);
      const found = used.get(key);
      if (found) return found.value as object;
      const line = lines.get(key);
      if (line === undefined) return undefined;
      if (!holdsObject(line, key)) return this.get(...parts) as object | null | undefined;
      let whole: Record<string, unknown> | undefined;
      const load = () => {
        try {
          whole ??= JSON.parse(jsonOf(line, key)) as Record<string, unknown>;
        } catch {
          throw new Error(
            `${file} is damaged (a write was stopped): delete the .cache folder and run the command again.`,
          );
        }
        return whole;
      };
      const value = {};
      for (const name of keys) {
        const get = Object.hasOwn(fields, name) ? () => (fields as Record<string, unknown>)[name] : () => load()[name];
        // Written like a plain object's field: it then holds the value given.
        const set = (given: unknown) =>
          Object.defineProperty(value, name, { value: given, writable: true, enumerable: true, configurable: true });
        Object.defineProperty(value, name, { get, set, enumerable: true, configurable: true });
      }
      used.set(key, { value, line });
      return value;
    },
    set(value, ...parts) {
      used.set(hashOf(...parts), { value });
    },
    save({ keepUnused = false } = {}) {
      // JSON has no undefined: such an entry is only this process's.
      const kept = [...used].filter(([, entry]) => entry.value !== undefined);
      const added = kept.filter(([, entry]) => entry.line === undefined);
      const live = keepUnused ? new Set([...lines.keys(), ...kept.map(([key]) => key)]).size : kept.length;
      // What a rebuild found is added at the end (writing 1,000 pages' entries again for one page
      // changed was ~70 ms of a rebuild), until the lines no longer used are a quarter of the file.
      if (fileLines !== undefined && fileLines + added.length <= Math.ceil(live * 1.25)) {
        if (added.length === 0) return;
        for (const [key, entry] of added) entry.line = lineOf(key, entry.value);
        // One write, which the system does not interleave with another process's.
        appendFileSync(file, added.map(([, entry]) => `${entry.line}\n`).join(''));
        for (const [key, entry] of added) lines.set(key, entry.line!);
        fileLines += added.length;
        return;
      }
      mkdirSync(dirname(file), { recursive: true });
      const written = new Map<string, Line>();
      // Entry by entry: the whole memo as one string was a big site's build's largest object.
      writeWhole(
        file,
        (function* () {
          yield `${code}\n`;
          for (const [key, entry] of kept) {
            entry.line ??= lineOf(key, entry.value);
            written.set(key, entry.line);
            yield `${textOf(entry.line)}\n`;
          }
          if (keepUnused)
            for (const [key, line] of lines)
              if (!written.has(key)) {
                written.set(key, line);
                yield `${textOf(line)}\n`;
              }
        })(),
      );
      lines.clear();
      for (const [key, line] of written) lines.set(key, line);
      fileLines = written.size;
    },
    identify(value, ...parts) {
      digests.set(value, hashOf(...parts));
    },
    get empty() {
      return lines.size === 0 && used.size === 0;
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
