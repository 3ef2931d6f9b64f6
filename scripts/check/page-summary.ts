// What the checks across pages and the build's site-wide steps read of a page, apart from its
// sections: its other fields (meta, layout, redirectFrom…), its main heading, the ids a link may
// point at and whether it shows images. The check's memo keeps it under the page's digest, so a
// rebuild gives an unchanged page as an object whose sections are parsed only when read (the
// memo's lazy): at 1,000 pages, reading every page's data was ~100 ms of a rebuild that renders one.
import { imagesIn } from '../lib/page-images.ts';
import type { Page } from '../../src/generated/types.ts';

export interface PageSummary {
  /** The page's fields, in their order. */
  keys: string[];
  /** Every field of the page but its sections. */
  fields: Omit<Page, 'sections'>;
  /** Where its hero is among its sections (-1: none) and its heading. */
  hero: { index: number; heading?: string };
  /** The ids a link to the page may end with (#id): its sections' and its Markdown headings'. */
  anchors: string[];
  /** It shows an image the build makes copies of (scripts/lib/page-images.ts). */
  images: boolean;
}

const summaries = new WeakMap<object, PageSummary>();

/**
 * A page's summary, made from its data and the ids its links may point at (anchorsOf, which the
 * check finds anyway), and noted as the page's: a build keeps it in the check's memo. A check
 * without a memo makes none (making them was ~5% of a cold npm run check at 1,000 pages).
 */
export function summarize(page: Page, anchors: Set<string>): PageSummary {
  const { sections, ...fields } = page;
  const summary: PageSummary = {
    keys: Object.keys(page),
    fields,
    hero: heroIn(sections),
    anchors: [...anchors],
    images: imagesIn(page).length > 0,
  };
  summaries.set(page, summary);
  return summary;
}

function heroIn(sections: Page['sections']): PageSummary['hero'] {
  const index = sections.findIndex((section) => section.type === 'hero');
  return { index, heading: (sections[index] as { heading?: string } | undefined)?.heading };
}

/** Where a page's hero is and its heading, from its summary when it has one. */
export const heroOf = (page: Page) => summaries.get(page)?.hero ?? heroIn(page.sections);

/** Notes that `summary` describes `page`: a page the memo gave (see lazy), or its HTML version. */
export function noteSummary(page: object, summary: PageSummary) {
  summaries.set(page, summary);
}

/** The summary noted for a page's data, if any. */
export const knownSummary = (page: object): PageSummary | undefined => summaries.get(page);
