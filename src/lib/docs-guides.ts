import type { Site } from '../generated/types.ts';

type DocsGroup = Site['docsNav'][number];

/** One guide of the docs menu, with the heading (and tab, if any) it is listed under. */
export interface DocsGuide {
  label: string;
  href: string;
  heading: string;
  tab?: string;
}

/** A group's guides in menu order: its links first, then each tab's links (tabs show under the links). */
export function guidesOfGroup(group: DocsGroup): DocsGuide[] {
  return [
    ...group.links.map((link) => ({ label: link.label, href: link.href, heading: group.heading })),
    ...(group.tabs ?? []).flatMap((tab) =>
      tab.links.map((link) => ({ label: link.label, href: link.href, heading: group.heading, tab: tab.label })),
    ),
  ];
}

/** Every guide of docsNav in reading order, the order of the previous and next links. */
export function docsGuides(docsNav: Site['docsNav']): DocsGuide[] {
  return docsNav.flatMap(guidesOfGroup);
}

/** The guide at this path ("/seo-score/" is "/seo-score"), or undefined for a page outside docsNav. */
export function guideAt(guides: DocsGuide[], pathname: string): number | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const index = guides.findIndex((guide) => guide.href === path);
  return index === -1 ? undefined : index;
}

/** The breadcrumb of a guide: the docs, its group, itself; each with the page it links to. */
export function breadcrumbOf(guides: DocsGuide[], guide: DocsGuide): { name: string; href: string }[] {
  // The docs, and each group, begin at their first guide: docsNav has no page of its own for them.
  return [
    { name: 'Docs', href: guides[0].href },
    { name: guide.heading, href: guides.find((other) => other.heading === guide.heading)!.href },
    { name: guide.label, href: guide.href },
  ];
}
