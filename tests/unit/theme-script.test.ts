import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../scripts/build/security-headers.ts';
import { themeScript, withThemeScript } from '../../scripts/build/theme-script.ts';

const indexHtml = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

describe('the theme script', () => {
  const html = withThemeScript(indexHtml);
  const script = /<head>\s*<script>([^<]+)<\/script>/.exec(html)?.[1];

  it('comes first in <head>, before the stylesheet can paint anything', () => {
    expect(script).toBeDefined();
  });

  it('is allowed by the Content-Security-Policy by its hash', () => {
    const hash = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
    const scriptSrc = securityHeaders()
      ['Content-Security-Policy'].split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(hash);
  });

  // The script run against a stand-in page: its cookie, and whether the system prefers dark.
  const classAfter = (cookie: string, systemDark: boolean) => {
    let dark: boolean | undefined;
    const document = { cookie, documentElement: { classList: { toggle: (_: string, on: boolean) => (dark = on) } } };
    const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark });
    new Function('document', 'matchMedia', themeScript)(document, matchMedia);
    return dark;
  };

  it("follows the choice kept in the cookie, whatever the system's preference", () => {
    expect(classAfter('theme=dark', false)).toBe(true);
    expect(classAfter('_ga=GA1.1; theme=light; other=1', true)).toBe(false);
  });

  it('follows the system with no choice kept, or a cookie it does not know', () => {
    expect(classAfter('', true)).toBe(true);
    expect(classAfter('', false)).toBe(false);
    expect(classAfter('mytheme=dark; theme=darkest', false)).toBe(false);
  });

  it('reads no localStorage: the first read of a page took 2–18 ms before the first paint', () => {
    expect(themeScript).not.toContain('localStorage');
  });
});
