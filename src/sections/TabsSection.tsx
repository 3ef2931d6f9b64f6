import type { TabsSection as Data } from '../generated/types.ts';
import { Tabs } from './lazy-parts.tsx';

/** A chunk of its own, preloaded by the pages that have it: 3 of the 58 pages have tabs (see DocsArticlesSection.tsx). */
export function TabsSection(props: Data) {
  return <Tabs {...props} />;
}
