// The Inter font files resvg draws text with at build time (share images and product drawings),
// and nothing else: every machine then draws the same pixels.
import { createRequire } from 'node:module';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

const localRequire = createRequire(import.meta.url);
export const interFont: ResvgRenderOptions['font'] = {
  fontFiles: [
    localRequire.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    localRequire.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
  ],
  loadSystemFonts: false,
  defaultFontFamily: 'Inter',
};
