/**
 * SVG drawings (the product mock-ups, and any SVG a page shows as an image) are drawn light; the
 * dark theme shows a copy redrawn in its palette (scripts/build/dark-drawing.ts), which the build
 * writes and the dev server serves beside the original, at the name this gives.
 */
export const isDrawing = (src: string) => /\.svg$/i.test(src);

/** /images/dashboard.svg → /images/dashboard.dark.svg */
export const darkDrawingSrc = (src: string) => src.replace(/\.svg$/i, '.dark.svg');
