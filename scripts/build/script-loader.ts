// Starts the app's module script from a small inline script that the Content-Security-Policy
// allows by its hash. With 'strict-dynamic', a hash or nonce is what allows a script, and the
// scripts an allowed script adds (the app's chunks, Google's tag) are allowed in turn. A hash
// cannot allow the <script src> Vite writes in every browser: CSP3 lets a hash match an external
// script with the same integrity attribute, but Safari blocks such a script under
// 'strict-dynamic' (WebKit bug 270784), and the chunks it imports would still be refused.
//
// The head keeps the fetch: <link rel="modulepreload"> downloads and compiles the entry as the
// <script> did, without blocking the first paint. The loader, last in the body, runs it once
// the page above it is parsed, as the deferred module script did. It reads the entry's name from
// that link, so its text, and so the hash in _headers and the nginx example, stays the same from
// build to build. The link takes the entry script's place, and Vite writes the preloads of the
// entry's imports after it, so the first one is the entry. The loader takes only a file of
// /assets/, which 'self' allows anyway: injected markup cannot make it load another site's script.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const loaderScript =
  "(()=>{const l=document.querySelector('link[rel=modulepreload][href^=\"/assets/\"]'),s=document.createElement('script');s.type='module';s.src=l.href;document.body.append(s)})()";

/** The hash-source that allows the loader, for script-src. */
export const loaderHash = `'sha256-${createHash('sha256').update(loaderScript).digest('base64')}'`;

const entryScript = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/** index.html as Vite wrote it, with the entry fetched by a modulepreload link and started by the loader. */
export function withScriptLoader(html: string): string {
  const entry = entryScript.exec(html);
  if (!entry)
    throw new Error(
      'index.html has no <script type="module" crossorigin src="/assets/…"> for the script loader to replace; see scripts/build/script-loader.ts.',
    );
  return html
    .replace(entry[0], () => `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    .replace('</body>', () => `<script>${loaderScript}</script>\n  </body>`);
}

/** The build's index.html, the template of every page, with the loader. */
export function scriptLoader(): Plugin {
  return {
    name: 'ranksuite-script-loader',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withScriptLoader(html) },
  };
}
