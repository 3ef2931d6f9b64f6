// Gives a page a new address (npm run move-page, and Move page in npm run edit): its route's path
// in site.yaml, the old path added to the page's redirectFrom (so old links and bookmarks still
// arrive), and every link to the old path (with its #fragment or ?query) in site.yaml and
// pages/*.yaml rewritten, character by character so nothing else in any file changes.
// The page file follows the new path (pages/features-x.yaml for /features/x) when it was named
// after the old one, as new-page names files, so an editor finds a page's file from its address;
// a file named otherwise was named on purpose and keeps its name.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scalar } from 'yaml';
import {
  addOldPaths,
  applyEdits,
  linksTo,
  positionAt,
  readSources,
  refuseLeftovers,
  type Edit,
  type LinkSpot,
} from './link-spots.ts';
import { pageNameOf, pagePath, readSite, Refusal, refuseTaken, routeAt } from './page-edits.ts';

export interface MovePageOptions {
  from: string;
  to: string;
}
export interface Moved {
  from: string;
  to: string;
  oldFile: string;
  pageFile: string;
  links: LinkSpot[];
}

export function movePage(root: string, options: MovePageOptions): Moved {
  const from = `/${options.from.trim().replace(/^\/+|\/+$/g, '')}`;
  if (from === '/')
    throw new Refusal('"/" is the home page; it cannot move. Move another page, or edit pages/home.yaml.');
  const to = pagePath(options.to);
  const { site, text } = readSite(root);
  const route = routeAt(site, from, 'move');
  if (refuseTaken(root, site, text, to) !== undefined)
    throw new Refusal(`"${to}" is already a route in site.yaml (its page file is missing). Choose another path.`);

  const page = String(route.get('page'));
  const renamed =
    page === pageNameOf(from) && !existsSync(join(root, 'pages', `${pageNameOf(to)}.yaml`)) ? pageNameOf(to) : page;
  const oldFile = `pages/${page}.yaml`;
  const pageFile = `pages/${renamed}.yaml`;
  const sources = readSources(root);
  const links = sources.flatMap((source) => linksTo(source, from));
  const edits = new Map<string, Edit[]>(
    sources.map((source) => [
      source.file,
      links
        .filter((link) => link.file === source.file)
        .map((link) => ({ start: link.start, end: link.start + from.length, text: to })),
    ]),
  );
  // The route's own path and, when the file is renamed, its page, in place like the links.
  const inPlace = (scalar: unknown, value: string) => {
    const node = scalar as Scalar;
    const start = node.range![0] + (node.type === 'PLAIN' ? 0 : 1);
    edits.get('site.yaml')!.push({ start, end: start + String(node.value).length, text: value });
  };
  inPlace(route.get('path', true), to);
  if (renamed !== page) inPlace(route.get('page', true), renamed);
  const pageSource = sources.find((source) => source.file === oldFile)!;
  edits.get(oldFile)!.push(addOldPaths(pageSource, [from]));

  const written = sources.map((source) => ({ source, ...applyEdits(source.text, edits.get(source.file)!) }));
  for (const { source, text: changed } of written) refuseLeftovers(source.file, changed, from);
  for (const { source, text: changed } of written) {
    if (changed !== source.text || source.file === oldFile)
      writeFileSync(join(root, source.file === oldFile ? pageFile : source.file), changed);
  }
  if (pageFile !== oldFile) rmSync(join(root, oldFile));
  const moved = links.map((link) => {
    const { text: changed, moved: offset } = written.find((file) => file.source.file === link.file)!;
    const start = offset(link.start);
    return {
      ...link,
      file: link.file === oldFile ? pageFile : link.file,
      start,
      ...positionAt(changed, start),
      href: to + link.href.slice(from.length),
    };
  });
  return {
    from,
    to,
    oldFile,
    pageFile,
    links: moved.sort((a, b) => a.file.localeCompare(b.file) || a.start - b.start),
  };
}

/** What the move did, in the lines npm run move-page prints (and the editor shows). */
export function movedReport(moved: Moved): string[] {
  const file =
    moved.pageFile === moved.oldFile ? `kept ${moved.pageFile}` : `renamed ${moved.oldFile} to ${moved.pageFile}`;
  return [
    `Moved ${moved.from} to ${moved.to}: changed its route in site.yaml, ${file}, and added ${moved.from} to its redirectFrom, so old links and bookmarks still arrive.`,
    moved.links.length === 0
      ? `No links led to ${moved.from}.`
      : `Rewrote ${moved.links.length} link${moved.links.length === 1 ? '' : 's'} to ${moved.from}:`,
    ...moved.links.map((link) => `  ${link.file}:${link.line}:${link.column} ${link.href}`),
  ];
}
