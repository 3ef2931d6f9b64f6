// Turns the index.html template into a page and writes it where a static host looks for it.
import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gone, placeCached } from '../lib/cache-files.ts';
import { pageFileOf } from '../lib/route-paths.ts';

// Replacer functions, not strings: a page text with "$&" or "$'" must reach the HTML as written.
// `symbols`: the hidden SVG of the symbols `body` uses, outside the app's root (pageHtml, in
// scripts/build/page-symbols.ts, makes it and calls this).
export function fill(template: string, head: string, body: string, data: string, symbols: string) {
  return template
    .replace('<!--head-->', () => head)
    .replace('<!--symbols-->', () => symbols)
    .replace('<!--app-->', () => body)
    .replace('<!--data-->', () => data);
}

/** The file of a route's page in outDir, its folder made, ready to be written. */
export function pageFileMade(outDir: string, path: string) {
  const file = pageFileOf(outDir, path);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

/** Writes a route's page; returns its file. */
export function writePage(outDir: string, path: string, html: string): string {
  const file = pageFileMade(outDir, path);
  writeFileSync(file, html);
  return file;
}

/**
 * Puts a cached page at its route's file, its folder made only when missing: a rebuild writes
 * into the last dist/'s folders, and asking for each one again was ~12 ms of it. False when the
 * cached page is not there.
 */
export function placePage(cached: string, outDir: string, path: string): boolean {
  try {
    linkSync(cached, pageFileOf(outDir, path));
    return true;
  } catch (error) {
    if (gone(error, cached)) return false;
    placeCached(cached, pageFileMade(outDir, path));
    return true;
  }
}
