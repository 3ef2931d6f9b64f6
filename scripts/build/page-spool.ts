// A big site's pages' data on disk while its build bundles and renders them, each page's read
// back by the thread that renders it. Kept in memory, 10,000 pages' data (~10 kB each as objects)
// stayed in the build's main thread from the check to the end: its peak memory grew with the site,
// 1.6 times that of 1,000 pages (issue 20 asks at most 1.5). The file is written once, in order.
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import type { Page } from '../../src/generated/types.ts';

/** Where one page's data is in the spool file: its JSON's first byte and its length in bytes. */
export interface Spooled {
  offset: number;
  length: number;
}

/** Above this many characters, what is gathered is written: one write per page cost more. */
const chunk = 1 << 20;

/** Writes each page's data to `file`, one after another; gives each one's place, in the same order. */
export function spoolPages(pages: Page[], file: string): Spooled[] {
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
    const places = pages.map((page) => {
      const bytes = Buffer.from(JSON.stringify(page));
      gathered.push(bytes);
      size += bytes.length;
      const place = { offset, length: bytes.length };
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

/** A page's data from the spool `file`. */
export function readSpooled(file: string, { offset, length }: Spooled): Page {
  const bytes = Buffer.allocUnsafe(length);
  const fd = openSync(file, 'r');
  try {
    for (let read = 0; read < length; ) {
      const got = readSync(fd, bytes, read, length - read, offset + read);
      if (got === 0) throw new Error(`${file} was cut short while the build ran: run npm run build again.`);
      read += got;
    }
  } finally {
    closeSync(fd);
  }
  return JSON.parse(bytes.toString('utf8')) as Page;
}
