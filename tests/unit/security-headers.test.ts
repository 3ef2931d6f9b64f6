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

  it('let the forms send to the origins site.yaml names, in form-action and connect-src, and to nothing else', () => {
    const forms = { contact: { action: 'https://forms.example.com/f/contact' }, newsletter: { action: 'https://list.example.org:8443/join' } };
    const directive = (site: Parameters<typeof securityHeaders>[0], name: string) =>
      securityHeaders(site)['Content-Security-Policy'].split('; ').find((entry) => entry.startsWith(`${name} `));
    expect(directive({ forms }, 'form-action')).toBe("form-action 'self' https://forms.example.com https://list.example.org:8443");
    expect(directive({ forms }, 'connect-src')).toBe(`${directive({}, 'connect-src')} https://forms.example.com https://list.example.org:8443`);
    // A path on the site's own server is 'self' already; an address the checker refuses never reaches the header.
    expect(securityHeaders({ forms: { contact: { action: '/api/contact' }, newsletter: { action: 'https://evil.example"; script-src *' } } })).toEqual(securityHeaders({}));
    expect(headersFile({ forms })).toContain("form-action 'self' https://forms.example.com https://list.example.org:8443");
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
