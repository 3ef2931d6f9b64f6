// An image an editor drops on an image field: checked to be a picture the build publishes (sharp
// reads its header), copied into public/images/ under a safe name that takes no other file's
// place, and measured as npm run check measures it, so the width and height filled in pass.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageFacts } from '../check/images.ts';
import { editablePath, Refused } from './safety.ts';

/** A bigger file is refused: the site's pictures are drawings and screenshots, a photo straight from a camera is not. */
export const maxUploadBytes = 5 * 1024 * 1024;
/** The schema's largest width and height. */
const maxSide = 4000;
/** sharp's name of each format the build publishes, and the extension its file gets. */
const extensions: Record<string, string> = { svg: 'svg', png: 'png', jpeg: 'jpg', webp: 'webp', avif: 'avif' };
const formats = 'an SVG, PNG, JPEG, WebP or AVIF file';

/**
 * The file name for an upload called `original` whose format has `extension`: lower-case ASCII
 * letters, digits and dashes (accents dropped), at most 60 characters, and -2, -3… while `taken`.
 */
export function imageFileName(original: string, extension: string, taken: (name: string) => boolean): string {
  const base =
    (original.split(/[/\\]/).at(-1) ?? '')
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 60)
      .replace(/^-+|-+$/g, '') || 'image';
  let name = `${base}.${extension}`;
  for (let number = 2; taken(name); number++) name = `${base}-${number}.${extension}`;
  return name;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Refuses, before it is read, a file over the size limit. */
export function refuseTooBig(original: string, bytes: number) {
  if (bytes > maxUploadBytes)
    throw new Refused(
      400,
      `"${original}" is ${megabytes(bytes)}; the editor takes images up to ${megabytes(maxUploadBytes)}. Save it at most 2000 pixels wide as JPEG (quality 80) or WebP, then drop it again.`,
    );
}

/** Copies the image into public/images/ and answers its src and real size, or refuses it with what to do. */
export async function copyImage(root: string, original: string, bytes: Buffer) {
  refuseTooBig(original, bytes.length);
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const format = metadata?.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata?.format;
  const extension = format && extensions[format];
  if (!extension)
    throw new Refused(
      400,
      `"${original}" is not an image the site can show: it is not ${formats}. Save it in one of those formats, then drop it again.`,
    );
  const folder = join(root, 'public', 'images');
  const name = imageFileName(original, extension, (candidate) => existsSync(join(folder, candidate)));
  // Refused when public/ or public/images/ is a link; 'wx' never writes over a file that appeared meanwhile.
  const file = editablePath(root, `public/images/${name}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, bytes, { flag: 'wx' });
  const { width, height } = await imageFacts(file);
  const refuse = (message: string) => {
    rmSync(file);
    throw new Refused(400, message);
  };
  if (!width || !height)
    refuse(
      `"${original}" does not say its size: give its <svg> tag a width and a height (or a viewBox), then drop it again.`,
    );
  else if (width > maxSide || height > maxSide)
    refuse(
      `"${original}" is ${width}×${height} pixels; an image may be at most ${maxSide} pixels wide and high. Save it at most 2000 pixels wide, then drop it again.`,
    );
  return { src: `/images/${name}`, width: Math.round(width!), height: Math.round(height!) };
}
