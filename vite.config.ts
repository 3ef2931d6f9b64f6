import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { manifests } from './scripts/vite-manifests.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), manifests()],
  build: { target: 'es2022', cssCodeSplit: false, reportCompressedSize: false },
  server: { port: 5173 },
});
