// `npm run serve -- --https` (scripts/serve.ts), as the benchmark's Lighthouse uses it: HTTPS and
// HTTP/2, with the same answers as over HTTP/1.1 (tests/unit/serve.test.ts has those in full).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type ClientHttp2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '../../scripts/build/security-headers.ts';
import { serveDist } from '../../scripts/lib/serve-dist.ts';

const root = mkdtempSync(join(tmpdir(), 'serve-https-'));
let server: Awaited<ReturnType<typeof serveDist>> | undefined;
let session: ClientHttp2Session;
let origin = '';

beforeAll(async () => {
  mkdirSync(join(root, 'dist', 'pricing'), { recursive: true });
  writeFileSync(
    join(root, 'dist', 'pricing', 'index.html'),
    `<h1>Pricing</h1>${'<p>Plans and prices.</p>'.repeat(50)}`,
  );
  writeFileSync(join(root, 'dist', '404.html'), '<h1>Page not found</h1>');
  writeFileSync(join(root, 'dist', '_headers'), headersFile({}));
  writeFileSync(join(root, 'dist', '_redirects'), '/plans /pricing 301\n');
  server = await serveDist(root, { https: true });
  origin = server.origin;
  // The certificate is made for localhost at the server's start: no authority signed it.
  session = connect(origin, { rejectUnauthorized: false });
});

afterAll(() => {
  session?.close();
  server?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** One request over the HTTP/2 session: its status, headers and body as sent. */
function request(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let answered: Record<string, string | string[] | undefined> = {};
    stream.on('response', (received) => {
      answered = received;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ headers: answered, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end();
  });
}

describe('npm run serve -- --https', () => {
  it('answers over HTTP/2 with the page, compressed, and the headers of _headers', async () => {
    const { headers, body } = await request('/pricing', { 'accept-encoding': 'br' });
    expect(headers[':status']).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toMatch(/^<h1>Pricing<\/h1>/);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the redirects of _redirects and the 404 page', async () => {
    const moved = await request('/plans');
    expect([moved.headers[':status'], moved.headers.location]).toEqual([301, '/pricing']);
    const missing = await request('/no-such-page');
    expect(missing.headers[':status']).toBe(404);
    expect(missing.body.toString()).toBe('<h1>Page not found</h1>');
  });
});
