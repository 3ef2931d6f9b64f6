// Checks across pages: mistakes each file's own checks cannot see, because they are only
// mistakes beside another page (the same title twice) or for the site as a whole (a page no
// link reaches, a docs page missing from the docs menu).
import type { Page, Site } from '../../src/generated/types.ts';
import { docsGuides } from '../../src/lib/docs-guides.ts';
import type { Manifest } from './load.ts';
import { heroOf } from './page-summary.ts';
import type { Problem } from '../lib/problems.ts';
import type { Found } from './walk.ts';

type Path = (string | number)[];

export interface SiteWide {
  site: Site;
  siteManifest: Manifest;
  /** Page file name → its checked data, for every routed page, in file name order. */
  pages: Map<string, Page>;
  pathOfPage: Map<string, string>;
  /** The page's parsed file, for positions. */
  manifestOf: (name: string) => Manifest;
  /** The links, images and Markdown texts of manifest data (walk.ts), found once a check. */
  references: (data: object) => readonly Found[];
  /** The links of a Markdown text. */
  markdownLinks: (body: string) => string[];
  /** A located problem. */
  at: (manifest: Manifest, path: Path, message: string, fix: string) => Problem;
}

export function checkAcrossPages(input: SiteWide): Problem[] {
  return [...sameTexts(input), ...unreachablePages(input), ...docsOutsideDocsNav(input)];
}

/** Search results show a page by its title and description, and visitors know it by its h1. */
function sameTexts({ pages, pathOfPage, manifestOf, at }: SiteWide): Problem[] {
  const problems: Problem[] = [];
  const fields: { name: string; reason: string; of: (page: Page) => { text?: string; path: Path } }[] = [
    {
      name: 'title',
      reason: 'search engines would show only one of the two pages',
      of: (page) => ({ text: page.meta.title, path: ['meta', 'title'] }),
    },
    {
      name: 'description',
      reason: 'search results could not tell the two pages apart',
      of: (page) => ({ text: page.meta.description, path: ['meta', 'description'] }),
    },
    {
      name: 'main heading',
      reason: 'visitors and search engines could not tell the two pages apart',
      of: (page) => {
        const { index, heading } = heroOf(page);
        return { text: heading, path: ['sections', index, 'heading'] };
      },
    },
  ];
  for (const field of fields) {
    const first = new Map<string, string>();
    for (const [name, page] of pages) {
      const { text, path } = field.of(page);
      if (!text) continue;
      const key = text.trim().toLowerCase();
      const earlier = first.get(key);
      if (earlier === undefined) {
        first.set(key, name);
        continue;
      }
      problems.push(
        at(
          manifestOf(name),
          path,
          `pages/${earlier}.yaml (${pathOfPage.get(earlier)}) has the same ${field.name}, so ${field.reason}.`,
          `write a ${field.name} that says what this page alone is about.`,
        ),
      );
    }
  }
  return problems;
}

/** The paths a link reaches: its own, without #fragment or ?query, and a short path's target too. */
function destinations(href: string, site: Site): string[] {
  if (!href.startsWith('/') || href.startsWith('//')) return [];
  const path = href.split(/[?#]/, 1)[0];
  const target = site.redirects?.find((redirect) => redirect.from === path)?.to;
  return target === undefined ? [path] : [path, target.split(/[?#]/, 1)[0]];
}

function linksIn(references: readonly Found[], markdownLinks: (body: string) => string[]): string[] {
  return references.flatMap((found) =>
    found.kind === 'link' ? [found.value] : found.kind === 'markdown' ? markdownLinks(found.value) : [],
  );
}

/** A page reached by no menu and no other page exists only for those who know its address. */
function unreachablePages(input: SiteWide): Problem[] {
  const { site, siteManifest, pages, pathOfPage, references, markdownLinks, at } = input;
  const linked = new Set<string>();
  const add = (hrefs: string[], from?: string) => {
    for (const href of hrefs) for (const to of destinations(href, site)) if (to !== from) linked.add(to);
  };
  add(linksIn(references({ nav: site.nav, footer: site.footer, docsNav: site.docsNav }), markdownLinks));
  for (const [name, page] of pages) add(linksIn(references(page), markdownLinks), pathOfPage.get(name));
  // A page at two routes is reported as such; only its first route is checked here.
  return site.routes.flatMap((route, index) =>
    route.path === '/' || linked.has(route.path) || pathOfPage.get(route.page) !== route.path || !pages.has(route.page)
      ? []
      : [
          at(
            siteManifest,
            ['routes', index],
            `no menu and no page links to "${route.path}", so visitors could only reach it by typing its address.`,
            `link to it from nav, footer or docsNav in site.yaml, or from another page; or remove this route.`,
          ),
        ],
  );
}

function docsOutsideDocsNav({ site, pages, pathOfPage, manifestOf, at }: SiteWide): Problem[] {
  const inDocsNav = new Set(docsGuides(site.docsNav ?? []).flatMap((guide) => destinations(guide.href, site)));
  return [...pages].flatMap(([name, page]) => {
    const path = pathOfPage.get(name)!;
    if (page.layout !== 'docs' || inDocsNav.has(path)) return [];
    return [
      at(
        manifestOf(name),
        ['layout'],
        'this docs page is not in docsNav in site.yaml, so the docs menu does not show it.',
        `add "- { label: ${page.meta.title.split(/ [-–—|:] /)[0]}, href: ${path} }" under one of the headings of docsNav in site.yaml.`,
      ),
    ];
  });
}
