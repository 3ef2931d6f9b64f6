// ?no-inline: a hashed file of its own, which browsers cache across pages. <use> cannot point
// into a data: URL, which Vite would make of a file this small.
import sprite from '../generated/icons.svg?no-inline';

/** The id a prerendered page gives its copy of a sprite symbol: prefixed, so no heading's id can be one. */
export const pageSymbolId = (name: string) => `rs-icon-${name}`;

/**
 * Where an icon's <use> points. A prerendered page carries a copy of each symbol its HTML uses
 * (scripts/build/page-symbols.ts): the sprite file, 14.5 kB of symbols, was an SVG document of its
 * own that a phone's main thread made and parsed in one task after the first paint, 30–70 ms on
 * this machine, which Lighthouse counts four times over. So the server points into the page, and
 * so does the browser as long as the page holds the symbol, as it holds every one it hydrates; an
 * icon of a page opened later in the app comes from the sprite file. The dev server renders in
 * the browser only, so it uses the file.
 */
export function symbolHref(name: string): string {
  const id = pageSymbolId(name);
  return typeof document === 'undefined' || document.getElementById(id) ? `#${id}` : `${sprite}#${name}`;
}
