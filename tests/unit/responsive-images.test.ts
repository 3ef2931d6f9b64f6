// The build's image step on a temporary site: raster images get WebP and AVIF copies at a few
// widths (never wider than the file), drawings with text get AVIF copies drawn by resvg, all
// cached by content, and the page shows them in <picture>.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { darkDrawing } from '../../scripts/build/dark-drawing.ts';
import { publishResponsiveImages, planResponsiveImages } from '../../scripts/build/responsive-images.ts';
import { Picture, type PictureData } from '../../src/components/ui/Picture.tsx';
import { mockupImage } from '../../src/lib/mockups.ts';
import { drawImage } from './draw-image.ts';

const dir = mkdtempSync(join(tmpdir(), 'responsive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const publicDir = join(dir, 'public');
const cacheDir = join(dir, '.cache', 'images');

let heroSources: unknown;
let heroDarkSources: unknown;

async function build(out: string) {
  const images = {
    photo: { src: '/images/photo.jpg', alt: 'A photo', width: 800, height: 450 },
    small: { src: '/images/small.jpg', alt: 'A small one', width: 600, height: 400 },
    drawing: { src: '/images/drawing.svg', alt: 'A drawing', width: 800, height: 600 },
    mockup: { src: '/images/mockup.svg', alt: 'A mock-up', width: 400, height: 300 },
    heavy: { src: '/images/heavy.png', alt: 'A heavy one', width: 600, height: 400 },
  };
  const hero: { mockup: string; mockupSources?: unknown; mockupDarkSources?: unknown } = { mockup: 'team' };
  const entries = [
    {
      path: '/',
      page: 'home',
      data: {
        sections: [
          ...Object.values(images).map((image) => ({ type: 'screenshot', image })),
          { type: 'hero', media: hero },
        ],
      },
    },
  ];
  mkdirSync(out, { recursive: true });
  cpSync(publicDir, out, { recursive: true }); // as Vite's public/ copy does
  const given = structuredClone(entries[0].data);
  const plan = await planResponsiveImages(entries as never, publicDir, cacheDir);
  await publishResponsiveImages(out, plan);
  // The copies go into a copy of the page's data: what it was given, which the check's memo
  // holds until the build saves it after the prerender, is as it was.
  expect(entries[0].data).not.toEqual(given);
  expect({
    sections: [...Object.values(images).map((image) => ({ type: 'screenshot', image })), { type: 'hero', media: hero }],
  }).toEqual(given);
  const planned = entries[0].data.sections as unknown as { image?: unknown; media?: typeof hero }[];
  const plannedHero = planned.at(-1)!.media!;
  heroSources = plannedHero.mockupSources;
  heroDarkSources = plannedHero.mockupDarkSources;
  return Object.fromEntries(Object.keys(images).map((name, index) => [name, planned[index].image])) as Record<
    keyof typeof images,
    PictureData & { sources: NonNullable<PictureData['sources']>; darkSources: NonNullable<PictureData['sources']> }
  >;
}

const ownDarkCopy =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#000"/></svg>';

// Black words across the middle of a white card, as the product mock-ups are drawn.
const mockup = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" font-family="Inter, sans-serif">
<rect width="400" height="300" fill="#fff"/><text x="200" y="160" font-size="40" font-weight="700" text-anchor="middle" fill="#000">RankSuite SEO</text></svg>`;

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
    writeFileSync(join(publicDir, 'images', 'mockup.svg'), mockup);
    // An editor's own dark copy of the drawing without text.
    writeFileSync(join(publicDir, 'images', 'drawing.dark.svg'), ownDarkCopy);
    cpSync(
      join(import.meta.dirname, '..', '..', 'public', 'images', 'team.svg'),
      join(publicDir, 'images', 'team.svg'),
    );
    images = await build(first);
  });

  it('come at 480, 768, 960 and 1440 pixels wide, in AVIF then WebP', async () => {
    const [avif, webp] = images.photo.sources;
    expect(avif.type).toBe('image/avif');
    expect(webp.type).toBe('image/webp');
    expect(webp.srcSet).toMatch(
      /^\/_images\/photo-[0-9a-f]{12}-480\.webp 480w, \/_images\/photo-[0-9a-f]{12}-768\.webp 768w, \/_images\/photo-[0-9a-f]{12}-960\.webp 960w, \/_images\/photo-[0-9a-f]{12}-1440\.webp 1440w$/,
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
  it('leave SVG drawings without text as they are', () => {
    expect(images.drawing.sources).toBeUndefined();
    expect(images.drawing.darkSources).toBeUndefined();
    expect(images.drawing.src).toBe('/images/drawing.svg');
  });
  it("write each drawing's dark copy beside it, unless the editor drew one", () => {
    for (const name of ['mockup', 'team']) {
      const light = readFileSync(join(publicDir, 'images', `${name}.svg`), 'utf8');
      expect(readFileSync(join(first, 'images', `${name}.dark.svg`), 'utf8')).toBe(darkDrawing(light));
    }
    expect(readFileSync(join(first, 'images', 'drawing.dark.svg'), 'utf8')).toBe(ownDarkCopy);
  });
  it('draw the dark copy of a drawing with text as AVIF too: light words on a dark card', async () => {
    const [avif, ...others] = images.mockup.darkSources;
    expect(others).toEqual([]);
    expect(avif.srcSet).toMatch(
      /^\/_images\/mockup-dark-[0-9a-f]{12}-480\.avif 480w, \/_images\/mockup-dark-[0-9a-f]{12}-768\.avif 768w, \/_images\/mockup-dark-[0-9a-f]{12}-960\.avif 960w, \/_images\/mockup-dark-[0-9a-f]{12}-1440\.avif 1440w$/,
    );
    const widest = join(first, avif.srcSet.split(', ').at(-1)!.split(' ')[0]);
    const { data, info } = await sharp(widest).flatten().raw().toBuffer({ resolveWithObject: true });
    const inRow = (y: number, test: (value: number) => boolean) =>
      Array.from({ length: info.width }, (_, x) => data[(y * info.width + x) * info.channels]).filter(test).length;
    expect(inRow(Math.round(1080 * 0.5), (value) => value > 150)).toBeGreaterThan(50);
    expect(inRow(Math.round(1080 * 0.9), (value) => value > 60)).toBe(0);
  });
  it('draw a drawing with text as AVIF at every width, in its own shape, keeping the SVG for other browsers', async () => {
    expect(images.mockup.src).toBe('/images/mockup.svg');
    const [avif, ...others] = images.mockup.sources;
    expect(others).toEqual([]);
    expect(avif.type).toBe('image/avif');
    expect(avif.srcSet).toMatch(
      /^\/_images\/mockup-[0-9a-f]{12}-480\.avif 480w, \/_images\/mockup-[0-9a-f]{12}-768\.avif 768w, \/_images\/mockup-[0-9a-f]{12}-960\.avif 960w, \/_images\/mockup-[0-9a-f]{12}-1440\.avif 1440w$/,
    );
    const widest = join(first, avif.srcSet.split(', ').at(-1)!.split(' ')[0]);
    expect(await sharp(widest).metadata()).toMatchObject({ width: 1440, height: 1080 });
    // The words are drawn (with the Inter font files), not left out: the text's row has dark ink.
    const { data, info } = await sharp(widest)
      .flatten({ background: '#fff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const darkInRow = (y: number) =>
      Array.from({ length: info.width }, (_, x) => data[(y * info.width + x) * info.channels]).filter((v) => v < 100)
        .length;
    expect(darkInRow(Math.round(1080 * 0.5))).toBeGreaterThan(50);
    expect(darkInRow(Math.round(1080 * 0.9))).toBe(0);
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
  it('are written beside a mock-up named in the data, which shows them', () => {
    expect(heroSources).toEqual([
      { type: 'image/avif', srcSet: expect.stringMatching(/^\/_images\/team-[0-9a-f]{12}-480\.avif 480w, /) },
    ]);
    expect(heroDarkSources).toEqual([
      { type: 'image/avif', srcSet: expect.stringMatching(/^\/_images\/team-dark-[0-9a-f]{12}-480\.avif 480w, /) },
    ]);
    const image = mockupImage({
      mockup: 'team',
      mockupSources: heroSources as never,
      mockupDarkSources: heroDarkSources as never,
    });
    expect(image).toMatchObject({ src: '/images/team.svg', sources: heroSources, darkSources: heroDarkSources });
  });
  it('ask for the image of the first screen at high priority, and for its dark copy only when shown', () => {
    const html = renderToString(
      createElement(Picture, { image: images.mockup as never, sizes: '(min-width: 1024px) 612px, 100vw', eager: true }),
    );
    const sources = (list: { type: string; srcSet: string }[]) =>
      list
        .map(
          ({ type, srcSet }) => `<source type="${type}" srcSet="${srcSet}" sizes="(min-width: 1024px) 612px, 100vw"/>`,
        )
        .join('');
    expect(html).toBe(
      `<picture class="drawing-light">${sources(images.mockup.sources)}` +
        '<img src="/images/mockup.svg" alt="A mock-up" width="400" height="300" fetchPriority="high" decoding="async"/></picture>' +
        `<picture class="drawing-dark">${sources(images.mockup.darkSources)}` +
        '<img src="/images/mockup.dark.svg" alt="A mock-up" width="400" height="300" loading="lazy" decoding="async"/></picture>',
    );
  });
  it('show a dark copy used as an image of its own alone, without a copy of a copy', () => {
    const image = { src: '/images/drawing.dark.svg', alt: 'A night scene', width: 800, height: 600 };
    expect(renderToString(createElement(Picture, { image, sizes: '100vw' }))).toBe(
      '<img src="/images/drawing.dark.svg" alt="A night scene" width="800" height="600" loading="lazy" decoding="async"/>',
    );
  });
  it('are shown in a <picture> that keeps width and height, so nothing jumps', () => {
    const html = renderToString(
      createElement(Picture, { image: images.small as never, sizes: '100vw', className: 'shot' }),
    );
    expect(html).toBe(
      `<picture><source type="image/avif" srcSet="${images.small.sources[0].srcSet}" sizes="100vw"/>` +
        `<source type="image/webp" srcSet="${images.small.sources[1].srcSet}" sizes="100vw"/>` +
        '<img src="/images/small.jpg" alt="A small one" width="600" height="400" loading="lazy" decoding="async" class="shot"/></picture>',
    );
  });
});
