// npm start's static server (scripts/serve.ts), run as its own process with plain node on a
// small dist/ made here, the way the e2e tests and Lighthouse use it.
import { get as httpGet } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, headersFile } from '../../scripts/build/security-headers.ts';
import { serveDist } from '../../scripts/lib/serve-dist.ts';
import { longPage } from './long-page.ts';

const root = mkdtempSync(join(tmpdir(), 'serve-'));
let server: Awaited<ReturnType<typeof serveDist>>;
let origin = '';
let exited = false;

/** A dist/ as the build leaves it, with one hashed asset named after `build`. */
function writeDist(folder: string, build: string) {
  mkdirSync(join(folder, 'assets'), { recursive: true });
  mkdirSync(join(folder, 'pricing'), { recursive: true });
  mkdirSync(join(folder, 'plans'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), `<h1>Home ${build}</h1>`);
  writeFileSync(join(folder, 'pricing', 'index.html'), '<h1>Pricing</h1>');
  writeFileSync(join(folder, 'plans', 'index.html'), '<meta http-equiv="refresh" content="0; url=/pricing">');
  writeFileSync(join(folder, '404.html'), '<h1>Page not found</h1>');
  mkdirSync(join(folder, 'guide'), { recursive: true });
  writeFileSync(join(folder, 'guide', 'index.html'), longPage);
  writeFileSync(join(folder, 'assets', `index-${build}.js`), `console.log('${build}');`);
  writeFileSync(join(folder, '_headers'), headersFile({}));
  writeFileSync(join(folder, '_redirects'), '/plans /pricing 301\n');
  writeFileSync(join(folder, 'nginx.conf.example'), 'server {}\n');
}

/** The build's last step: the new folder is renamed into place. */
function rebuild(build: string) {
  const next = join(root, '.build-dist');
  writeDist(next, build);
  rmSync(join(root, 'dist'), { recursive: true });
  renameSync(next, join(root, 'dist'));
}

/** The bytes the server sends for `path` with Brotli accepted, as they come (fetch would decode them). */
const sentBrotli = (path: string) =>
  new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) =>
    httpGet(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    }).on('error', reject),
  );

const get = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, { redirect: 'manual', ...init });

beforeAll(async () => {
  writeDist(join(root, 'dist'), 'first');
  server = await serveDist(root);
  server.child.on('exit', () => {
    exited = true;
  });
  origin = server.origin;
});

afterAll(() => {
  server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('npm start', () => {
  it('keeps serving while dist/ is replaced, and never exits on a request', async () => {
    expect((await get('/assets/index-first.js')).status).toBe(200);
    rebuild('second');
    expect((await get('/assets/index-first.js')).status).toBe(404);
    const fresh = await get('/assets/index-second.js');
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe("console.log('second');");
    expect(await (await get('/')).text()).toBe('<h1>Home second</h1>');

    rmSync(join(root, 'dist', '404.html'));
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    rebuild('third');
    expect((await get('/')).status).toBe(200);
    expect(exited).toBe(false);
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Page not found</h1>');
  });

  it('answers only GET and HEAD, with 405 and Allow for any other method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('/', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    const head = await get('/pricing', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('hides the host configuration files, as hosts do', async () => {
    for (const path of ['/_headers', '/_redirects', '/nginx.conf.example'])
      expect((await get(path)).status, path).toBe(404);
  });

  it('sends a path with a trailing slash to the path without it, and follows dist/_redirects, with 301 as nginx does', async () => {
    const slash = await get('/pricing/?plan=premium');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/pricing?plan=premium');
    const moved = await get('/plans');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/pricing');
    expect((await get('/pricing')).status).toBe(200);
  });

  it('sends the headers of dist/_headers, hashed assets cached for a year and every other file revalidated', async () => {
    const asset = await get('/assets/index-third.js');
    expect(asset.headers.get('cache-control')).toBe(cacheControl.assets);
    const page = await get('/pricing');
    expect(page.headers.get('cache-control')).toBe(cacheControl.revalidate);
    for (const response of [asset, page, await get('/no-such-page'), await get('/plans')]) {
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src /);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it("sends text at Brotli's best quality once a file has been asked for, and the first request without waiting for it", async () => {
    const first = await sentBrotli('/guide');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(longPage);
    // Quality 6, not the quick quality 4 that compression() uses by default: ~7% smaller for about
    // a millisecond more, which keeps a long guide inside a new connection's first round trip.
    const quick = brotliCompressSync(longPage, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(first.body.length).toBeLessThan(quick.length * 0.96);
    // The best copy is made off the request's path; the requests after it get it.
    await expect.poll(async () => (await sentBrotli('/guide')).body.length).toBeLessThan(first.body.length);
    const best = await sentBrotli('/guide');
    expect(brotliDecompressSync(best.body).toString()).toBe(longPage);
  });

  it('answers a repeated request for an unchanged file with 304', async () => {
    const first = await get('/pricing');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('/pricing', { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });
});
