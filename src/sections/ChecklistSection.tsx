import type { ChecklistSection as Data } from '../generated/types.ts';
import { Checklist } from './lazy-parts.tsx';

/** A chunk of its own, preloaded by the pages that have it: 8 of the 58 pages have checklists, home not among them (see DocsArticlesSection.tsx). */
export function ChecklistSection(props: Data) {
  return <Checklist {...props} />;
}
