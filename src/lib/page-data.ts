// Page data is embedded in each prerendered page: the first page hydrates with its own, and a
// page reached by client-side navigation is fetched and its data read from it. One cache serves
// both. The dev server prerenders nothing: there the data comes as /_data/<page>.json, and a
// saved page file arrives a third way: the server names the pages whose data changed
// (scripts/dev/vite-manifests.ts), and the page shown re-renders with it.
import { useSyncExternalStore } from 'react';
import type { Page } from '../generated/types.ts';
import { withDrawnBodies } from './markdown-in-page.ts';

type Thenable = Promise<Page> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: Page; reason?: unknown };

const cache = new Map<string, Thenable>();

/** Seeds the cache with data already at hand, marked fulfilled so React's use() does not suspend. */
export function seedPage(name: string, data: Page) {
  const ready = Promise.resolve(data) as Thenable;
  ready.status = 'fulfilled';
  ready.value = data;
  cache.set(name, ready);
}

/**
 * Lets go of a page's data: the prerender renders each page once, and a thread that kept every
 * page it rendered grew by all of its share of the site's data (70 MB at 10,000 pages).
 */
export function forgetPage(name: string) {
  cache.delete(name);
}

const failed = (name: string, response: Response) =>
  new Error(`Could not load the page data for "${name}" (HTTP ${response.status}).`);

/**
 * The data of page `name`, shown at `path`. In a build it is read from the page's prerendered HTML,
 * as the first page reads its own: a build writes one file a page, not a data file beside each
 * (issue 20: every file a build creates costs, and a thousand pages made a thousand more).
 */
async function fetchPage(name: string, path: string): Promise<Page> {
  if (import.meta.env.DEV) {
    const response = await fetch(`/_data/${name}.json`);
    if (!response.ok) throw failed(name, response);
    return response.json();
  }
  const response = await fetch(path);
  if (!response.ok) throw failed(name, response);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const embedded = embeddedPage(page);
  if (embedded?.name !== name) throw new Error(`The page at ${path} does not hold the data of "${name}".`);
  return withDrawnBodies(embedded.data, page.getElementById('root') ?? page);
}

export function loadPage(name: string, path: string): Promise<Page> {
  let entry = cache.get(name);
  if (!entry) {
    entry = fetchPage(name, path) as Thenable;
    entry.status = 'pending';
    entry.then(
      (value) => Object.assign(entry!, { status: 'fulfilled', value }),
      (reason) => {
        Object.assign(entry!, { status: 'rejected', reason });
        cache.delete(name); // a later visit may retry
      },
    );
    cache.set(name, entry);
  }
  return entry;
}

/** Reads the page data the prerender embedded in `page` (the page shown, unless another is given), if any. */
export function embeddedPage(page?: Document): { name: string; data: Page } | undefined {
  if (!page && typeof document === 'undefined') return undefined;
  const node = (page ?? document).getElementById('page-data');
  return node?.textContent ? JSON.parse(node.textContent) : undefined;
}

const listeners = new Set<() => void>();
let edits = 0;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Vite sets import.meta.hot only in the dev server: the build leaves all of this out.
if (import.meta.hot) {
  import.meta.hot.on('ranksuite:pages', async ({ pages }: { pages: string[] }) => {
    const shown = pages.filter((name) => cache.has(name));
    const fresh = await Promise.all(
      shown.map((name) => fetch(`/_data/${name}.json`, { cache: 'no-store' }).then((response) => response.json())),
    );
    shown.forEach((name, index) => seedPage(name, fresh[index]));
    edits += 1;
    for (const listener of listeners) listener();
  });
}

/** Re-renders the caller when the dev server sends a saved page's new data; nothing in a build. */
export const usePageEdits: () => void = import.meta.hot
  ? () => {
      useSyncExternalStore(subscribe, () => edits);
    }
  : () => {};
