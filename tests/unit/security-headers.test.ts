import { join } from 'node:path';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import {
  evaluateForFailure,
  evaluateForSyntaxErrors,
  evaluateForWarnings,
} from 'csp_evaluator/dist/lighthouse/lighthouse_checks.js';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { pageEntries } from '../../scripts/generate/pages.ts';
import { nginxConfig } from '../../scripts/build/nginx.ts';
import { loaderHash } from '../../scripts/build/script-loader.ts';
import { themeScriptHash } from '../../scripts/build/theme-script.ts';
import { cacheControl, headersFile, hostingOptions, securityHeaders } from '../../scripts/build/security-headers.ts';
import type { Site } from '../../src/generated/types.ts';

const content = await checkContent(join(import.meta.dirname, '..', '..'));
const headers = securityHeaders();
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
const csp = directives(headers['Content-Security-Policy']);

describe('security headers', () => {
  it("allow scripts by the loader's hash and what it loads, with fallbacks for browsers before CSP3, and no framing", () => {
    expect(csp['script-src']).toBe(
      `script-src ${loaderHash} ${themeScriptHash} 'strict-dynamic' 'unsafe-inline' 'self' https:`,
    );
    expect(csp['object-src']).toBe("object-src 'none'");
    expect(csp['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining(['Referrer-Policy', 'Permissions-Policy', 'X-Content-Type-Options']),
    );
  });

  it('let the forms send to the origins site.yaml names, in form-action and connect-src, and to nothing else', () => {
    const forms = {
      contact: { action: 'https://forms.example.com/f/contact' },
      newsletter: { action: 'https://list.example.org:8443/join' },
    };
    const directive = (site: Pick<Site, 'forms'>, name: string) =>
      securityHeaders(hostingOptions(site as Site))
        ['Content-Security-Policy'].split('; ')
        .find((entry) => entry.startsWith(`${name} `));
    expect(directive({ forms }, 'form-action')).toBe(
      "form-action 'self' https://forms.example.com https://list.example.org:8443",
    );
    expect(directive({ forms }, 'connect-src')).toBe(
      `${directive({}, 'connect-src')} https://forms.example.com https://list.example.org:8443`,
    );
    // A path on the site's own server is 'self' already; an address the checker refuses never reaches the header.
    expect(
      securityHeaders(
        hostingOptions({
          forms: { contact: { action: '/api/contact' }, newsletter: { action: 'https://evil.example"; script-src *' } },
        } as Site),
      ),
    ).toEqual(securityHeaders({ formOrigins: [] }));
    expect(headersFile(hostingOptions({ forms } as Site))).toContain(
      "form-action 'self' https://forms.example.com https://list.example.org:8443",
    );
  });

  it("pass Lighthouse's csp-xss audit with no finding", () => {
    const parsed = new CspParser(headers['Content-Security-Policy']).csp;
    expect(
      [
        ...evaluateForFailure([parsed]),
        ...evaluateForWarnings([parsed]),
        ...evaluateForSyntaxErrors([parsed]).flat(),
      ].map((finding) => finding.description),
    ).toEqual([]);
  });

  it("allow no inline style but the toasts' own, by its hash", () => {
    // The first is the empty <style> sonner adds before filling it.
    expect(csp['style-src']).toMatch(
      /^style-src 'self' 'sha256-47DEQpj8HBSa\+\/TImW\+5JCeuQeRkm5NMpJWZG3hSuFU=' 'sha256-[A-Za-z0-9+/]{43}='$/,
    );
  });

  it('ask browsers to use https for two years', () => {
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it("send reports to site.yaml's cspReportUrl only when it is set, escaped so it cannot add a directive", () => {
    expect(csp['report-uri']).toBeUndefined();
    expect(headers['Reporting-Endpoints']).toBeUndefined();
    const reporting = securityHeaders({ reportUrl: "https://reports.example.com/csp;script-src 'unsafe-eval',x" });
    const policy = directives(reporting['Content-Security-Policy']);
    expect(policy['report-uri']).toBe(
      'report-uri https://reports.example.com/csp%3Bscript-src%20%27unsafe-eval%27%2Cx',
    );
    expect(policy['report-to']).toBe('report-to csp');
    expect(reporting['Reporting-Endpoints']).toBe(
      'csp="https://reports.example.com/csp%3Bscript-src%20%27unsafe-eval%27%2Cx"',
    );
    expect(policy['script-src']).toBe(csp['script-src']);
  });

  it('are written to _headers for every path, with a year-long cache for the hashed assets', () => {
    expect(headersFile({}).split('\n')).toEqual([
      '/*',
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ]);
  });

  it('refuse a header value that would break its line in _headers', () => {
    expect(() => headersFile({ formOrigins: ['https://a.example\n/*\n  Location: https://evil.example'] })).toThrow(
      'cannot be written to _headers',
    );
  });
});

describe('the nginx example', () => {
  const config = nginxConfig(content.site!, pageEntries(content.site!, content.pages));

  it('sends the same headers on every response, 404s included', () => {
    for (const [name, value] of Object.entries(securityHeaders({ reportUrl: content.site!.cspReportUrl }))) {
      expect(config).toContain(`  add_header ${name} "${value.replaceAll('"', '\\"')}" always;\n`);
    }
  });

  it('has the same cache rule as _headers and npm start', () => {
    expect(config).toContain(`  ~^/assets/ "${cacheControl.assets}";\n  default "${cacheControl.revalidate}";\n`);
    expect(config).toContain('  add_header Cache-Control $ranksuite_cache_control;\n');
    expect(config).not.toMatch(/expires/);
  });

  it('serves https with http/2 and sends plain http there', () => {
    expect(config).toContain('  listen 443 ssl http2;\n');
    expect(config).toMatch(/ssl_certificate \S+;\n\s+ssl_certificate_key \S+;/);
    expect(config).toContain(
      '  listen 80;\n  listen [::]:80;\n  server_name ranksuite.com;\n  return 301 https://ranksuite.com$request_uri;\n',
    );
  });

  it('answers 405 to methods other than GET and HEAD, and hides the files written for the host', () => {
    expect(config).toContain('  if ($request_method !~ ^(GET|HEAD)$) { return 405; }\n');
    expect(config).toContain('  add_header Allow "GET, HEAD" always;\n');
    for (const file of ['_headers', '_redirects', 'nginx.conf.example'])
      expect(config).toContain(`  location = "/${file}" { return 404; }\n`);
  });

  it('serves the 404 page with status 404 and sends each short path on with a 301', () => {
    expect(config).toContain('try_files $uri $uri/index.html =404;');
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toContain('rewrite ^/(.+)/$ /$1 permanent;');
    for (const redirect of content.site!.redirects ?? [])
      expect(config).toContain(`location = "${redirect.from}" { return 301 "${redirect.to}"; }`);
  });
});
