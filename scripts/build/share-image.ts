// Share images (og:image, 1200×630): the page title on the brand colour, drawn as SVG and
// rendered to PNG with resvg and the Inter font files (inter-font.ts).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { placeCached, placeIfThere } from '../lib/cache-files.ts';
import type { RouteEntry } from '../lib/page-entry.ts';
import { escapeHtml } from '../lib/html.ts';
import { mapInThreads } from '../lib/threads.ts';
import { interFont } from './inter-font.ts';
import { BandedPng } from './png-rows.ts';

// resvg (a native module) is loaded by the threads that draw: the build's main thread only hands them titles.
const localRequire = createRequire(import.meta.url);
const resvg = (svg: string) =>
  new (localRequire('@resvg/resvg-js') as typeof import('@resvg/resvg-js')).Resvg(svg, { font: interFont });

const shareImageSize = { width: 1200, height: 630 };
const margin = 80;

/** Greedy word wrap at most `perLine` characters a line (a longer word gets a line of its own). */
function wrapAt(words: string[], perLine: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Wraps, then evens out the lines so the last one is not a lone word. */
function balancedWrap(text: string, perLine: number): string[] {
  const words = text.split(/\s+/);
  const lines = wrapAt(words, perLine);
  for (let even = Math.ceil(text.length / lines.length); even < perLine; even += 1) {
    const balanced = wrapAt(words, even);
    if (balanced.length === lines.length) return balanced;
  }
  return lines;
}

/**
 * Inter Bold averages about 0.56 em per character in mixed-case English, so lines stay inside
 * the margins (a unit test measures every real title with resvg). A title's own break, after
 * "Heading:" or "Heading -", reads better than one wherever a line fills up.
 */
function wrapTitle(title: string, fontSize: number, width = shareImageSize.width - 2 * margin): string[] {
  const perLine = Math.floor(width / (fontSize * 0.56));
  const parts = /^(.+?(?::| [-–—]))\s+(.+)$/.exec(title)?.slice(1) ?? [title];
  const lines = parts.flatMap((part) => balancedWrap(part, perLine));
  return lines.length <= 3 ? lines : balancedWrap(title, perLine);
}

/**
 * The brand is drawn above the title, so a "| RankSuite" ending is left off. Titles are at
 * most 60 characters: short ones get the larger size.
 */
export function titleLayout(title: string, brand: string) {
  const suffix = [' | ', ' - ', ' – ', ' — ']
    .map((separator) => `${separator}${brand}`)
    .find((ending) => title.endsWith(ending));
  const text = suffix ? title.slice(0, -suffix.length) : title;
  const fontSize = text.length <= 32 ? 76 : 64;
  return { fontSize, lines: wrapTitle(text, fontSize) };
}

/** The title's lines, their size and their baselines, as the design places them. */
function titleLines(title: string, brand: string) {
  const { fontSize, lines } = titleLayout(title, brand);
  const lineHeight = Math.round(fontSize * 1.15);
  const firstBaseline = 360 - ((lines.length - 1) * lineHeight) / 2;
  return { fontSize, lines: lines.map((line, index) => ({ line, baseline: firstBaseline + index * lineHeight })) };
}

/** The title's lines as SVG text, placed where the full design puts them. */
function titleText(title: string, brand: string): string {
  const { fontSize, lines } = titleLines(title, brand);
  return `<text font-family="Inter" font-weight="700" font-size="${fontSize}" fill="#fff">${lines
    .map(({ line, baseline }) => `<tspan x="${margin}" y="${baseline}">${escapeHtml(line)}</tspan>`)
    .join('')}</text>`;
}

const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" width="${shareImageSize.width}" height="${shareImageSize.height}" viewBox="0 0 ${shareImageSize.width} ${shareImageSize.height}">`;

/** Everything but the title: the same on every page, so drawn once a build. */
function backgroundSvg(brand: string, host: string, title = ''): string {
  const { width, height } = shareImageSize;
  return `${svgOpen}
  <rect width="${width}" height="${height}" fill="#312e81"/>
  <rect width="${width}" height="12" fill="#818cf8"/>
  <path d="M700 560L880 372L1007 492L1225 252" fill="none" stroke="#3b3791" stroke-width="72" stroke-linecap="round" stroke-linejoin="round"/>
  <g transform="translate(${margin} 64)">
    <rect width="64" height="64" rx="15" fill="#fff"/>
    <path d="M14 44L26 31.5L34.5 39.5L49 23.5" fill="none" stroke="#4f46e5" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M39 22.5H50V33.5" fill="none" stroke="#4f46e5" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    <text x="88" y="45" font-family="Inter" font-weight="700" font-size="40" fill="#fff">${escapeHtml(brand)}</text>
  </g>${title}
  <text x="${margin}" y="${height - 64}" font-family="Inter" font-weight="400" font-size="30" fill="#c7d2fe">${escapeHtml(host)}</text>
</svg>`;
}

/** The whole design in one SVG: what a share image shows (the tests draw it whole, to compare with renderShareImage). */
export function shareImageSvg(title: string, brand: string, host: string): string {
  return backgroundSvg(brand, host, `\n  ${titleText(title, brand)}`);
}

const backgrounds = new Map<string, BandedPng>();
/** The background, drawn by resvg once per brand and host, ready to be encoded with a title. */
function background(brand: string, host: string): BandedPng {
  const key = `${brand}\n${host}`;
  let png = backgrounds.get(key);
  if (!png) {
    const { pixels, width, height } = resvg(backgroundSvg(brand, host)).render();
    // Byte by byte: a subarray a pixel made 756,000 objects, ~0.15 s of each thread's start.
    const rgb = Buffer.alloc(width * height * 3);
    for (let pixel = 0, from = 0, to = 0; pixel < width * height; pixel += 1, from += 4, to += 3) {
      rgb[to] = pixels[from];
      rgb[to + 1] = pixels[from + 1];
      rgb[to + 2] = pixels[from + 2];
    }
    png = new BandedPng(rgb, width, height);
    backgrounds.set(key, png);
  }
  return png;
}

const boldText = (text: string, fontSize: number, x: number, y: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(fontSize * (text.length + 2))}" height="${fontSize * 2}"><text x="${x}" y="${y}" font-family="Inter" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeHtml(text)}</text></svg>`;
const inkRight = (text: string, fontSize: number) => {
  const box = resvg(boldText(text, fontSize, 0, fontSize * 1.5)).getBBox()!;
  return box.x + box.width;
};

const advances = new Map<string, number>();
/** How far a word and the space after it move the pen: the ink's end before an I, less the I's. */
function advance(word: string, fontSize: number): number {
  const key = `${fontSize} ${word}`;
  let width = advances.get(key);
  if (width === undefined) {
    width = inkRight(`${word} I`, fontSize) - inkRight('I', fontSize);
    advances.set(key, width);
  }
  return width;
}

interface Placed {
  word: string;
  fontSize: number;
  /** Where the word's pen starts, in whole pixels. */
  x: number;
  baseline: number;
}

/**
 * The title's words where the image draws them: as resvg lays out the line, each word started
 * at the nearest whole pixel (half a pixel at most from where the line would put it), so a
 * word's pixels can be drawn once and reused.
 */
export function titleWords(title: string, brand: string): Placed[] {
  const { fontSize, lines } = titleLines(title, brand);
  return lines.flatMap(({ line, baseline }) => {
    let pen = margin;
    return line.split(' ').map((word) => {
      const x = Math.round(pen);
      pen += advance(word, fontSize);
      return { word, fontSize, x, baseline };
    });
  });
}

interface Glyphs {
  /** Coverage, a byte a pixel (the text is white: resvg's premultiplied alpha). */
  alpha: Uint8Array;
  width: number;
  height: number;
  /** The ink's top-left corner from the pen and the whole part of the baseline. */
  left: number;
  top: number;
}
const drawnWords = new Map<string, Glyphs>();
const pad = 8;
/** A word drawn once by resvg, at the baseline's fraction of a pixel, cropped to its ink. */
function drawWord(word: string, fontSize: number, baseline: number): Glyphs {
  const fraction = baseline - Math.floor(baseline);
  const key = `${fontSize} ${fraction} ${word}`;
  let glyphs = drawnWords.get(key);
  if (!glyphs) {
    const line = Math.round(fontSize * 1.5);
    const text = resvg(boldText(word, fontSize, pad, line + fraction));
    const box = text.getBBox()!;
    const left = Math.floor(box.x);
    const top = Math.floor(box.y);
    box.width = Math.ceil(box.x + box.width) - left;
    box.height = Math.ceil(box.y + box.height) - top;
    box.x = left;
    box.y = top;
    text.cropByBBox(box);
    const { pixels, width, height } = text.render();
    const alpha = new Uint8Array(width * height);
    for (let pixel = 0; pixel < alpha.length; pixel += 1) alpha[pixel] = pixels[pixel * 4 + 3];
    glyphs = { alpha, width, height, left: left - pad, top: top - line };
    drawnWords.set(key, glyphs);
  }
  return glyphs;
}

/**
 * A page's image. Drawing costs resvg about 25 ns a pixel, so a whole 1200×630 canvas was most
 * of an image's time: the background is drawn once, each word of the titles once, and a page's
 * image is its words laid over the background's rows (white over the background, as resvg
 * blends it) and encoded by compressing only those rows (png-rows.ts).
 */
export function renderShareImage(title: string, brand: string, host: string): Buffer {
  const png = background(brand, host);
  const words = titleWords(title, brand).map((placed) => ({
    ...placed,
    glyphs: drawWord(placed.word, placed.fontSize, placed.baseline),
  }));
  const rowOf = (placed: (typeof words)[number]) => Math.floor(placed.baseline) + placed.glyphs.top;
  const top = Math.max(0, Math.min(...words.map(rowOf)));
  const bottom = Math.min(png.height, Math.max(...words.map((placed) => rowOf(placed) + placed.glyphs.height)));
  const band = png.band(top, bottom);
  for (const placed of words)
    band.drawWhite(placed.glyphs.alpha, placed.glyphs.width, rowOf(placed), placed.x + placed.glyphs.left);
  return png.encode(band);
}

/** Where share images go and what every one shows. */
export interface ShareImageJob {
  ogDir: string;
  cacheDir: string;
  brand: string;
  host: string;
}

/** What a share image is drawn from: only this goes to a thread, not the page's whole data. */
export interface SharedPage {
  page: string;
  title: string;
}

// The background's SVG hashed once a build: hashing each page's whole SVG, the background's text
// made again for each, was ~20 ms of a 1,000-page rebuild.
const backgroundHashes = new Map<string, string>();
/** The cache file of a page's share image, named by a hash of its design: the background's SVG and the title's. */
function cacheFileOf({ cacheDir, brand, host }: ShareImageJob, { title }: SharedPage): string {
  const key = `${brand}\n${host}`;
  let background = backgroundHashes.get(key);
  if (background === undefined) {
    background = createHash('sha256').update(backgroundSvg(brand, host)).digest('hex');
    backgroundHashes.set(key, background);
  }
  const hash = createHash('sha256')
    .update(`${background}\0${titleText(title, brand)}`)
    .digest('hex');
  return join(cacheDir, `${hash.slice(0, 24)}.png`);
}

/** Writes <ogDir>/<page>.png, from the cache when its design was drawn before; returns the cache file. */
export function writeShareImage(job: ShareImageJob, page: SharedPage): string {
  const cached = cacheFileOf(job, page);
  if (!existsSync(cached)) writeFileSync(cached, renderShareImage(page.title, job.brand, job.host));
  placeCached(cached, join(job.ogDir, `${page.page}.png`));
  return cached;
}

/**
 * Writes <ogDir>/<page>.png for every page without its own meta.image, on every core for a big
 * site (each thread draws the words it meets once). PNGs are cached in cacheDir by a hash of
 * their SVG, so a build only renders titles (or designs) that changed: the cached ones are copied
 * here, and only the others go to the threads, which cost more to start than a copy. (Flat
 * colours, not a gradient: the PNG encodes in a third of the time and is a fifth of the size.)
 */
export async function writeShareImages(
  ogDir: string,
  cacheDir: string,
  entries: RouteEntry[],
  brand: string,
  baseUrl: string,
) {
  mkdirSync(ogDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const shared: ShareImageJob = { ogDir, cacheDir, brand, host: new URL(baseUrl).host };
  const used = new Set<string>();
  const missing: SharedPage[] = [];
  for (const entry of entries.filter((entry) => !entry.data.meta.image)) {
    const page = { page: entry.page, title: entry.data.meta.title };
    const cached = cacheFileOf(shared, page);
    if (placeIfThere(cached, join(ogDir, `${entry.page}.png`))) used.add(cached);
    else missing.push(page);
  }
  for (const drawn of await mapInThreads<SharedPage, string>(
    missing,
    new URL('./share-image-job.ts', import.meta.url),
    shared,
  ))
    used.add(drawn);
  for (const name of readdirSync(cacheDir)) if (!used.has(join(cacheDir, name))) rmSync(join(cacheDir, name));
}
