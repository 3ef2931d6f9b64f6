import type { ComparisonTableSection as Data } from '../generated/types.ts';
import { ComparisonTable } from './lazy-parts.tsx';

/** A chunk of its own, preloaded by the pages that have it: 11 of the 58 pages compare plans or tools, home not among them (see DocsArticlesSection.tsx). */
export function ComparisonTableSection(props: Data) {
  return <ComparisonTable {...props} />;
}
