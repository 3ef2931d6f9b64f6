import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { manifests } from './scripts/vite-manifests.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), manifests()],
  // lazyBarrel: the bundler skips the thousands of lucide-react icons no file imports,
  // which halves the client build and its memory. The output is the same.
  build: { target: 'es2022', cssCodeSplit: false, reportCompressedSize: false, rolldownOptions: { experimental: { lazyBarrel: true } } },
  server: { port: 5173 },
});
