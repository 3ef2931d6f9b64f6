// The build's image step: each raster image a page shows gets WebP and AVIF copies at a few
// widths, which <picture> (src/components/ui/Picture.tsx) offers to browsers, so a phone does not
// download a camera-sized photo. SVG drawings with text (the product mock-ups) get AVIF copies
// drawn by resvg with the Inter font files: a browser lays out and paints every <text> of an SVG
// image on the page's main thread, ~100 ms a mock-up on a phone, while an AVIF decodes off it.
// Their SVG stays the <img> for browsers without AVIF. Other SVG drawings are sent as they are.
// Every drawing also gets its dark theme's copy (dark-drawing.ts), written beside it, with AVIF
// copies of its own when it has text.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, extname, join } from 'node:path';
import type { Sharp } from 'sharp';
import { placeCached } from '../lib/cache-files.ts';
import type { PageEntry } from '../lib/page-entry.ts';
import { type Copies, drawing, imagesIn, type Source } from '../lib/page-images.ts';
import { knownSummary } from '../check/page-summary.ts';
import { imageFacts, maxImageBytes, ownDarkCopy, responsiveWidths, safeName } from '../check/images.ts';
import { interFont } from './inter-font.ts';
import { darkDrawing } from './dark-drawing.ts';
import { darkDrawingSrc, hasDarkCopy } from '../../src/lib/drawings.ts';

type Format = {
  type: string;
  extension: string;
  encode: (image: Sharp) => Sharp;
  /** What sets this encoding of a type apart, in a drawing's cache key. */
  variant?: string;
};
const avif: Format = {
  type: 'image/avif',
  extension: 'avif',
  encode: (image) => image.avif({ quality: 55, effort: 2 }),
};
/**
 * The dark copies of drawings: fetched lazily, only in the dark theme, never for a first paint.
 * Effort 1 encodes them in ~60% of effort 2's time for ~5% more bytes (the dashboard at its three
 * widths: 1.0 s and 97 kB against 1.7 s and 93 kB).
 */
const avifLazy: Format = { ...avif, encode: (image) => image.avif({ quality: 55, effort: 1 }), variant: 'effort-1' };
const webp: Format = { type: 'image/webp', extension: 'webp', encode: (image) => image.webp({ quality: 80 }) };
/** Part of a drawing's cache key: a change of font or renderer draws the copies again. */
const drawnWith = 'resvg+inter-2';

interface ResponsivePlan {
  /** Path in dist/ → the cached copy to put there. */
  copies: Map<string, string>;
  /** Path in dist/ → a file the build draws: the dark copies of the drawings. */
  drawn: Map<string, Buffer>;
  /** Originals over the size limit, left out of dist/: the copies stand in for them. */
  heavy: string[];
  /** Resolves once every copy not in the cache is made (they are made while the build goes on). */
  made: Promise<void>;
}

/** Copies to make of a raster image's file or a drawing's SVG, in `format`: each at its `width` in pixels, saved as `cached`. */
interface CopyJob {
  source: string | Buffer;
  format: Format;
  copies: { width: number; cached: string }[];
}

/**
 * Plans the copies of every raster image and drawing with text in the pages (found in `cacheDir`,
 * keyed by content hash, width and format, or made in the background: `plan.made`), and writes
 * `sources` (and, for a heavy file, a smaller `src`) into the image data, before the pages are
 * prerendered: each entry showing an image gets a copy of its data with them.
 */
export async function planResponsiveImages(
  entries: PageEntry[],
  publicDir: string,
  cacheDir: string,
): Promise<ResponsivePlan> {
  mkdirSync(cacheDir, { recursive: true });
  const plan: ResponsivePlan = { copies: new Map(), drawn: new Map(), heavy: [], made: Promise.resolve() };
  const jobs: CopyJob[] = [];
  const done = new Map<string, Copies>();
  for (const entry of entries) {
    // The summary says so without reading the page's sections (a rebuild reads few), and without
    // walking them again (the check walked them to make it).
    const summary = knownSummary(entry.data);
    if (summary ? !summary.images : imagesIn(entry.data).length === 0) continue;
    // Written into a copy of a page's data that shows images: the check's memo holds the data
    // itself, and the build saves the memo after the prerender.
    entry.data = structuredClone(entry.data);
    for (const image of imagesIn(entry.data)) {
      const copies = done.get(image.src) ?? (await copiesOf(image.src, publicDir, cacheDir, plan, jobs));
      done.set(image.src, copies);
      image.use(copies);
    }
  }
  plan.made = makeCopies(jobs);
  plan.made.catch(() => {}); // awaited by publishResponsiveImages
  return plan;
}

async function copiesOf(
  src: string,
  publicDir: string,
  cacheDir: string,
  plan: ResponsivePlan,
  jobs: CopyJob[],
): Promise<Copies> {
  const file = join(publicDir, src);
  const content = readFileSync(file);
  const name = safeName(basename(src, extname(src)));
  if (drawing.test(src)) return drawingCopies(src, name, content, publicDir, cacheDir, plan, jobs);
  const { width = responsiveWidths[0], bytes } = await imageFacts(file);
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 12);
  // A photo is never made wider than it is.
  const widths = [...new Set(responsiveWidths.map((wanted) => Math.min(wanted, width)))];
  const sources = [avif, webp].map((format) =>
    copiesIn(format, { name, hash, widths, source: file }, cacheDir, plan, jobs),
  );
  if (bytes <= maxImageBytes) return { sources };
  plan.heavy.push(src);
  // The <img> inside <picture> must still load somewhere: the widest WebP copy.
  return { sources, fallback: `/_images/${name}-${hash}-${widths.at(-1)}.webp` };
}

/**
 * A drawing's dark copy: the editor's own (name.dark.svg beside it in public/, which Vite copies),
 * or one the build draws (dark-drawing.ts) and writes there. When they hold text, both get AVIF
 * copies at every width (a drawing has no pixels of its own to run out of).
 */
function drawingCopies(
  src: string,
  name: string,
  content: Buffer,
  publicDir: string,
  cacheDir: string,
  plan: ResponsivePlan,
  jobs: CopyJob[],
): Copies {
  const avifCopies = (svg: Buffer, copyName: string, format = avif) => {
    const hash = createHash('sha256')
      .update(svg)
      .update(drawnWith)
      .update(format.variant ?? '')
      .digest('hex')
      .slice(0, 12);
    return [copiesIn(format, { name: copyName, hash, widths: responsiveWidths, source: svg }, cacheDir, plan, jobs)];
  };
  const text = content.includes('<text');
  if (!hasDarkCopy(src)) return text ? { sources: avifCopies(content, name) } : {};
  const own = ownDarkCopy(publicDir, src);
  let dark: Buffer;
  if (own) dark = readFileSync(own);
  else {
    dark = Buffer.from(darkDrawing(content.toString('utf8')));
    plan.drawn.set(darkDrawingSrc(src), dark);
  }
  if (!text) return {};
  return { sources: avifCopies(content, name), darkSources: avifCopies(dark, `${name}-dark`, avifLazy) };
}

/** The copies of one image in one format: found in the cache or queued to be made. */
function copiesIn(
  format: Format,
  { name, hash, widths, source }: { name: string; hash: string; widths: number[]; source: CopyJob['source'] },
  cacheDir: string,
  plan: ResponsivePlan,
  jobs: CopyJob[],
): Source {
  const job: CopyJob = { source, format, copies: [] };
  const candidates = widths.map((size) => {
    const cached = join(cacheDir, `${hash}-${size}.${format.extension}`);
    if (!existsSync(cached)) job.copies.push({ width: size, cached });
    const url = `/_images/${name}-${hash}-${size}.${format.extension}`;
    plan.copies.set(url, cached);
    return `${url} ${size}w`;
  });
  if (job.copies.length > 0) jobs.push(job);
  return { type: format.type, srcSet: candidates.join(', ') };
}

/** Two at a time per core: resvg draws and sharp encodes on libuv's threads, not this one. */
async function makeCopies(jobs: CopyJob[]) {
  if (jobs.length === 0) return; // sharp's native library takes time to load
  const { default: sharp } = await import('sharp');
  const { renderAsync } = await import('@resvg/resvg-js');
  const make = async ({ source, format, copies }: CopyJob) => {
    let image: () => Sharp;
    if (Buffer.isBuffer(source)) {
      // Drawn once, at the widest copy's width, and made smaller from there: resvg takes longer
      // to draw a mock-up (0.15 s at 480 pixels, 0.6 s at 1440) than sharp to shrink it.
      const widest = Math.max(...copies.map(({ width }) => width));
      const drawn = await renderAsync(source, { font: interFont, fitTo: { mode: 'width', value: widest } });
      const raw = { width: drawn.width, height: drawn.height, channels: 4, premultiplied: true } as const;
      image = () => sharp(drawn.pixels, { raw });
    } else image = () => sharp(source).rotate();
    for (const { width, cached } of copies) {
      // Written aside and renamed, so a build stopped halfway leaves no broken copy in the cache.
      await format.encode(image().resize({ width })).toFile(`${cached}.part`);
      renameSync(`${cached}.part`, cached);
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await make(jobs[next++]);
  };
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, worker));
}

/** After Vite copied public/ into `outDir`: adds the copies and takes the heavy originals out. */
export async function publishResponsiveImages(outDir: string, plan: ResponsivePlan) {
  await plan.made;
  if (plan.copies.size > 0) mkdirSync(join(outDir, '_images'), { recursive: true });
  for (const [url, cached] of plan.copies) placeCached(cached, join(outDir, url));
  for (const [path, svg] of plan.drawn) writeFileSync(join(outDir, path), svg);
  for (const src of plan.heavy) rmSync(join(outDir, src), { force: true });
}
