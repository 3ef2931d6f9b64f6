// Serves dist/ as a static host would: a route's index.html, and for an unknown
// path 404.html with HTTP status 404 (vite preview would answer with the home page).
// Like Netlify, Cloudflare or nginx with gzip on, it compresses pages as it sends them,
// so Lighthouse measures what visitors get.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import compression from 'compression';
import { join } from 'node:path';
import sirv from 'sirv';
import { parse } from 'yaml';
import { securityHeaders } from './security-headers.ts';

const dist = join(process.cwd(), 'dist');
const port = Number(process.env.PORT ?? 4173);
const files = sirv(dist, { extensions: ['html'], dev: false, etag: true, gzip: true, setHeaders: (response) => setAll(response) });
// site.yaml's form addresses join the policy, as in dist/_headers.
const headers = securityHeaders(parse(readFileSync(join(process.cwd(), 'site.yaml'), 'utf8')) ?? {});

function setAll(response: import('node:http').ServerResponse) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}

const compress = compression();

createServer((request, response) => {
  compress(request as never, response as never, () => files(request, response, () => {
    setAll(response);
    response.statusCode = 404;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(readFileSync(join(dist, '404.html')));
  }));
}).listen(port, '127.0.0.1', () => console.log(`Serving dist/ at http://localhost:${port}`));
