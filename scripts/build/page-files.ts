// Turns the index.html template into a page and writes it where a static host looks for it.
import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gone, placeCached } from '../lib/cache-files.ts';
import { pageFileOf } from '../lib/route-paths.ts';

const markers = ['<!--head-->', '<!--symbols-->', '<!--app-->', '<!--data-->'];
let cut: { template: string; pieces: string[]; order: number[] } | undefined;

/** The template's text around its markers, and which marker each gap is: cut once per template. */
function piecesOf(template: string) {
  if (cut?.template === template) return cut;
  const found = markers.map((marker, index) => {
    const at = template.indexOf(marker);
    if (at === -1) throw new Error(`index.html has no ${marker}: the build puts each page's part there.`);
    return { at, end: at + marker.length, index };
  });
  found.sort((a, b) => a.at - b.at);
  const pieces = found.map(({ at }, place) => template.slice(place === 0 ? 0 : found[place - 1].end, at));
  pieces.push(template.slice(found[found.length - 1].end));
  cut = { template, pieces, order: found.map(({ index }) => index) };
  return cut;
}

/**
 * The page: the template with its markers filled in, joined in one go, so the page's text is
 * copied once, as it is written, rather than once a marker (~30 µs a page). `symbols`: the hidden
 * SVG of the symbols `body` uses, outside the app's root (pageHtml, in scripts/build/page-symbols.ts,
 * makes it and calls this).
 */
export function fill(template: string, head: string, body: string, data: string, symbols: string) {
  const { pieces, order } = piecesOf(template);
  const parts = [head, symbols, body, data];
  let page = pieces[0];
  order.forEach((part, place) => {
    page += parts[part] + pieces[place + 1];
  });
  return page;
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
