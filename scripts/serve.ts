// Serves dist/ as a static host would, for npm start, the e2e tests and Lighthouse: a route's
// index.html, for an unknown path 404.html with status 404, the headers of dist/_headers, the
// 301s of dist/_redirects and the rules of the nginx example (405 for methods other than GET and
// HEAD, no trailing slash, host files hidden). Like Netlify, Cloudflare or nginx with gzip on,
// it compresses what it sends, so Lighthouse measures what visitors get: text at Brotli's best
// once a file has been asked for (lib/best-brotli.ts), as a host that compresses ahead sends it.
//
// `--https` serves over HTTPS and HTTP/2, as hosts and the nginx example do, with a certificate
// made for localhost at start (a browser warns about it): the benchmark's Lighthouse uses it, as a
// phone's page load over one HTTP/2 connection is not the one over six HTTP/1.1 connections.
//
// Nothing is listed or cached at start: each request looks at dist/ as it is then, so the
// server goes on serving while `npm run build` renames a new dist/ into place, and a file that
// vanishes between two steps of a request is a 404, never an error that stops the server.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { constants } from 'node:zlib';
import compression from 'compression';
import { cacheControl, hostFiles } from './build/security-headers.ts';
import { BestBrotli } from './lib/best-brotli.ts';
import { contentTypes } from './lib/content-types.ts';

const dist = join(process.cwd(), 'dist');
const port = Number(process.env.PORT ?? 4173);

/** A file of dist/, or undefined if it is missing now (a rebuild may have just replaced dist/). */
const readDist = (name: string) => readFile(join(dist, name)).catch(() => undefined);

/** dist/_headers as Netlify reads it: a path (`*` matches anything) and its indented `Name: value` lines. */
function headerRules(text: string) {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({
        pattern: new RegExp(
          `^${line
            .trim()
            .split('*')
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.*')}$`,
        ),
        headers: [],
      });
    } else if (rules.length > 0) {
      const colon = line.indexOf(':');
      rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

async function setHeaders(response: ServerResponse, path: string) {
  // Netlify's and Cloudflare Pages' own default, which _headers overrides for /assets/*.
  response.setHeader('Cache-Control', cacheControl.revalidate);
  for (const rule of headerRules((await readDist('_headers'))?.toString() ?? '')) {
    if (rule.pattern.test(path)) for (const [name, value] of rule.headers) response.setHeader(name, value);
  }
}

/** The 301 target of dist/_redirects for this path, if any (`from to 301` a line). */
async function redirectOf(path: string) {
  const lines = ((await readDist('_redirects'))?.toString() ?? '').split('\n').map((line) => line.trim().split(/\s+/));
  return lines.find(([from]) => from === path)?.[1];
}

/** The file a path names: itself, or its folder's index.html, as nginx's try_files $uri $uri/index.html. */
async function fileOf(path: string) {
  // normalize() resolves "..": from an absolute path it never goes above dist/.
  const name = normalize(path).replace(/^\/+/, '');
  if (hostFiles.includes(name) || name === '404.html') return undefined;
  for (const candidate of [name, join(name, 'index.html')]) {
    const found = await stat(join(dist, candidate)).catch(() => undefined);
    if (found?.isFile()) return { name: candidate, size: found.size, modified: found.mtimeMs };
  }
  return undefined;
}

async function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400).end('The address is not valid.');
    return;
  }
  await setHeaders(response, path);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const to = /^\/.+\/$/.test(path) ? `${url.pathname.replace(/\/+$/, '') || '/'}${url.search}` : await redirectOf(path);
  if (to) {
    response.writeHead(301, { Location: to }).end();
    return;
  }
  const file = await fileOf(path);
  const body = file && (await readDist(file.name));
  if (!file || !body) {
    const page = await readDist('404.html');
    // A missing file under /assets/ is no hashed file: the year-long rule is not for it.
    response.writeHead(404, {
      'Cache-Control': cacheControl.revalidate,
      'Content-Type': page ? contentTypes['.html'] : contentTypes['.txt'],
    });
    response.end(page ?? 'Page not found. dist/ has no 404.html: run npm run build.');
    return;
  }
  const etag = `W/"${file.size}-${Math.floor(file.modified)}"`;
  response.setHeader('ETag', etag);
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304).end();
    return;
  }
  // Brotli's best copy once made (best-brotli.ts), else the build's gzipped copy of a bundle, sent
  // as it is: compression() leaves an encoded body alone, and compresses the rest on the fly.
  const accepted = request.headers['accept-encoding'] ?? '';
  const best = /\bbr\b/.test(accepted) ? bestBrotli.of(file.name, etag, body) : undefined;
  const gzipped = !best && /\bgzip\b/.test(accepted) && (await readDist(`${file.name}.gz`));
  if (best) response.setHeader('Content-Encoding', 'br');
  else if (gzipped) response.setHeader('Content-Encoding', 'gzip');
  const sent = best || gzipped || body;
  response.writeHead(200, {
    'Content-Type': contentTypes[extname(file.name)] ?? 'application/octet-stream',
    'Content-Length': sent.length,
    Vary: 'Accept-Encoding',
  });
  response.end(request.method === 'HEAD' ? undefined : sent);
}

const bestBrotli = new BestBrotli();
// A first request is compressed as it is sent: at quality 6 rather than compression()'s quick 4,
// ~7% smaller for about a millisecond more a page: the longest guides' HTML 13.4 kB instead of
// 14.4 kB, which with the headers (1.2 kB) is about what a new connection's first round trip carries.
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } } });

function handle(request: IncomingMessage, response: ServerResponse) {
  compress(request as never, response as never, () => {
    answer(request, response).catch((error: unknown) => {
      console.error(`${request.method} ${request.url}: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}

const { values } = parseArgs({ options: { https: { type: 'boolean', default: false } } });
const server = values.https
  ? createSecureServer(
      {
        ...(await localhostCertificate()),
        // HTTP/1.1 too, for clients without HTTP/2, as hosts answer them.
        allowHTTP1: true,
      },
      // The compatibility API's request and response stand for node:http's.
      handle as never,
    )
  : createServer(handle);
server.listen(port, '127.0.0.1', () => {
  const { port: listening } = server.address() as { port: number };
  console.log(`Serving dist/ at ${values.https ? 'https' : 'http'}://localhost:${listening}`);
});

/** A self-signed certificate for localhost, made afresh: nothing to keep or to expire. */
async function localhostCertificate() {
  // Loaded only here: npm start has no use for it.
  const { generate } = await import('selfsigned');
  const made = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  return { key: made.private, cert: made.cert };
}
