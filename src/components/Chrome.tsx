import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * The header and the footer are the same markup on every page (they do not depend on the
 * path) and were a third of each page's prerender time. So the prerender renders them once,
 * renders a stand-in element in their place on every page, and swaps their markup back in
 * (src/entry-server.tsx). In the browser, and wherever this is false, they render as usual.
 */
export const ChromeStandIns = createContext(false);

export type ChromePart = 'header' | 'footer';

/** `<chrome-header>`: a custom element name, which no page content can produce by accident. */
export const standInTag = (part: ChromePart) => `chrome-${part}`;

export function Chrome({ part, children }: { part: ChromePart; children: ReactNode }) {
  return useContext(ChromeStandIns) ? createElement(standInTag(part)) : children;
}
