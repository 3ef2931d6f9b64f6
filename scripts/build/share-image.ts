// Share images (og:image, 1200×630): the page title on the brand colour, drawn as SVG and
// rendered to PNG with resvg and the Inter font files, so every machine draws the same pixels.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { PageEntry } from '../lib/page-entry.ts';
import { escapeHtml } from '../lib/html.ts';

const require = createRequire(import.meta.url);
export const shareImageFonts: ResvgRenderOptions['font'] = {
  fontFiles: [
    require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
  ],
  loadSystemFonts: false,
  defaultFontFamily: 'Inter',
};

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

/** The title's lines as SVG text, placed where the full design puts them. */
function titleText(title: string, brand: string): string {
  const { fontSize, lines } = titleLayout(title, brand);
  const lineHeight = Math.round(fontSize * 1.15);
  const firstBaseline = 360 - ((lines.length - 1) * lineHeight) / 2;
  return `<text font-family="Inter" font-weight="700" font-size="${fontSize}" fill="#fff">${lines
    .map((line, index) => `<tspan x="${margin}" y="${firstBaseline + index * lineHeight}">${escapeHtml(line)}</tspan>`)
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

/** The whole design in one SVG: what a share image shows, and what its cache key is made of. */
export function shareImageSvg(title: string, brand: string, host: string): string {
  return backgroundSvg(brand, host, `\n  ${titleText(title, brand)}`);
}

const backgrounds = new Map<string, Buffer>();
/** The background's RGBA pixels, drawn by resvg once per brand and host. */
function background(brand: string, host: string): Buffer {
  const key = `${brand}\n${host}`;
  let pixels = backgrounds.get(key);
  if (!pixels) {
    pixels = new Resvg(backgroundSvg(brand, host), { font: shareImageFonts }).render().pixels;
    backgrounds.set(key, pixels);
  }
  return pixels;
}

/**
 * A page's image: resvg lays out and draws only the title, cropped to its whole-pixel bounds
 * (drawing costs resvg about 25 ns a pixel, so a full 1200×630 canvas was most of an image's
 * time), and sharp (libvips) lays it over the cached background and encodes the PNG, three
 * times faster than resvg's own encoder. The text is blended over the same colours as when
 * drawn in one piece, so the pixels match the whole-SVG rendering to within rounding.
 */
export async function renderShareImage(title: string, brand: string, host: string): Promise<Buffer> {
  const { width, height } = shareImageSize;
  const text = new Resvg(`${svgOpen}${titleText(title, brand)}</svg>`, { font: shareImageFonts });
  const box = text.getBBox()!;
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  box.width = Math.min(width, Math.ceil(box.x + box.width)) - left;
  box.height = Math.min(height, Math.ceil(box.y + box.height)) - top;
  box.x = left;
  box.y = top;
  text.cropByBBox(box);
  const drawn = text.render();
  return sharp(background(brand, host), { raw: { width, height, channels: 4 } })
    .composite([
      {
        input: drawn.pixels,
        raw: { width: drawn.width, height: drawn.height, channels: 4, premultiplied: true },
        left,
        top,
      },
    ])
    .removeAlpha()
    .png({ compressionLevel: 4 })
    .toBuffer();
}

// resvg's images hold their pixels outside V8's heap, where the garbage collector does not see
// them: left alone, a thousand renders hold gigabytes. Collecting every few images keeps the
// build's memory flat (the flag is the documented way to reach gc() without a command-line
// switch; it is set only when images are rendered, not by every importer of this module).
const imagesPerCollection = 16;
function garbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Writes <ogDir>/<page>.png for every page without its own meta.image. PNGs are cached in
 * cacheDir by a hash of their SVG, so a build only renders titles (or designs) that changed.
 * resvg draws each title on this thread; sharp's blending and encoding run on libuv's thread
 * pool, one per core at a time: each holds a 3 MB bitmap, and a thousand at once would take gigabytes. (Flat colours, not a gradient: the PNG encodes in a
 * third of the time and is a fifth of the size.)
 */
export async function writeShareImages(
  ogDir: string,
  cacheDir: string,
  entries: PageEntry[],
  brand: string,
  baseUrl: string,
) {
  mkdirSync(ogDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const host = new URL(baseUrl).host;
  const used = new Set<string>();
  const collectGarbage = garbageCollector();
  let rendered = 0;
  const queue = entries.filter((entry) => !entry.data.meta.image).values();
  const renderNext = async () => {
    for (const entry of queue) {
      const svg = shareImageSvg(entry.data.meta.title, brand, host);
      const cached = join(cacheDir, `${createHash('sha256').update(svg).digest('hex').slice(0, 24)}.png`);
      used.add(cached);
      if (!existsSync(cached)) {
        writeFileSync(cached, await renderShareImage(entry.data.meta.title, brand, host));
        if (++rendered % imagesPerCollection === 0) collectGarbage();
      }
      copyFileSync(cached, join(ogDir, `${entry.page}.png`));
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, renderNext));
  for (const name of readdirSync(cacheDir)) if (!used.has(join(cacheDir, name))) rmSync(join(cacheDir, name));
}
