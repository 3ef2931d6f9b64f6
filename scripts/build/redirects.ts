// The redirects a build writes: site.yaml's short paths and every page's old paths, as static
// pages (hosts that read no rules file) and as dist/_redirects (Netlify, Cloudflare Pages).
import type { Site } from '../../src/generated/types.ts';
import type { RouteEntry } from '../lib/page-entry.ts';
import { canonicalUrl } from './head.ts';
import { escapeHtml } from '../lib/html.ts';
import { assertWritable } from '../check/link-characters.ts';

export interface Redirect {
  from: string;
  to: string;
}

/** site.yaml's short paths and every page's old paths, each sent on to its route. */
export function redirectsOf(site: Site, entries: RouteEntry[]): Redirect[] {
  return [
    ...(site.redirects ?? []).map((redirect) => ({ from: redirect.from, to: redirect.to })),
    ...entries.flatMap((entry) => (entry.data.redirectFrom ?? []).map((from) => ({ from, to: entry.path }))),
  ];
}

/** A static redirect page for hosts that do not read _redirects. */
export function redirectPage(site: Pick<Site, 'baseUrl'>, to: string): string {
  const url = escapeHtml(to.startsWith('/') ? canonicalUrl(site, to) : to);
  const href = escapeHtml(to);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><link rel="canonical" href="${url}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${href}"></head><body><p>This page has moved to <a href="${href}">${url}</a>.</p></body></html>`;
}

/** dist/_redirects: one "from to 301" line a redirect, so no value may hold a space or line break. */
export function redirectsFile(redirects: Redirect[]): string {
  return redirects
    .map(({ from, to }) => `${assertWritable(from, '_redirects')} ${assertWritable(to, '_redirects')} 301\n`)
    .join('');
}
