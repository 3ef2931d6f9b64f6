// What npm run build, npm run check and the dev server remember of their last check (and the
// build of its generate), so each redoes the work of one page only for the pages that changed:
// each page file read and validated (by its text and site.yaml's facts), each page that passed
// the SEO audit and each page's Markdown turned into HTML (by its data), and EDITING.md (by the
// facts). Kept in .cache/check.jsonl, its large values (the pages' data) in check.values.jsonl
// beside it, for the code that wrote it (scripts/, schemas/, the dependencies): other code starts
// afresh. The checks across pages (links, menus, routes) run every time.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { filesKey, hashOf, keepFileHashes, writeWhole } from '../lib/cache-files.ts';
import { memoValues, pointerLine, pointerOf } from './memo-values.ts';

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
   * A value that is not an object (null) is given as get gives it. The object's digest is that
   * of `parts`, as if identified with them.
   */
  lazy(known: { keys: string[]; fields: object }, ...parts: string[]): object | null | undefined;
  /** True while it holds nothing: no earlier check's entries, and none set yet (a cold build). */
  readonly empty: boolean;
  /**
   * Where the values file holds the JSON of `value`, a value this memo gave or was given, once it
   * is saved: a big site's build reads each page's data from there as it renders it
   * (scripts/build/page-spool.ts), rather than writing it again. Undefined for a value kept in the
   * memo's own file (under largeLine) or not saved.
   */
  savedAt(value: object): SavedValue | undefined;
}

/** A value's JSON in the values file: `length` bytes at `offset`, in the file whose first line is `generation`. */
export interface SavedValue {
  file: string;
  generation: string;
  offset: number;
  length: number;
}

/** Above this many characters, a value's line goes to the values file (memo-values.ts). */
const largeLine = 2048;

export function checkMemo(root: string, file: string): CheckMemo {
  // The code's file hashes beside the memo, for this key and the bundles' (scripts/build.ts).
  keepFileHashes(dirname(file));
  // src/lib: what the check and the Markdown renderer share with the app (slugs, compounds).
  const code = filesKey(root, ['scripts', 'schemas', 'src/lib', 'package-lock.json'], 'check 5');
  const valuesFile = file.replace(/(\.jsonl)?$/, '.values$1');
  // The file: the code's key on its first line, then an entry a line, its key, a tab and its JSON,
  // each line ended by a newline. An entry is read when asked for, and written back as the line it
  // was read from: making the JSON of 1,000 unchanged pages again was a twentieth of a rebuild.
  const lines = new Map<string, string>();
  // Lines in the file, the ones a later line of the same key replaced included; undefined when
  // the file cannot be added to (none yet, another code's, or its last line cut short).
  let fileLines: number | undefined;
  if (existsSync(file)) {
    // Latin-1, which reads ASCII as it is: decoding 6.6 MB of UTF-8 took ~90 ms, as a few
    // characters past ASCII (dashes, curly quotes) put Node on its slow path for the whole file.
    const [first, ...entries] = readFileSync(file, 'latin1').split('\n');
    // What follows the last newline: nothing, or a line a stopped write cut short.
    const cut = entries.pop();
    if (first === code) {
      for (const line of entries) lines.set(line.slice(0, line.indexOf('\t')), line);
      if (cut === '') fileLines = entries.length;
    }
  }
  const values = memoValues(valuesFile);
  /** The whole line of an entry, with its value's JSON from the values file if it is there. */
  const wholeLine = (line: string, key: string): string | undefined => {
    const pointer = pointerOf(line, key);
    return pointer ? values.read(key, pointer) : line;
  };
  /** The value's JSON in its whole line. */
  const jsonOf = (whole: string, key: string) => whole.slice(key.length + 1);
  const used = new Map<string, { value: unknown; line?: string }>();
  /** The key of each object value in `used`, for savedAt. */
  const keyOfValue = new WeakMap<object, string>();
  const use = (key: string, entry: { value: unknown; line?: string }) => {
    used.set(key, entry);
    if (entry.value !== null && typeof entry.value === 'object') keyOfValue.set(entry.value, key);
  };
  const digests = new WeakMap<object, string>();
  // Every character past ASCII written as a JSON escape, so the file is ASCII (see its reading).
  // Most values are ASCII already, which their UTF-8 length tells at once: the replace scanned a
  // 5,000-page build's values in ~50 ms.
  const lineOf = (key: string, value: unknown) => {
    const json = JSON.stringify(value);
    const ascii = Buffer.byteLength(json) === json.length && !json.includes('\u007f');
    return `${key}\t${ascii ? json : json.replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)}`;
  };
  return {
    get(...parts) {
      const key = hashOf(...parts);
      // What this process set first: the dev server checks again with the same memo on each save.
      const found = used.get(key);
      if (found) return found.value;
      const line = lines.get(key);
      if (line === undefined) return undefined;
      const whole = wholeLine(line, key);
      if (whole === undefined) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(jsonOf(whole, key));
      } catch {
        return undefined; // another process's line cut short, which this one's were added after
      }
      use(key, { value, line });
      return value;
    },
    lazy({ keys, fields }, ...parts) {
      const key = hashOf(...parts);
      const found = used.get(key);
      if (found) return found.value as object;
      const line = lines.get(key);
      if (line === undefined) return undefined;
      const pointer = pointerOf(line, key);
      // A value that is no object is read at once (null: a page without Markdown has no HTML version of its own).
      if (!pointer && line[key.length + 1] !== '{') return this.get(...parts) as object | null | undefined;
      // Of a value in the values file, nothing is read now: it is there (memo-values.ts).
      if (pointer && !values.holds(pointer)) return undefined;
      let whole: Record<string, unknown> | undefined;
      const load = () => {
        try {
          // The entry's line now: a save may have written the values file again since.
          const now = used.get(key)?.line ?? line;
          whole ??= JSON.parse(jsonOf(wholeLine(now, key) ?? '', key)) as Record<string, unknown>;
        } catch {
          throw new Error(
            `${valuesFile} was changed while this command ran, by hand or by another program (RankSuite's commands only add to it or write a new one): delete the .cache folder and run the command again.`,
          );
        }
        return whole;
      };
      const value: Record<string, unknown> = {};
      for (const name of keys) {
        // A known field as a plain one: a getter for each field of 1,000 pages was ~20 ms of a rebuild.
        if (Object.hasOwn(fields, name)) value[name] = (fields as Record<string, unknown>)[name];
        else
          Object.defineProperty(value, name, {
            get: () => load()[name],
            // Written like a plain object's field: it then holds the value given.
            set: (given: unknown) =>
              Object.defineProperty(value, name, {
                value: given,
                writable: true,
                enumerable: true,
                configurable: true,
              }),
            enumerable: true,
            configurable: true,
          });
      }
      use(key, { value, line });
      // Its digest is its key: what it was made from (see identify).
      digests.set(value, key);
      return value;
    },
    set(value, ...parts) {
      use(hashOf(...parts), { value });
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
        const wholes = added.map(([key, entry]): [string, string] => [key, lineOf(key, entry.value)]);
        const large = wholes.filter(([, whole]) => whole.length > largeLine);
        // The values first, then the lines that point at them; undefined: no values file to add to.
        const pointers = large.length > 0 ? values.add(large) : [];
        if (pointers) {
          const pointed = new Map(large.map(([key], index) => [key, pointers[index]]));
          wholes.forEach(([key, whole], index) => {
            const pointer = pointed.get(key);
            if (pointer) added[index][1].line = pointerLine(key, pointer);
            else if (!pointed.has(key)) added[index][1].line = whole;
            // else it did not land where noted: left out, for a later save to add
          });
          const lined = added.filter(([, entry]) => entry.line !== undefined);
          // One write, which the system does not interleave with another process's.
          appendFileSync(file, lined.map(([, entry]) => `${entry.line}\n`).join(''));
          for (const [key, entry] of lined) lines.set(key, entry.line!);
          fileLines += lined.length;
          return;
        }
      }
      mkdirSync(dirname(file), { recursive: true });
      // Key → its line in the new file: the whole line, or (set once the values file is written) a
      // pointer into it.
      const written = new Map<string, string>();
      // Entry by entry: the whole memo as one string was a big site's build's largest object.
      const pointers = values.rewrite(
        (function* (): Generator<[string, string]> {
          const place = function* (key: string, whole: string | undefined): Generator<[string, string]> {
            if (whole === undefined) return; // a value no longer there: made again when needed
            written.set(key, whole.length > largeLine ? '' : whole);
            if (whole.length > largeLine) yield [key, whole];
          };
          for (const [key, entry] of kept)
            yield* place(key, entry.line === undefined ? lineOf(key, entry.value) : wholeLine(entry.line, key));
          if (keepUnused)
            for (const [key, line] of lines) if (!written.has(key)) yield* place(key, wholeLine(line, key));
        })(),
      );
      for (const [key, pointer] of pointers) written.set(key, pointerLine(key, pointer));
      writeWhole(
        file,
        (function* () {
          yield `${code}\n`;
          for (const line of written.values()) yield `${line}\n`;
        })(),
      );
      for (const [key, entry] of kept) entry.line = written.get(key);
      lines.clear();
      for (const [key, line] of written) lines.set(key, line);
      fileLines = written.size;
    },
    identify(value, ...parts) {
      digests.set(value, hashOf(...parts));
    },
    savedAt(value) {
      const key = keyOfValue.get(value);
      const entry = key === undefined ? undefined : used.get(key);
      const line = entry?.value === value ? entry.line : undefined;
      const pointer = line === undefined ? undefined : pointerOf(line, key!);
      if (!pointer || !values.holds(pointer)) return undefined;
      // The line is the key, a tab, the JSON and a newline.
      const { generation, offset, length } = pointer;
      return { file: valuesFile, generation, offset: offset + key!.length + 1, length: length - key!.length - 2 };
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
