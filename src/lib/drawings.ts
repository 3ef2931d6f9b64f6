/**
 * SVG drawings (the product mock-ups, and any SVG a page shows as an image) are drawn light; the
 * dark theme shows a dark copy, at the name this gives, beside the original: the file of that
 * name in public/ when an editor drew one, else the build's (scripts/build/dark-drawing.ts),
 * which the dev server serves too. A dark copy shown as an image of its own has none.
 */
export const hasDarkCopy = (src: string) => /\.svg$/i.test(src) && !/\.dark\.svg$/i.test(src);

/** /images/dashboard.svg → /images/dashboard.dark.svg */
export const darkDrawingSrc = (src: string) => src.replace(/\.svg$/i, '.dark.svg');
