import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { scriptLoader } from './scripts/build/script-loader.ts';
import { manifests } from './scripts/dev/vite-manifests.ts';
import { themeScriptTag } from './scripts/build/theme-script.ts';

/**
 * A fresh config (plugins hold state) for each use. scripts/build.ts passes it to its two
 * bundles directly: loading this file, Vite would bundle it and the scripts it imports once
 * per bundle, which took longer than the server bundle itself.
 */
export function siteConfig(): UserConfig {
  return {
    plugins: [react(), tailwindcss(), manifests(), compileHints(), scriptLoader(), themeScriptTag()],
    // lazyBarrel: the bundler skips the thousands of Lucide icons no file imports,
    // which halves the client build and its memory. The output is the same.
    build: {
      target: 'es2022',
      cssCodeSplit: false,
      reportCompressedSize: false,
      rolldownOptions: { experimental: { lazyBarrel: true } },
    },
    server: { port: 5173 },
    // The prerender bundles the icons its pages use: loading the icon package whole from
    // node_modules (every icon) took each prerender thread 0.4 s.
    ssr: { noExternal: ['lucide'] },
  };
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): the browser compiles
 * every function of the app's entry chunk while the chunk streams in, off the main thread,
 * instead of one at a time on the main thread as hydration first calls them. In Lighthouse's
 * mobile run, Total Blocking Time went from up to 250 ms a run to 0–80 ms (README, Performance).
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

export default defineConfig(siteConfig);
