import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { manifests } from './scripts/vite-manifests.ts';

/**
 * A fresh config (plugins hold state) for each use. scripts/build.ts passes it to its two
 * bundles directly: loading this file, Vite would bundle it and the scripts it imports once
 * per bundle, which took longer than the server bundle itself.
 */
export function siteConfig(): UserConfig {
  return {
    plugins: [react(), tailwindcss(), manifests()],
    // lazyBarrel: the bundler skips the thousands of Lucide icons no file imports,
    // which halves the client build and its memory. The output is the same.
    build: { target: 'es2022', cssCodeSplit: false, reportCompressedSize: false, rolldownOptions: { experimental: { lazyBarrel: true } } },
    server: { port: 5173 },
    // The prerender bundles the icons its pages use: loading the icon package whole from
    // node_modules (every icon) took each prerender thread 0.4 s.
    ssr: { noExternal: ['lucide'] },
  };
}

export default defineConfig(siteConfig);
