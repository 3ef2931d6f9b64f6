// The hidden SVG a page carries, with a copy of each sprite symbol its icons use: why, in
// src/lib/symbol-href.ts. Bundled into the prerender threads' module (scripts/build.ts),
// so the sprite's text comes in with it.
import { pageSymbolId } from '../../src/lib/symbol-href.ts';
import spriteText from '../../src/generated/icons.svg?raw';
import { fill } from './page-files.ts';

const copies = new Map(
  Array.from(spriteText.matchAll(/<symbol id="([\w-]+)"([^>]*)>(.*?)<\/symbol>/gs), ([, name, attributes, shapes]) => [
    name,
    `<symbol id="${pageSymbolId(name)}"${attributes}>${shapes}</symbol>`,
  ]),
);

// What renderToString writes for symbolHref's "#<id>".
const uses = new RegExp(`<use href="#${pageSymbolId('([\\w-]+)')}"`, 'g');

/** The symbols `body`'s icons use, once each, in an SVG that takes no room; '' for a page with no icon. */
export function pageSymbols(body: string): string {
  const names = new Set(Array.from(body.matchAll(uses), ([, name]) => name));
  if (names.size === 0) return '';
  const symbols = [...names].map((name) => {
    const copy = copies.get(name);
    if (!copy) throw new Error(`An icon points at "${name}", which src/generated/icons.svg has no symbol for.`);
    return copy;
  });
  // Hidden by the stylesheet's [hidden] rule: its `svg { display: block }` outranks a display
  // attribute, and the box was 300 × 150 px above the header. Nothing without the stylesheet: 0 × 0.
  return `<svg hidden width="0" height="0" aria-hidden="true">${symbols.join('')}</svg>`;
}

/** A page's HTML: the template filled with its head, body, embedded data and its icons' symbols. */
export function pageHtml(template: string, head: string, body: string, data: string): string {
  return fill(template, head, body, data, pageSymbols(body));
}
