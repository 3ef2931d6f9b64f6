// The build's image step: each raster image a page shows gets WebP and AVIF copies at a few
// widths, which <picture> (src/components/ui/Picture.tsx) offers to browsers, so a phone does not
// download a camera-sized photo. SVG drawings are sent as they are.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { PageEntry } from '../lib/page-entry.ts';
import { imageFacts, maxImageBytes, responsiveWidths, safeName } from '../check/images.ts';

/** Widths for phones, laptops and large or high-density screens; never above the file's own. */
const formats = [
  { type: 'image/avif', extension: 'avif', encode: (image: Sharp) => image.avif({ quality: 55, effort: 2 }) },
  { type: 'image/webp', extension: 'webp', encode: (image: Sharp) => image.webp({ quality: 80 }) },
] as const;
const raster = /\.(png|jpe?g|webp|avif)$/i;

interface ResponsivePlan {
  /** Path in dist/ → the cached copy to put there. */
  copies: Map<string, string>;
  /** Originals over the size limit, left out of dist/: the copies stand in for them. */
  heavy: string[];
}

/**
 * Makes (or finds in `cacheDir`, keyed by content hash, width and format) the copies of every
 * raster image in the pages, and writes `sources` (and, for a heavy file, a smaller `src`) into
 * the image data, before the pages are prerendered.
 */
export async function planResponsiveImages(
  entries: PageEntry[],
  publicDir: string,
  cacheDir: string,
): Promise<ResponsivePlan> {
  mkdirSync(cacheDir, { recursive: true });
  const plan: ResponsivePlan = { copies: new Map(), heavy: [] };
  const done = new Map<string, { sources: Source[]; fallback?: string }>();
  for (const image of imagesIn(entries.map((entry) => entry.data))) {
    const { sources, fallback } = done.get(image.src) ?? (await copiesOf(image.src, publicDir, cacheDir, plan));
    done.set(image.src, { sources, fallback });
    image.sources = sources;
    if (fallback) image.src = fallback;
  }
  return plan;
}

async function copiesOf(src: string, publicDir: string, cacheDir: string, plan: ResponsivePlan) {
  const file = join(publicDir, src);
  const { width = responsiveWidths[0], bytes } = await imageFacts(file);
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
  const widths = [...new Set(responsiveWidths.map((wanted) => Math.min(wanted, width)))];
  const name = safeName(basename(src, extname(src)));
  const sources: Source[] = [];
  for (const format of formats) {
    const candidates = [];
    for (const size of widths) {
      const cached = join(cacheDir, `${hash}-${size}.${format.extension}`);
      if (!existsSync(cached)) await format.encode(sharp(file).rotate().resize({ width: size })).toFile(cached);
      const url = `/_images/${name}-${hash}-${size}.${format.extension}`;
      plan.copies.set(url, cached);
      candidates.push({ url, size });
    }
    sources.push({ type: format.type, srcSet: candidates.map(({ url, size }) => `${url} ${size}w`).join(', ') });
  }
  if (bytes <= maxImageBytes) return { sources };
  plan.heavy.push(src);
  // The <img> inside <picture> must still load somewhere: the widest WebP copy.
  return { sources, fallback: `/_images/${name}-${hash}-${widths.at(-1)}.webp` };
}

type Source = { type: string; srcSet: string };
type ImageData = { src: string; width: number; sources?: Source[] };

/** Image objects (a raster `src` with width and height) anywhere in the pages' data. */
function imagesIn(data: unknown, found: ImageData[] = []): ImageData[] {
  if (Array.isArray(data)) for (const item of data) imagesIn(item, found);
  else if (data && typeof data === 'object') {
    const object = data as Partial<ImageData>;
    if (typeof object.src === 'string' && raster.test(object.src) && typeof object.width === 'number')
      found.push(object as ImageData);
    else for (const value of Object.values(data)) imagesIn(value, found);
  }
  return found;
}

/** After Vite copied public/ into `outDir`: adds the copies and takes the heavy originals out. */
export function publishResponsiveImages(outDir: string, plan: ResponsivePlan) {
  if (plan.copies.size > 0) mkdirSync(join(outDir, '_images'), { recursive: true });
  for (const [url, cached] of plan.copies) copyFileSync(cached, join(outDir, url));
  for (const src of plan.heavy) rmSync(join(outDir, src), { force: true });
}
