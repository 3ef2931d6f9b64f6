// npm start's best-quality Brotli copies (scripts/lib/best-brotli.ts): made once per file version,
// off the request that asked, and only for text.
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BestBrotli } from '../../scripts/lib/best-brotli.ts';
import { longPage } from './long-page.ts';

const page = Buffer.from(longPage);

async function madeCopy(best: BestBrotli, name: string, version: string, body: Buffer) {
  for (let tries = 0; tries < 200; tries++) {
    const copy = best.of(name, version, body);
    if (copy) return copy;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no copy of ${name} was made`);
}

describe('best Brotli copies', () => {
  it('answer the first request with nothing, then with the file at the best quality', async () => {
    const best = new BestBrotli();
    expect(best.of('guide/index.html', 'v1', page)).toBeUndefined();
    const copy = await madeCopy(best, 'guide/index.html', 'v1', page);
    expect(brotliDecompressSync(copy).equals(page)).toBe(true);
    const quick = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(copy.length).toBeLessThan(quick.length);
  });

  it('make a new copy when the file changes, and none for images or fonts', async () => {
    const best = new BestBrotli();
    await madeCopy(best, 'index.html', 'v1', page);
    const changed = Buffer.concat([page, Buffer.from('<p>New</p>')]);
    expect(best.of('index.html', 'v2', changed)).toBeUndefined();
    expect(brotliDecompressSync(await madeCopy(best, 'index.html', 'v2', changed)).equals(changed)).toBe(true);
    expect(best.of('images/dashboard.avif', 'v1', page)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(best.of('images/dashboard.avif', 'v1', page)).toBeUndefined();
  });
});
