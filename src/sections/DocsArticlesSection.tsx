import type { DocsArticlesSection as Data } from '../generated/types.ts';
import { DocsArticles } from './lazy-parts.tsx';

/**
 * The docs layout (menu, article, contents, pager) is a chunk of its own: only docs pages
 * render it, and in the entry it cost every other page ~4 kB of gzipped JavaScript (issue 20).
 * The build preloads the chunk in the head of the pages that have this section
 * (scripts/build/head.ts), so it arrives with the entry. No Suspense here: until the chunk has
 * run, the page's <main> (the Suspense in App.tsx) keeps its prerendered HTML, and on a
 * client-side navigation shows the same placeholder as while the page's data loads.
 */
export function DocsArticlesSection(props: Data) {
  return <DocsArticles {...props} />;
}
