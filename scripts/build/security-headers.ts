// One source for what a host sends with dist/: the security headers, the cache rule and the
// files it keeps to itself. dist/_headers, the nginx example and npm start all use it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Site } from '../../src/generated/types.ts';
import { loaderHash } from './script-loader.ts';
import { themeScriptHash } from './theme-script.ts';
import { formOriginPattern } from '../check/links.ts';

/** What the content adds to the headers; every field is optional. */
interface HostingOptions {
  /** site.yaml's cspReportUrl: where browsers report what the policy blocked. */
  reportUrl?: string;
  /** The origins site.yaml's forms send to. */
  formOrigins?: string[];
}

/** The options the content gives, for the build's _headers and nginx example alike. */
export function hostingOptions(site: Site): HostingOptions {
  return { reportUrl: site.cspReportUrl, formOrigins: formOrigins(site) };
}

/**
 * The https origins site.yaml's forms send to, each once, for form-action (a submit before the
 * app has loaded) and connect-src (the app's fetch). A path on the site's own server is 'self'.
 * npm run check refuses any other address; the pattern keeps one that slipped past it out of
 * the header, where a quote or ; would change the policy.
 */
export function formOrigins(site: Pick<Site, 'forms'>): string[] {
  const origins = Object.values(site.forms ?? {}).flatMap(({ action }) =>
    URL.canParse(action) ? [new URL(action).origin] : [],
  );
  return [...new Set(origins.filter((origin) => formOriginPattern.test(origin)))];
}

export const cacheControl = {
  /** Vite's files under /assets/ carry a content hash in their name: a changed file is a new name. */
  assets: 'public, max-age=31536000, immutable',
  /** Pages and every other file: the browser asks each time (a 304 if unchanged), so a deploy shows at once. */
  revalidate: 'public, max-age=0, must-revalidate',
};
export const assetsPrefix = '/assets/';

/** Files the build writes into dist/ for the host, which hosts do not serve. */
export const hostFiles = ['_headers', '_redirects', 'nginx.conf.example'];

// Google's documented hosts for gtag.js and GA4 collection.
const analytics = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';
const reportGroup = 'csp';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The hash of the <style> sonner (the toasts) adds to the head, read from the installed package
 * so that an upgrade that changes its CSS changes the hash too.
 */
function sonnerStyleHash(): string {
  const file = createRequire(import.meta.url).resolve('sonner');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!literal)
    throw new Error(
      `${file} no longer adds its styles with __insertCSS("…"), so their hash for style-src cannot be computed: update sonnerStyleHash() in scripts/build/security-headers.ts.`,
    );
  return sha256(JSON.parse(literal) as string);
}

/** A URL as it may stand in a header: characters that would end a directive or a quoted string are percent-encoded. */
function headerUrl(url: string): string {
  return new URL(url).href.replace(
    /[;,'"\\]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function securityHeaders(options: HostingOptions = {}): Record<string, string> {
  const reportUrl = options.reportUrl && headerUrl(options.reportUrl);
  const forms = (options.formOrigins ?? []).map((origin) => ` ${origin}`).join('');
  const headers: Record<string, string> = {
    'Content-Security-Policy': [
      "default-src 'self'",
      // The hash and 'strict-dynamic' decide in browsers with CSP3 (scripts/build/script-loader.ts);
      // 'unsafe-inline', 'self' and https: are what CSP1 and CSP2 browsers, which ignore the
      // newer keywords, need to run the loader, the app and Google's tag.
      `script-src ${loaderHash} ${themeScriptHash} 'strict-dynamic' 'unsafe-inline' 'self' https:`,
      // sonner adds its <style> to the head empty, then fills it: each state is checked.
      `style-src 'self' ${sha256('')} ${sonnerStyleHash()}`,
      `img-src 'self' data: ${analytics}`,
      `connect-src 'self' ${analytics}${forms}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action 'self'${forms}`,
      "frame-ancestors 'none'",
      // report-uri for browsers without the Reporting API; report-to wins where it is known.
      ...(reportUrl ? [`report-uri ${reportUrl}`, `report-to ${reportGroup}`] : []),
    ].join('; '),
    // Two years, the figure hstspreload.org asks for; not 'preload', which is hard to undo and
    // is a decision for whoever owns the domain.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
  if (reportUrl) headers['Reporting-Endpoints'] = `${reportGroup}="${reportUrl}"`;
  return headers;
}

/**
 * dist/_headers, for Netlify and Cloudflare Pages. Only /assets/* sets Cache-Control: where two
 * rules match, Cloudflare joins their values, and both hosts already send cacheControl.revalidate
 * for every other file.
 */
export function headersFile(options: HostingOptions): string {
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `  ${name}: ${headerValue(name, value)}`);
  return [
    '/*',
    ...lines(securityHeaders(options)),
    `${assetsPrefix}*`,
    ...lines({ 'Cache-Control': cacheControl.assets }),
    '',
  ].join('\n');
}

/** A value that would end its line in _headers (a line break, any control character) stops the build. */
function headerValue(name: string, value: string): string {
  if (/[\u0000-\u001f\u007f]/.test(value))
    throw new Error(
      `The ${name} header would hold a line break or control character, so it cannot be written to _headers: ${JSON.stringify(value)}.`,
    );
  return value;
}
