import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../scripts/build/security-headers.ts';
import { withThemeScript } from '../../scripts/build/theme-script.ts';

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
});
