// Image files under public/: safe names, their real size in pixels and bytes, and the checks
// of an image against the width/height the data declares for it.
import { lstatSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { darkDrawingSrc, hasDarkCopy } from '../../src/lib/drawings.ts';
import type { Verdict } from './links.ts';

/** Over this, a file is a warning: it slows the page, and the build keeps it out of dist/. */
export const maxImageBytes = 500 * 1024;
/** The largest file npm run edit copies into public/images/: a photo straight from a camera is refused, to be saved smaller. */
export const maxUploadBytes = 5 * 1024 * 1024;
/**
 * The widths the build writes of each photo, in WebP and AVIF (never wider than the file), and of
 * each drawing with text in AVIF. 768 is for phones: a full-width image on a 412 px screen at
 * 1.75 device pixels a CSS pixel (Lighthouse's mobile phone) needs 721, and Chromium takes the
 * 768 copy for it (not a 720 one, just short), two thirds of the bytes of the 960 copy it took
 * before, for the image that is most pages' largest paint.
 */
export const responsiveWidths = [480, 768, 960, 1440];
/** How far declared width/height may stray from the file's shape: whole pixels round. */
const aspectTolerance = 0.02;

/** The name a file should have: lower case, words joined by dashes ("Team Photo.PNG" → "team-photo.png"). */
export function safeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9._/-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/(^|\/)-|-(?=\.|\/|$)/g, '$1');
}

/** Spaces and capital letters break in web addresses and on hosts whose file names are case-sensitive. */
export function unsafeImagePath(src: string): Extract<Verdict, { ok: false }> {
  return {
    ok: false,
    message: `"${src}" has spaces or capital letters, which break in web addresses and on Linux hosts.`,
    fix: renameFix(src),
  };
}

/** The rename to make on disk and the src to write, for a file at `src` (with its name as on disk). */
export function renameFix(src: string): string {
  return `rename public${src} to public${safeName(src)} and write src: ${safeName(src)}`;
}

interface ImageFacts {
  width?: number;
  height?: number;
  bytes: number;
}

const measured = new Map<string, { mtimeMs: number; facts: ImageFacts }>();

/**
 * The file's pixel size (from an SVG's width/height or viewBox; from a raster file's header via
 * sharp, which does not decode the pixels) and its bytes. Cached by path and modification time:
 * one file is often used on many pages.
 */
export async function imageFacts(file: string): Promise<ImageFacts> {
  const { mtimeMs, size } = statSync(file);
  const cached = measured.get(file);
  if (cached?.mtimeMs === mtimeMs && cached.facts.bytes === size) return cached.facts;
  let facts: ImageFacts = { bytes: size };
  if (file.toLowerCase().endsWith('.svg')) facts = { ...svgSize(readFileSync(file, 'utf8')), bytes: size };
  else {
    // Loaded only when a raster image is used: the real site's images are SVG, and sharp's native library takes time to load.
    const { default: sharp } = await import('sharp');
    const { width, height, autoOrient } = await sharp(file)
      .metadata()
      .catch(() => ({ width: undefined, height: undefined, autoOrient: undefined }));
    // A phone photo stored sideways is shown upright: its displayed shape is the one to match.
    facts = { width: autoOrient?.width ?? width, height: autoOrient?.height ?? height, bytes: size };
  }
  measured.set(file, { mtimeMs, facts });
  return facts;
}

function svgSize(text: string): { width?: number; height?: number } {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  // Plain numbers or pixels only: a width of "100%" says nothing about the shape.
  const pixels = (value?: string) =>
    value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : undefined;
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  if (width && height) return { width, height };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  return box?.length === 4 && box[2] > 0 && box[3] > 0 ? { width: box[2], height: box[3] } : {};
}

/** "16:9" for small whole ratios, otherwise "1.78:1". */
function ratio(width: number, height: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const divisor = Number.isInteger(width) && Number.isInteger(height) ? gcd(width, height) : 0;
  return divisor && width / divisor <= 32 && height / divisor <= 32
    ? `${width / divisor}:${height / divisor}`
    : `${(width / height).toFixed(2)}:1`;
}

const sameShape = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  Math.abs(a.width / a.height / (b.width / b.height) - 1) <= aspectTolerance;

/** Declared width/height whose shape differs from the file's stretch the picture. */
function checkAspect(facts: ImageFacts, declared: { width: number; height: number }): Verdict {
  const { width, height } = facts;
  if (!width || !height || sameShape(declared, { width, height })) return { ok: true };
  return {
    ok: false,
    message: `the file is ${width}×${height} (${ratio(width, height)}) but width/height say ${declared.width}×${declared.height} (${ratio(declared.width, declared.height)}), so the image would look squashed.`,
    fix: `write width: ${declared.width}, height: ${Math.round((declared.width * height) / width)}`,
  };
}

/**
 * The dark copy an editor drew of the drawing at `src` (name.dark.svg beside it in `publicDir`),
 * when there is one: a plain file only, as a link in public/ could lead anywhere. The build and
 * the dev server show it instead of the copy they draw (scripts/build/dark-drawing.ts).
 */
export function ownDarkCopy(publicDir: string, src: string): string | undefined {
  const file = join(publicDir, darkDrawingSrc(src));
  return lstatSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
}

/**
 * An editor's own dark copy (name.dark.svg) is shown in the drawing's place in the dark theme: of
 * another shape, the page would move and the picture stretch when the theme changes.
 */
async function checkDarkCopy(src: string, publicDir: string, facts: ImageFacts): Promise<Verdict> {
  const own = hasDarkCopy(src) ? ownDarkCopy(publicDir, src) : undefined;
  const { width, height } = facts;
  if (!own || !width || !height) return { ok: true };
  const dark = await imageFacts(own);
  if (!dark.width || !dark.height || sameShape({ width: dark.width, height: dark.height }, { width, height }))
    return { ok: true };
  const file = `public${darkDrawingSrc(src)}`;
  return {
    ok: false,
    message: `${file}, the dark copy of this drawing, is ${dark.width}×${dark.height} (${ratio(dark.width, dark.height)}) but the drawing is ${width}×${height} (${ratio(width, height)}), so the picture would change shape when the theme changes.`,
    fix: `draw ${file} at ${width}×${height} (its width and height, or its viewBox), or delete it to have the build draw the dark copy`,
  };
}

function checkWeight(src: string, facts: ImageFacts): Verdict {
  if (facts.bytes <= maxImageBytes) return { ok: true };
  const raster = !src.toLowerCase().endsWith('.svg');
  return {
    ok: false,
    message: `"${src}" is ${Math.round(facts.bytes / 1024)} KB; images over ${maxImageBytes / 1024} KB slow the page down.`,
    fix: raster
      ? 'save it at most 2000 pixels wide as JPEG (quality 80) or WebP. Until then the build publishes only its resized WebP and AVIF copies.'
      : 'simplify the drawing, or run it through an SVG optimiser such as SVGO.',
  };
}

export type ImageVerdict = Extract<Verdict, { ok: false }> & { severity?: 'warning' };

/** For a file that exists: its shape against the declared width/height (when given), and its weight. */
export async function checkImageFile(
  src: string,
  publicDir: string,
  declared?: { width?: unknown; height?: unknown },
): Promise<ImageVerdict[]> {
  const facts = await imageFacts(join(publicDir, src));
  const { width, height } = declared ?? {};
  const shape =
    typeof width === 'number' && typeof height === 'number'
      ? checkAspect(facts, { width, height })
      : { ok: true as const };
  const dark = await checkDarkCopy(src, publicDir, facts);
  const weight = checkWeight(src, facts);
  return [
    ...(shape.ok ? [] : [shape]),
    ...(dark.ok ? [] : [dark]),
    ...(weight.ok ? [] : [{ ...weight, severity: 'warning' as const }]),
  ];
}
