import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { scriptLoader } from './scripts/build/script-loader.ts';
import { manifests } from './scripts/dev/vite-manifests.ts';
import { themeScriptTag } from './scripts/build/theme-script.ts';
import { darkDrawings } from './scripts/dev/dark-drawings.ts';
import { tailwindPlugin } from './scripts/lib/tailwind-plugin.ts';

/**
 * A fresh config (plugins hold state) for each use. scripts/build.ts passes it to its two
 * bundles directly: loading this file, Vite would bundle it and the scripts it imports once
 * per bundle, which took longer than the server bundle itself.
 */
export function siteConfig(): UserConfig {
  return {
    plugins: [
      react(),
      tailwindPlugin(),
      manifests(),
      compileHints(),
      scriptLoader(),
      themeScriptTag(),
      reactRouterForBrowsers(),
      darkDrawings(),
    ],
    // lazyBarrel: the bundler skips the thousands of Lucide icons no file imports,
    // which halves the client build and its memory. The output is the same.
    build: {
      target: 'es2022',
      cssCodeSplit: false,
      // The stylesheet is minified once, by Tailwind (tailwindPlugin() asks for it). Vite's second
      // pass wrote each colour again in hex, for browsers without lab() and oklch() colours (every
      // browser the site supports has them: Safari since 15.4, Firefox since 113), and one more copy
      // of each prefixed property: 2.3 kB, and ~0.1 s of the client bundle's CPU (PERFORMANCE.md).
      cssMinify: false,
      reportCompressedSize: false,
      // No polyfill for <link rel="modulepreload">: every browser the site supports has it (Safari
      // since 17, Firefox since 115), and without it a browser only loads the chunks when asked.
      // It was 0.24 kB of every page's gzipped JavaScript (issue 20).
      modulePreload: { polyfill: false },
      rolldownOptions: { experimental: { lazyBarrel: true } },
    },
    server: {
      port: 5173,
      // What builds write (a folder a page, and the spare dist/ a rebuild reuses) is no source.
      watch: { ignored: ['**/dist/**', '**/.build/**', '**/.cache/**'] },
    },
    // The prerender bundles the icons its pages use: loading the icon package whole from
    // node_modules (every icon) took each prerender thread 0.4 s. And the forms' schemas' zod:
    // its package loads 92 modules (64 of them locales' messages), ~0.1 s of each thread's start and
    // of a rebuild (the bundle takes ~0.1 s longer to make, once, and its copy is cached).
    ssr: { noExternal: ['lucide', 'zod'] },
  };
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): the browser compiles
 * every function of the app's entry chunk while the chunk streams in, off the main thread,
 * instead of one at a time on the main thread as hydration first calls them. In Lighthouse's
 * mobile run, Total Blocking Time went from up to 250 ms a run to 0–80 ms (PERFORMANCE.md).
 * Added after minifying, which drops comments; the browser bundle only.
 */
function compileHints(): Plugin {
  return {
    name: 'ranksuite-compile-hints',
    apply: 'build',
    // Rolldown writes what it minified and ignores changes made to a chunk's code before,
    // so the hint goes into the written file.
    writeBundle({ dir }, bundle) {
      if (this.environment.config.consumer !== 'client' || !dir) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const file = join(dir, chunk.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/**
 * Leaves the parts of react-router the site does not use out of the browser bundle (issue 20:
 * home's first-load JavaScript; 3.6 kB gzipped, measured with `npm run bench -- --only weight`):
 *
 * - Its production build. The package's exports name only its development build, with its
 *   development warnings, in every mode (remix-run/react-router#12532, "intended to be temporary");
 *   the production build ships beside it in dist/production.
 * - `/*@__PURE__*\/` on its module-level React.forwardRef, React.memo and React.createContext calls,
 *   and no module-level `X.displayName = "X"`. Unmarked calls, and a property written on what they
 *   return, make the bundler keep every component they make, used or not: Form, the data routers'
 *   <Routes>, their error pages, and what those call. These React functions only return an
 *   object, and displayName only names a component in React's developer tools (whose "ForwardRef"
 *   and "Context" labels then stand for Link, NavLink and the router's contexts).
 *
 * The prerender's bundle keeps Node's resolution of the package: it ships no JavaScript.
 */
function reactRouterForBrowsers(): Plugin {
  const production = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  const entries: Record<string, string> = {
    'react-router': join(production, 'index.mjs'),
    'react-router/dom': join(production, 'dom-export.mjs'),
  };
  return {
    name: 'ranksuite-react-router-for-browsers',
    // Before Vite's own resolver, which would follow the package's exports.
    enforce: 'pre',
    apply: 'build',
    resolveId(source) {
      if (this.environment.config.consumer === 'client' && source in entries) return entries[source];
    },
    transform(code, id) {
      if (this.environment.config.consumer !== 'client' || !id.startsWith(production)) return;
      return {
        code: code
          .replace(/\b(React\d*\.(?:forwardRef|memo|createContext)\()/g, '/* @__PURE__ */ $1')
          .replace(/^\w+\.displayName = "[\w.]+";$/gm, ''),
        map: null,
      };
    },
  };
}

export default defineConfig(siteConfig);
