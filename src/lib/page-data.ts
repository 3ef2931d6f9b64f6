// Page data arrives two ways: embedded in the prerendered HTML for the first page, and
// as /_data/<page>.json for pages reached by client-side navigation. One cache serves both.
// Under npm run dev a saved page file arrives a third way: the server names the pages whose
// data changed (scripts/dev/vite-manifests.ts), and the page shown re-renders with it.
import { useSyncExternalStore } from 'react';
import type { Page } from '../generated/types.ts';

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

export function loadPage(name: string): Promise<Page> {
  let entry = cache.get(name);
  if (!entry) {
    entry = fetch(`/_data/${name}.json`).then((response) => {
      if (!response.ok) throw new Error(`Could not load the page data for "${name}" (HTTP ${response.status}).`);
      return response.json() as Promise<Page>;
    }) as Thenable;
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

/** Reads the page data the prerender embedded, if any. */
export function embeddedPage(): { name: string; data: Page } | undefined {
  if (typeof document === 'undefined') return undefined;
  const node = document.getElementById('page-data');
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
