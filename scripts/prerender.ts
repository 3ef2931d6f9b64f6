// Renders every route to static HTML with one server bundle, loaded once.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page, Site } from '../src/generated/types.ts';
import type { PageEntry } from './generate.ts';
import { canonicalUrl, headTags, scriptJson } from './head.ts';

type Render = (url: string, page?: { name: string; data: Page }) => string;

// Replacer functions, not strings: a page text with "$&" or "$'" must reach the HTML as written.
export function fill(template: string, head: string, body: string, data: string) {
  return template.replace('<!--head-->', () => head).replace('<!--app-->', () => body).replace('<!--data-->', () => data);
}

function writePage(outDir: string, path: string, html: string) {
  const file = path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/** A static redirect page for hosts that do not read _redirects. */
function redirectPage(site: Site, to: string) {
  const url = to.startsWith('/') ? canonicalUrl(site, to) : to;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><link rel="canonical" href="${url}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${to}"></head><body><p>This page has moved to <a href="${to}">${url}</a>.</p></body></html>`;
}

export async function prerender(serverEntry: string, outDir: string, site: Site, entries: PageEntry[]) {
  const { render, prepare } = (await import(pathToFileURL(serverEntry).href)) as { render: Render; prepare: () => Promise<void> };
  await prepare();
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  mkdirSync(join(outDir, '_data'), { recursive: true });
  for (const entry of entries) {
    const body = render(entry.path, { name: entry.page, data: entry.data });
    const data = `<script id="page-data" type="application/json">${scriptJson({ name: entry.page, data: entry.data })}</script>`;
    writePage(outDir, entry.path, fill(template, headTags(site, entry.path, entry.data), body, data));
    writeFileSync(join(outDir, '_data', `${entry.page}.json`), JSON.stringify(entry.data));
  }
  const notFoundHead = [
    `<title>Page not found | ${site.name}</title>`,
    '<meta name="description" content="This page does not exist on ranksuite.com. Return to the home page to explore RankSuite, the AI SEO suite for WordPress." />',
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
  writeFileSync(join(outDir, '404.html'), fill(template, notFoundHead, render('/404'), ''));

  const redirects = [
    ...(site.redirects ?? []).map((redirect) => ({ from: redirect.from, to: redirect.to })),
    ...entries.flatMap((entry) => (entry.data.redirectFrom ?? []).map((from) => ({ from, to: entry.path }))),
  ];
  for (const redirect of redirects) writePage(outDir, redirect.from, redirectPage(site, redirect.to));
  writeFileSync(join(outDir, '_redirects'), redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`).join('\n') + '\n');
  return { pages: entries.length, redirects: redirects.length };
}
