import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/content.ts';
import { pageEntries } from '../../scripts/generate.ts';
import { nginxConfig } from '../../scripts/nginx.ts';
import { headersFile, securityHeaders } from '../../scripts/security-headers.ts';

const content = await checkContent(join(import.meta.dirname, '..', '..'));
const headers = securityHeaders();

describe('security headers', () => {
  it('allow no inline script, no framing, and only Google\'s tag and analytics hosts', () => {
    const csp = Object.fromEntries(headers['Content-Security-Policy'].split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(csp['script-src']).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(csp['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(Object.keys(headers)).toEqual(expect.arrayContaining(['Referrer-Policy', 'Permissions-Policy', 'X-Content-Type-Options']));
  });

  it('are written to _headers for every path', () => {
    expect(headersFile().split('\n')).toEqual(['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), '']);
  });
});

describe('the nginx example', () => {
  const config = nginxConfig(content.site!, pageEntries(content.site!, content.pages));

  it('sends the same headers on every response, 404s included', () => {
    for (const [name, value] of Object.entries(headers)) expect(config).toContain(`  add_header ${name} "${value}" always;\n`);
  });

  it('serves the 404 page with status 404 and sends each short path on with a 301', () => {
    expect(config).toContain('try_files $uri $uri/index.html =404;');
    expect(config).toContain('error_page 404 /404.html;');
    for (const redirect of content.site!.redirects ?? []) expect(config).toContain(`location = "${redirect.from}" { return 301 "${redirect.to}"; }`);
  });
});
