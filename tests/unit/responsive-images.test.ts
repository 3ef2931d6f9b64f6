// The build's image step on a temporary site: raster images get WebP and AVIF copies at a few
// widths (never wider than the file), cached by content, and the page shows them in <picture>.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishResponsiveImages, planResponsiveImages } from '../../scripts/build/responsive-images.ts';
import { Picture, type PictureData } from '../../src/components/ui/Picture.tsx';
import { drawImage } from './draw-image.ts';

const dir = mkdtempSync(join(tmpdir(), 'responsive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const publicDir = join(dir, 'public');
const cacheDir = join(dir, '.cache', 'images');

async function build(out: string) {
  const images = {
    photo: { src: '/images/photo.jpg', alt: 'A photo', width: 800, height: 450 },
    small: { src: '/images/small.jpg', alt: 'A small one', width: 600, height: 400 },
    drawing: { src: '/images/drawing.svg', alt: 'A drawing', width: 800, height: 600 },
    heavy: { src: '/images/heavy.png', alt: 'A heavy one', width: 600, height: 400 },
  };
  const entries = [
    {
      path: '/',
      page: 'home',
      data: { sections: Object.values(images).map((image) => ({ type: 'screenshot', image })) },
    },
  ];
  mkdirSync(out, { recursive: true });
  cpSync(publicDir, out, { recursive: true }); // as Vite's public/ copy does
  const plan = await planResponsiveImages(entries as never, publicDir, cacheDir);
  publishResponsiveImages(out, plan);
  return images as Record<keyof typeof images, PictureData & { sources: NonNullable<PictureData['sources']> }>;
}

describe('responsive copies', () => {
  const first = join(dir, 'dist-1');
  let images: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    mkdirSync(join(publicDir, 'images'), { recursive: true });
    await drawImage(join(publicDir, 'images', 'photo.jpg'), 2000, 1125);
    await drawImage(join(publicDir, 'images', 'small.jpg'), 600, 400);
    await drawImage(join(publicDir, 'images', 'heavy.png'), 600, 400, { noise: true });
    cpSync(
      join(import.meta.dirname, '..', 'fixtures', 'valid', 'public', 'images', 'shot.svg'),
      join(publicDir, 'images', 'drawing.svg'),
    );
    images = await build(first);
  });

  it('come at 480, 960 and 1440 pixels wide, in AVIF then WebP', async () => {
    const [avif, webp] = images.photo.sources;
    expect(avif.type).toBe('image/avif');
    expect(webp.type).toBe('image/webp');
    expect(webp.srcSet).toMatch(
      /^\/_images\/photo-[0-9a-f]{12}-480\.webp 480w, \/_images\/photo-[0-9a-f]{12}-960\.webp 960w, \/_images\/photo-[0-9a-f]{12}-1440\.webp 1440w$/,
    );
    for (const { type, srcSet } of images.photo.sources) {
      for (const candidate of srcSet.split(', ')) {
        const [url, width] = candidate.split(' ');
        const meta = await sharp(join(first, url)).metadata();
        expect([`image/${meta.format === 'heif' ? 'avif' : meta.format}`, `${meta.width}w`]).toEqual([type, width]);
      }
    }
  });
  it('are never wider than the file', () => {
    expect(images.small.sources[1].srcSet).toMatch(
      /^\/_images\/small-[0-9a-f]{12}-480\.webp 480w, \/_images\/small-[0-9a-f]{12}-600\.webp 600w$/,
    );
  });
  it('leave SVG drawings as they are', () => {
    expect(images.drawing.sources).toBeUndefined();
    expect(images.drawing.src).toBe('/images/drawing.svg');
  });
  it('replace a file over 500 KB, which is left out of the site', () => {
    expect(existsSync(join(first, 'images', 'heavy.png'))).toBe(false);
    expect(images.heavy.src).toMatch(/^\/_images\/heavy-[0-9a-f]{12}-600\.webp$/);
    expect(existsSync(join(first, images.heavy.src))).toBe(true);
    expect(existsSync(join(first, 'images', 'photo.jpg'))).toBe(true);
  });
  it('are taken from the cache on the next build', async () => {
    const stamps = readdirSync(cacheDir).map((name) => [name, statSync(join(cacheDir, name)).mtimeMs]);
    const again = await build(join(dir, 'dist-2'));
    expect(readdirSync(cacheDir).map((name) => [name, statSync(join(cacheDir, name)).mtimeMs])).toEqual(stamps);
    expect(again.photo.sources).toEqual(images.photo.sources);
  });
  it('are shown in a <picture> that keeps width and height, so nothing jumps', () => {
    const html = renderToString(createElement(Picture, { image: images.small as never, className: 'shot' }));
    expect(html).toBe(
      `<picture><source type="image/avif" srcSet="${images.small.sources[0].srcSet}" sizes="(min-width: 1024px) 1024px, 100vw"/>` +
        `<source type="image/webp" srcSet="${images.small.sources[1].srcSet}" sizes="(min-width: 1024px) 1024px, 100vw"/>` +
        '<img src="/images/small.jpg" alt="A small one" width="600" height="400" loading="lazy" decoding="async" class="shot"/></picture>',
    );
  });
});
