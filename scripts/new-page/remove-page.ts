// Removes a page (npm run remove-page, and Remove page in npm run edit): its route, its file and
// its menu links (nav, footer, docsNav). It refuses while other pages or short paths link to it,
// listing each link; with a redirect it rewrites those links to the other page and adds the removed
// path (and the page's own old paths) to that page's redirectFrom. redirectFrom rather than a
// redirects entry in site.yaml: the check treats a short path as a fine link target, but reports a
// link to an old path with the page it moved to, and the old paths follow the page if it moves later.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, parse, type Node } from 'yaml';
import {
  addOldPaths,
  applyEdits,
  linksTo,
  positionAt,
  readSources,
  refuseLeftovers,
  removeItem,
  type Edit,
  type LinkSpot,
  type SourceFile,
} from './link-spots.ts';
import { readSite, Refusal, routeAt, routesOf, UsageError } from './page-edits.ts';

export interface RemovePageOptions {
  path: string;
  redirectTo?: string;
}
export interface Removed {
  path: string;
  pageFile: string;
  menuLinks: LinkSpot[];
  links: LinkSpot[];
  redirectTo?: string;
  oldPaths: string[];
  otherFile?: string;
}

const normalised = (input: string) => `/${input.trim().replace(/^\/+|\/+$/g, '')}`;

export function removePage(root: string, options: RemovePageOptions): Removed {
  const path = normalised(options.path);
  if (path === '/') throw new Refusal('"/" is the home page; it cannot be removed. Edit pages/home.yaml instead.');
  const { site } = readSite(root);
  const route = routeAt(site, path, 'remove');
  const pageFile = `pages/${route.get('page')}.yaml`;
  const redirectTo = options.redirectTo === undefined ? undefined : normalised(options.redirectTo);
  const other =
    redirectTo === undefined ? undefined : routesOf(site).find((candidate) => candidate.get('path') === redirectTo);
  if (redirectTo === path)
    throw new UsageError('--redirect-to must name another page than the one removed, such as "/".');
  if (redirectTo !== undefined && !other)
    throw new UsageError(
      `--redirect-to "${redirectTo}" is not a route in site.yaml. Give the path of a page that stays, such as "/".`,
    );

  // The removed page's links to itself go with it.
  const sources = readSources(root).filter((source) => source.file !== pageFile);
  const spots = sources.flatMap((source) => linksTo(source, path));
  const menuLinks = spots.filter((spot) => spot.menu);
  const links = spots.filter((spot) => !spot.menu).sort((a, b) => a.file.localeCompare(b.file) || a.start - b.start);
  if (redirectTo === undefined && links.length > 0) {
    throw new Refusal(
      [
        `${links.length} link${links.length === 1 ? '' : 's'} still lead${links.length === 1 ? 's' : ''} to ${path}. Point them at another page, or have this command do it: npm run remove-page -- ${path} --redirect-to <path>`,
        ...links.map((link) => `  ${link.file}:${link.line}:${link.column} ${link.href}`),
      ].join('\n'),
    );
  }

  const siteSource = sources.find((source) => source.file === 'site.yaml')!;
  const edits = new Map<string, Edit[]>(sources.map((source) => [source.file, []]));
  edits
    .get('site.yaml')!
    .push(
      removeItem(siteSource, route),
      ...menuItems(siteSource, menuLinks).map((node) => removeItem(siteSource, node)),
    );
  for (const link of links) {
    // The #fragment named a part of the removed page; a ?query is kept for whatever reads it.
    const text = sources.find((source) => source.file === link.file)!.text;
    const fragment = /^#[^\s"')>\]]*/.exec(text.slice(link.start + path.length))?.[0] ?? '';
    edits
      .get(link.file)!
      .push({ start: link.start, end: link.start + path.length + fragment.length, text: redirectTo! });
  }
  const oldPaths: string[] = [path, ...(parse(readFileSync(join(root, pageFile), 'utf8'))?.redirectFrom ?? [])];
  const otherFile = other && `pages/${other.get('page')}.yaml`;
  if (otherFile)
    edits.get(otherFile)!.push(addOldPaths(sources.find((source) => source.file === otherFile)!, oldPaths));

  const written = sources.map((source) => ({ source, ...applyEdits(source.text, edits.get(source.file)!) }));
  for (const { source, text } of written) refuseLeftovers(source.file, text, path);
  for (const { source, text } of written) if (text !== source.text) writeFileSync(join(root, source.file), text);
  rmSync(join(root, pageFile));
  const moved = links.map((link) => {
    const { text, moved: offset } = written.find((file) => file.source.file === link.file)!;
    const start = offset(link.start);
    return {
      ...link,
      start,
      ...positionAt(text, start),
      href: redirectTo! + link.href.slice(path.length).replace(/^#.*/, ''),
    };
  });
  return {
    path,
    pageFile,
    menuLinks,
    links: moved,
    redirectTo,
    oldPaths: otherFile ? oldPaths : oldPaths.slice(1),
    otherFile,
  };
}

/**
 * The menu entries to remove for these links: the link itself, or its whole menu group or footer
 * column when no other link would be left in it. Refuses to leave nav, footer or docsNav empty.
 */
function menuItems(source: SourceFile, menuLinks: LinkSpot[]): Node[] {
  const items = new Map<string, Node>();
  const refuseToEmpty = (link: LinkSpot, what: string, at: (string | number)[]) => {
    const line = positionAt(source.text, (source.doc.getIn(at, true) as Node | undefined)?.range?.[0] ?? 0).line;
    throw new Refusal(
      `Removing the link to ${link.href.split(/[?#]/, 1)[0]} would leave ${what} without any entry (site.yaml line ${line}). Add another link there first.`,
    );
  };
  for (const link of menuLinks) {
    const [list, group, field] = link.dataPath;
    // A docsNav tab's link goes on its own; its tab, and a group that has tabs, are never removed with it.
    if (field === 'tabs') {
      const tabLinks = link.dataPath.slice(0, -2);
      const tab = source.doc.getIn(tabLinks, true);
      const leaving = menuLinks.filter((other) => other.dataPath.slice(0, -2).join('.') === tabLinks.join('.'));
      if (isSeq(tab) && leaving.length >= tab.items.length)
        refuseToEmpty(link, `the tab "${source.doc.getIn([...tabLinks.slice(0, -1), 'label'])}" of ${list}`, tabLinks);
      items.set(link.dataPath.slice(0, -1).join('.'), source.doc.getIn(link.dataPath.slice(0, -1), true) as Node);
      continue;
    }
    const links = source.doc.getIn([list, group, 'links'], true);
    const all =
      field === 'links' &&
      isSeq(links) &&
      links.items.every((_, index) =>
        menuLinks.some(
          (other) => other.dataPath[0] === list && other.dataPath[1] === group && other.dataPath[3] === index,
        ),
      );
    if (all && source.doc.hasIn([list, group, 'tabs']))
      refuseToEmpty(link, `the group "${source.doc.getIn([list, group, 'heading'])}" of ${list}`, [
        list,
        group,
        'links',
      ]);
    const at = field === 'links' && !all ? link.dataPath.slice(0, -1) : [list, group];
    items.set(at.join('.'), source.doc.getIn(at, true) as Node);
  }
  for (const list of ['nav', 'footer', 'docsNav']) {
    const entries = source.doc.get(list, true);
    const removed = [...items.keys()].filter((at) => /^\w+\.\d+$/.test(at) && at.startsWith(`${list}.`)).length;
    if (isSeq(entries) && removed > 0 && removed === entries.items.length) {
      const pair = isMap(source.doc.contents)
        ? source.doc.contents.items.find((candidate) => isScalar(candidate.key) && candidate.key.value === list)
        : undefined;
      const line = positionAt(source.text, (pair?.key as Node | undefined)?.range?.[0] ?? 0).line;
      throw new Refusal(
        `Removing the link to ${menuLinks[0].href.split(/[?#]/, 1)[0]} would leave ${list} without any entry (site.yaml line ${line}). Add another link there first.`,
      );
    }
  }
  return [...items.values()];
}

/** What the removal did, in the lines npm run remove-page prints (and the editor shows). */
export function removedReport(removed: Removed): string[] {
  const menus =
    removed.menuLinks.length === 0
      ? ''
      : ` and ${removed.menuLinks.length} menu link${removed.menuLinks.length === 1 ? '' : 's'} to it`;
  return [
    `Removed ${removed.path}: its route in site.yaml, ${removed.pageFile}${menus}.`,
    ...(removed.links.length > 0
      ? [
          `Rewrote ${removed.links.length} link${removed.links.length === 1 ? '' : 's'} to ${removed.path} to lead to ${removed.redirectTo}:`,
        ]
      : []),
    ...removed.links.map((link) => `  ${link.file}:${link.line}:${link.column} ${link.href}`),
    ...(removed.otherFile
      ? [
          `Added ${removed.oldPaths.join(', ')} to the redirectFrom of ${removed.otherFile}, so old links and bookmarks arrive there.`,
        ]
      : removed.oldPaths.length > 0
        ? [`Its old paths ${removed.oldPaths.join(', ')} no longer lead anywhere.`]
        : []),
  ];
}
