// One source for the security headers: dist/_headers, the nginx example and npm start all use it.
// Google's documented hosts for gtag.js and GA4 collection.
const googleTag = 'https://www.googletagmanager.com';
const analytics = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' ${googleTag}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: ${analytics}`,
      `connect-src 'self' ${analytics}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}

export function headersFile(): string {
  return `/*\n${Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
}
