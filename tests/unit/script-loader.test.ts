import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loaderHash, withScriptLoader } from '../../scripts/build/script-loader.ts';

// index.html as Vite writes it: the entry as a module script in the head.
const vite = `<html><head><script type="module" crossorigin src="/assets/index-C5hrWxlt.js"></script>
<link rel="stylesheet" crossorigin href="/assets/style-BgoNhp36.css"></head>
<body><div id="root"><!--app--></div><!--data-->
  </body></html>`;

describe('script loader', () => {
  const html = withScriptLoader(vite);

  it('fetches the entry from the head without running it there', () => {
    expect(html).toContain('<head><link rel="modulepreload" crossorigin href="/assets/index-C5hrWxlt.js">\n');
    expect(html).not.toContain('<script type="module"');
  });

  it('ends the body with one inline script, the one script-src allows by its hash', () => {
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    expect(`'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`).toBe(loaderHash);
    expect(html).toMatch(/<\/script>\n {2}<\/body><\/html>$/);
  });

  it('says where to look when Vite writes the entry another way', () => {
    expect(() => withScriptLoader('<html><body></body></html>')).toThrow(
      'index.html has no <script type="module" crossorigin src="/assets/…"> for the script loader to replace; see scripts/build/script-loader.ts.',
    );
  });
});
