// A big site's pages' data on disk while its build bundles and renders them, each page's read
// back by the thread that renders it. Kept in memory, 10,000 pages' data (~10 kB each as objects)
// stayed in the build's main thread from the check to the end: its peak memory grew with the site,
// 1.6 times that of 1,000 pages (issue 20 asks at most 1.5). A page whose data the check's memo
// has just saved is read from the memo's values file; the others are written to a file of their own.
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import type { Page } from '../../src/generated/types.ts';
import type { SavedValue } from '../check/memo.ts';

/**
 * Where one page's data is: its JSON's first byte and its length in bytes, in `file`; with
 * `generation`, a place the memo gave, in its values file, which names its generation on its first line.
 */
export type Spooled = Omit<SavedValue, 'generation'> & Partial<Pick<SavedValue, 'generation'>>;

/** Above this many bytes, what is gathered is written: one write per page cost more. */
const chunk = 1 << 20;

/**
 * Gives each page's place, in the same order: where `saved` says the memo holds it, or else in
 * `file`, written one page after another.
 */
export function spoolPages(
  pages: Page[],
  file: string,
  saved: (page: Page) => SavedValue | undefined = () => undefined,
): Spooled[] {
  const fd = openSync(file, 'w');
  try {
    let offset = 0;
    let gathered: Buffer[] = [];
    let size = 0;
    const flush = () => {
      writeSync(fd, Buffer.concat(gathered, size));
      gathered = [];
      size = 0;
    };
    const places = pages.map((page): Spooled => {
      const kept = saved(page);
      if (kept) return kept;
      const bytes = Buffer.from(JSON.stringify(page));
      gathered.push(bytes);
      size += bytes.length;
      const place = { file, offset, length: bytes.length };
      offset += bytes.length;
      if (size > chunk) flush();
      return place;
    });
    flush();
    return places;
  } finally {
    closeSync(fd);
  }
}

/** A page's data from where it was spooled. */
export function readSpooled({ file, offset, length, generation }: Spooled): Page {
  const fd = openSync(file, 'r');
  try {
    // Another command (npm run check) may have written the memo's values file whole since: a new file, a new generation.
    if (
      generation !== undefined &&
      bytesAt(fd, file, 0, generation.length + 1).toString('latin1') !== `${generation}\n`
    )
      throw new Error(`${file} was written again by another command while the build ran: run npm run build again.`);
    return JSON.parse(bytesAt(fd, file, offset, length).toString('utf8')) as Page;
  } finally {
    closeSync(fd);
  }
}

/** `length` bytes at `offset` of the file open as `fd`. */
function bytesAt(fd: number, file: string, offset: number, length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  for (let read = 0; read < length; ) {
    const got = readSync(fd, bytes, read, length - read, offset + read);
    if (got === 0) throw new Error(`${file} was cut short while the build ran: run npm run build again.`);
    read += got;
  }
  return bytes;
}
