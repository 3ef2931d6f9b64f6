import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { pageEntries } from '../../scripts/generate/pages.ts';
import { headTags } from '../../scripts/build/head.ts';
import { interFont } from '../../scripts/build/inter-font.ts';
import {
  renderShareImage,
  shareImageSvg,
  titleLayout,
  titleWords,
  writeShareImages,
} from '../../scripts/build/share-image.ts';

const root = join(import.meta.dirname, '..', '..');
const content = await checkContent(root);
const entries = pageEntries(content.site!, content.pages);
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('share images', () => {
  it('are 1200×630 PNGs', async () => {
    const png = renderShareImage('RankSuite Pricing: Free and Premium SEO Plans', 'RankSuite', 'ranksuite.com');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('carry the right checksum of their pixels (an image viewer may refuse one that does not)', () => {
    for (const title of ['About RankSuite', 'Robots & Sitemap: what search engines may crawl and where to find it']) {
      const png = renderShareImage(title, 'RankSuite', 'ranksuite.com');
      const data: Buffer[] = [];
      for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at))
        if (png.toString('latin1', at + 4, at + 8) === 'IDAT')
          data.push(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
      // inflateSync throws on a wrong Adler-32: an RGB row of 1200 pixels and its filter byte, 630 rows.
      expect(inflateSync(Buffer.concat(data)).length).toBe(630 * (1200 * 3 + 1));
    }
  });

  const titles = ['RankSuite Pricing: Free and Premium SEO Plans', 'About RankSuite', 'Robots & Sitemap <beta>'];
  const pixels = async (png: Buffer) => sharp(png).raw().toBuffer();
  const drawnWhole = (svg: string) => {
    const { pixels: rgba } = new Resvg(svg, { font: interFont }).render();
    return sharp(rgba, { raw: { width: 1200, height: 630, channels: 4 } })
      .removeAlpha()
      .raw()
      .toBuffer();
  };
  const differences = (expected: Buffer, actual: Buffer) => {
    let largest = 0;
    let sum = 0;
    for (let index = 0; index < expected.length; index += 1) {
      const difference = Math.abs(expected[index] - actual[index]);
      largest = Math.max(largest, difference);
      sum += difference;
    }
    return { largest, mean: sum / expected.length };
  };

  it('show the pixels resvg draws for the whole design with each word where the image puts it, to within rounding', async () => {
    for (const title of titles) {
      const { fontSize } = titleLayout(title, 'RankSuite');
      const words = titleWords(title, 'RankSuite')
        .map(
          ({ word, x, baseline }) =>
            `<text x="${x}" y="${baseline}" font-family="Inter" font-weight="700" font-size="${fontSize}" fill="#fff">${word.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</text>`,
        )
        .join('');
      const svg = shareImageSvg(title, 'RankSuite', 'ranksuite.com').replace(
        /<text [^>]*><tspan[\s\S]*?<\/text>/,
        words,
      );
      const { largest } = differences(
        await drawnWhole(svg),
        await pixels(renderShareImage(title, 'RankSuite', 'ranksuite.com')),
      );
      expect(largest, title).toBeLessThanOrEqual(1);
    }
  });

  // Words start at whole pixels, up to half a pixel from where the line would put them: on
  // average under a level in 255 from the title drawn in one piece, which the eye cannot tell.
  it('look like the whole design drawn in one piece', async () => {
    for (const title of titles) {
      const { mean } = differences(
        await drawnWhole(shareImageSvg(title, 'RankSuite', 'ranksuite.com')),
        await pixels(renderShareImage(title, 'RankSuite', 'ranksuite.com')),
      );
      expect(mean, title).toBeLessThan(0.5);
    }
  });

  it('fit every page title inside the margins in at most three lines of Inter Bold', () => {
    for (const { data } of entries) {
      const { fontSize, lines } = titleLayout(data.meta.title, 'RankSuite');
      expect(lines.length, data.meta.title).toBeLessThanOrEqual(3);
      for (const line of lines) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="200"><text x="0" y="100" font-family="Inter" font-weight="700" font-size="${fontSize}">${line.replace(/&/g, '&amp;')}</text></svg>`;
        expect(new Resvg(svg, { font: interFont }).getBBox()!.width, line).toBeLessThanOrEqual(1200 - 2 * 80);
      }
    }
  });

  it('break after the title\'s own colon or dash, without the "| RankSuite" ending the image already shows', () => {
    expect(titleLayout('AI Writing Suite - Drafts in Under a Minute | RankSuite', 'RankSuite').lines).toEqual([
      'AI Writing Suite -',
      'Drafts in Under a Minute',
    ]);
    expect(titleLayout('Role-Based Access Control for WordPress SEO', 'RankSuite').lines).toEqual([
      'Role-Based Access Control',
      'for WordPress SEO',
    ]);
    expect(titleLayout('About RankSuite', 'RankSuite')).toEqual({ fontSize: 76, lines: ['About RankSuite'] });
  });

  it('escape titles for SVG', () => {
    expect(shareImageSvg('Robots & Sitemap <beta>', 'RankSuite', 'ranksuite.com')).toContain(
      'Robots &amp; Sitemap &lt;beta&gt;',
    );
  });

  it('are written once per page without its own image, and a rebuild takes them from the cache', async () => {
    const pages = entries.slice(0, 3);
    const own = {
      ...pages[2],
      data: { ...pages[2].data, meta: { ...pages[2].data.meta, image: '/images/dashboard.png' } },
    };
    const work = mkdtempSync(join(tmpdir(), 'og-'));
    await writeShareImages(
      join(work, 'first'),
      join(work, 'cache'),
      [pages[0], pages[1], own],
      'RankSuite',
      'https://ranksuite.com',
    );
    expect(readdirSync(join(work, 'first')).sort()).toEqual([`${pages[0].page}.png`, `${pages[1].page}.png`].sort());
    const cached = readdirSync(join(work, 'cache'));
    expect(cached).toHaveLength(2);
    await writeShareImages(join(work, 'second'), join(work, 'cache'), [pages[0]], 'RankSuite', 'https://ranksuite.com');
    expect(readFileSync(join(work, 'second', `${pages[0].page}.png`))).toEqual(
      readFileSync(join(work, 'first', `${pages[0].page}.png`)),
    );
    expect(readdirSync(join(work, 'cache'))).toHaveLength(1);
  });

  it('are drawn again when the title or the address they show changes', async () => {
    const [page] = entries;
    const work = mkdtempSync(join(tmpdir(), 'og-'));
    const write = (title: string, baseUrl: string) =>
      writeShareImages(
        join(work, 'out'),
        join(work, 'cache'),
        [{ ...page, data: { ...page.data, meta: { ...page.data.meta, title } } }],
        'RankSuite',
        baseUrl,
      );
    await write('About RankSuite', 'https://ranksuite.com');
    const first = readdirSync(join(work, 'cache'));
    await write('About RankSuite', 'https://ranksuite.com');
    expect(readdirSync(join(work, 'cache'))).toEqual(first);
    await write('About the RankSuite team', 'https://ranksuite.com');
    const retitled = readdirSync(join(work, 'cache'));
    expect(retitled).toHaveLength(1);
    expect(retitled).not.toEqual(first);
    await write('About the RankSuite team', 'https://www.ranksuite.com');
    expect(readdirSync(join(work, 'cache'))).not.toEqual(retitled);
  });

  it("are announced in the head, and a page's own image overrides the generated one", () => {
    const pricing = entries.find((entry) => entry.path === '/pricing')!;
    expect(headTags(content.site!, '/pricing', 'pricing', pricing.data)).toContain(
      '<meta property="og:image" content="https://ranksuite.com/og/pricing.png" />',
    );
    const own = { ...pricing.data, meta: { ...pricing.data.meta, image: '/images/pricing-card.png' } };
    const tags = headTags(content.site!, '/pricing', 'pricing', own);
    expect(tags).toContain('<meta property="og:image" content="https://ranksuite.com/images/pricing-card.png" />');
    expect(tags).toContain('<meta name="twitter:image" content="https://ranksuite.com/images/pricing-card.png" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
});
