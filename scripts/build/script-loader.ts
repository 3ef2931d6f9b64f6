// Starts the app's module script from a small inline script that the Content-Security-Policy
// allows by its hash. With 'strict-dynamic', a hash or nonce is what allows a script, and the
// scripts an allowed script adds (the app's chunks, Google's tag) are allowed in turn. A hash
// cannot allow the <script src> Vite writes in every browser: CSP3 lets a hash match an external
// script with the same integrity attribute, but Safari blocks such a script under
// 'strict-dynamic' (WebKit bug 270784), and the chunks it imports would still be refused.
//
// The loader, last in the body, runs the entry once the page above it is parsed, as the deferred
// module script did, and names it in a data-entry attribute: a hash covers a script's text, not
// its attributes, so the text, and so the hash in _headers and the nginx example, stays the same
// from build to build. For the same reason injected markup could copy the loader with another
// address, so it takes only a file of /assets/, which 'self' allows anyway.
//
// The head does not fetch the entry ahead. A <link rel="modulepreload"> there (this loader's first
// form) cost Lighthouse's mobile score 0.02–0.09 (TBT 100–350 ms, against 0–70 ms): it is a
// high-priority fetch that the simulation counts as render-blocking, and the chunk it fetched
// was compiled on the main thread without V8's compile hint (vite.config.ts), which applies only
// to a script the browser streams in as it runs it. The page is prerendered, so nothing visible
// waits for the script; the preloads of the entry's imports, which Vite writes, stay in the head.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const loaderScript = String.raw`(()=>{const e=document.currentScript.dataset.entry;if(!/^\/assets\/[\w.-]+\.js$/.test(e))return;const s=document.createElement('script');s.type='module';s.src=e;document.body.append(s)})()`;

/** The hash-source that allows the loader, for script-src. */
export const loaderHash = `'sha256-${createHash('sha256').update(loaderScript).digest('base64')}'`;

const entryScript = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/** index.html as Vite wrote it, with the entry's script replaced by the loader at the end of the body. */
export function withScriptLoader(html: string): string {
  const entry = entryScript.exec(html);
  if (!entry)
    throw new Error(
      'index.html has no <script type="module" crossorigin src="/assets/…"> for the script loader to replace; see scripts/build/script-loader.ts.',
    );
  // entryScript admits only [\w.-] in the name: nothing to escape in the attribute.
  return html
    .replace(entry[0], '')
    .replace('</body>', () => `<script data-entry="${entry[1]}">${loaderScript}</script>\n  </body>`);
}

/** The build's index.html, the template of every page, with the loader. */
export function scriptLoader(): Plugin {
  return {
    name: 'ranksuite-script-loader',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withScriptLoader(html) },
  };
}
