// One source for the security headers: dist/_headers, the nginx example and npm start all use it.
import type { Site } from '../src/generated/types.ts';

// Google's documented hosts for gtag.js and GA4 collection.
const googleTag = 'https://www.googletagmanager.com';
const analytics = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

/**
 * The https origins site.yaml's forms send to, each once, for form-action (a submit before the
 * app has loaded) and connect-src (the app's fetch). A path on the site's own server is 'self'.
 * npm run check refuses any other address; the pattern keeps one that slipped past it (npm run
 * serve reads site.yaml unchecked) out of the header, where a quote or ; would change the policy.
 */
export function formOrigins(site: Pick<Site, 'forms'>): string[] {
  const origins = Object.values(site.forms ?? {}).flatMap(({ action }) => (URL.canParse(action) ? [new URL(action).origin] : []));
  return [...new Set(origins.filter((origin) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/.test(origin)))];
}

export function securityHeaders(site: Pick<Site, 'forms'> = {}): Record<string, string> {
  const forms = formOrigins(site).map((origin) => ` ${origin}`).join('');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' ${googleTag}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: ${analytics}`,
      `connect-src 'self' ${analytics}${forms}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action 'self'${forms}`,
      "frame-ancestors 'none'",
    ].join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}

export function headersFile(site: Pick<Site, 'forms'> = {}): string {
  return `/*\n${Object.entries(securityHeaders(site)).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
}
