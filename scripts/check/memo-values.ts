// The check memo's large values (scripts/check/memo.ts), in a file of their own beside it, read
// one at a time where a memo line points. A 1,000-page memo was 7.5 MB, 6.3 MB of it the pages'
// data, and reading all of it was ~70 ms of a rebuild that reads one page's data.
//
// The file's first line names its generation (a new one each time the file is written whole);
// then a line a value, as in the memo: its key, a tab, its JSON. A pointer names the generation,
// the line's offset and its length, so a line is read only from the file it was written to, and
// where it was written: another process may write the file whole meanwhile (a new generation, by
// renaming: this process keeps reading the one it opened), or add to it at the same time (each
// addition is checked where it landed before a memo line points at it).
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { writeWhole } from '../lib/cache-files.ts';

export interface Pointer {
  generation: string;
  offset: number;
  length: number;
}

/** A memo line's value as a pointer into the values file (`@generation,offset,length`; no JSON starts with @). */
export function pointerOf(line: string, key: string): Pointer | undefined {
  if (line[key.length + 1] !== '@') return undefined;
  const [generation, offset, length] = line.slice(key.length + 2).split(',');
  return { generation, offset: Number(offset), length: Number(length) };
}

export const pointerLine = (key: string, { generation, offset, length }: Pointer) =>
  `${key}\t@${generation},${offset},${length}`;

export interface MemoValues {
  /** The pointer's value is in this file: it names the generation this process reads. */
  holds(pointer: Pointer): boolean;
  /** The whole line of entry `key` (its key, a tab, its JSON) where `pointer` says, or undefined. */
  read(key: string, pointer: Pointer): string | undefined;
  /**
   * Adds lines (each an entry's whole line) at the end; gives each one's pointer, or undefined for
   * a line that did not land where noted (another process added at the same time). Undefined when
   * there is no file to add to: it is then written whole.
   */
  add(lines: [key: string, whole: string][]): (Pointer | undefined)[] | undefined;
  /** Writes the file whole, a new generation, with `lines`; gives each key's pointer. */
  rewrite(lines: Iterable<[key: string, whole: string]>): Map<string, Pointer>;
}

export function memoValues(file: string): MemoValues {
  let fd: number | undefined;
  let generation: string | undefined;
  /** The `count` bytes at `offset`, as text (ASCII: see the memo's lineOf). */
  const bytesAt = (offset: number, count: number) => {
    const bytes = Buffer.alloc(count);
    return bytes.toString('latin1', 0, readSync(fd!, bytes, 0, count, offset));
  };
  const open = () => {
    if (fd !== undefined) closeSync(fd);
    fd = generation = undefined;
    if (!existsSync(file)) return;
    try {
      fd = openSync(file, 'a+');
    } catch {
      return; // a checkout that cannot be written to: the memo is only a shortcut
    }
    const first = bytesAt(0, 64);
    generation = /^([0-9a-f]{16})\n/.exec(first)?.[1];
  };
  open();
  const at = (key: string, { offset, length }: Pointer, count = length) => {
    const text = bytesAt(offset, count);
    return text.length === count && text.startsWith(`${key}\t`) ? text : undefined;
  };
  const holds = (pointer: Pointer) => fd !== undefined && pointer.generation === generation;
  return {
    holds,
    read(key, pointer) {
      const text = holds(pointer) ? at(key, pointer) : undefined;
      return text?.endsWith('\n') ? text.slice(0, -1) : undefined;
    },
    add(lines) {
      if (fd === undefined || generation === undefined) return undefined;
      let offset = fstatSync(fd).size;
      const pointers = lines.map(([, whole]): Pointer => {
        const pointer = { generation: generation!, offset, length: whole.length + 1 };
        offset += pointer.length;
        return pointer;
      });
      // One write, at the end of the file whatever else was added meanwhile (opened to append).
      writeSync(fd, lines.map(([, whole]) => `${whole}\n`).join(''));
      return pointers.map((pointer, index) => {
        const [key] = lines[index];
        return at(key, pointer, key.length + 1) ? pointer : undefined;
      });
    },
    rewrite(lines) {
      const next = randomBytes(8).toString('hex');
      const pointers = new Map<string, Pointer>();
      let offset = next.length + 1;
      writeWhole(
        file,
        (function* () {
          yield `${next}\n`;
          for (const [key, whole] of lines) {
            pointers.set(key, { generation: next, offset, length: whole.length + 1 });
            offset += whole.length + 1;
            yield `${whole}\n`;
          }
        })(),
      );
      // The new file, or one another process wrote since: then its generation is not `next`,
      // and these pointers are not read.
      open();
      return pointers;
    },
  };
}
