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

  // A modulepreload of the entry in the head made it a high-priority fetch that Lighthouse counts
  // as render-blocking, and Chrome compiled it on the main thread, without the compile hint.
  it('leaves the head without the entry, neither a script nor a modulepreload', () => {
    expect(html).toContain('<head>\n<link rel="stylesheet"');
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('index-C5hrWxlt.js');
    expect(html).not.toContain('<script type="module"');
  });

  const inline = [...html.matchAll(/<script data-entry="([^"]*)">(.*?)<\/script>/gs)];

  it('ends the body with one inline script, the one script-src allows by its hash, naming the entry', () => {
    expect(inline).toHaveLength(1);
    expect(inline[0][1]).toBe('/assets/index-C5hrWxlt.js');
    expect(`'sha256-${createHash('sha256').update(inline[0][2]).digest('base64')}'`).toBe(loaderHash);
    expect(html).toMatch(/<\/script>\n {2}<\/body><\/html>$/);
  });

  // The hash allows the loader's text whatever its attributes, so injected markup could copy it
  // with another address: it must load nothing but a file of /assets/.
  it.each([
    ['/assets/index-C5hrWxlt.js', ['module /assets/index-C5hrWxlt.js']],
    ['https://evil.example/assets/x.js', []],
    ['//evil.example/assets/x.js', []],
    ['/assets/../x.js', []],
  ])('runs %s as the module script: %j', (entry, expected) => {
    const appended: string[] = [];
    const document = {
      currentScript: { dataset: { entry } },
      createElement: () => ({}) as { type: string; src: string },
      body: { append: (script: { type: string; src: string }) => appended.push(`${script.type} ${script.src}`) },
    };
    new Function('document', inline[0][2])(document);
    expect(appended).toEqual(expected);
  });

  it('says where to look when Vite writes the entry another way', () => {
    expect(() => withScriptLoader('<html><body></body></html>')).toThrow(
      'index.html has no <script type="module" crossorigin src="/assets/…"> for the script loader to replace; see scripts/build/script-loader.ts.',
    );
  });
});
