// "14-day", "12-month", "1,000-word": a number joined to its word by a hyphen stays on one line.
// Browsers may break a line after any hyphen, and "14-" ending a line reads as another number.
// The page wraps each in a span that does not wrap, and keeps the text as written (a
// non-breaking hyphen, U+2011, would not match "14-day" in find-in-page or in SPEC's wording).
// Kept apart from keep-compounds.tsx: the Markdown renderer (scripts/lib/markdown.ts) uses the
// pattern, and the build must not load React before it has chosen React's production build.

/** A number, a hyphen and a word, as one group. */
export const compound = /(\d[\d,.]*-\p{L}+)/u;
