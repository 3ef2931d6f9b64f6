// Loads and checks every manifest: parse → schema → routes → links and images.
// Returns all problems of all files at once, so an editor fixes them in one pass.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { applyFacts } from './facts.ts';
import { checkImageFile, type ImageVerdict } from './images.ts';
import { checkFormAction, checkImage, checkLink, checkPublicFolder, type LinkTargets } from './links.ts';
import type { LoadedPage } from './load-job.ts';
import { loadManifest, positionInside, positionOf, wrongKind, type Manifest } from './load.ts';
import { readMarkdown, type MarkdownFacts } from '../lib/markdown.ts';
import { dataPath, sortProblems, type Problem } from '../lib/problems.ts';
import { routeKey } from '../lib/route-paths.ts';
import { validators } from '../lib/schemas.ts';
import { seoProblems } from './seo-check.ts';
import { checkAcrossPages } from './site-checks.ts';
import { mapInThreads } from '../lib/threads.ts';
import { validateManifest, nearest } from './validate.ts';
import { anchorsOf, findReferences } from './walk.ts';
import type { Page, Site } from '../../src/generated/types.ts';

export interface Content {
  problems: Problem[];
  /** Problems that do not fail the check (severity: 'warning'), such as a heavy image. */
  warnings: Problem[];
  site?: Site;
  /** Page file name → its data, for every page a route uses. */
  pages: Map<string, Page>;
  /** Source text per file, for code frames. */
  sources: Map<string, string>;
}

export async function checkContent(root: string): Promise<Content> {
  const problems: Problem[] = [];
  const sources = new Map<string, string>();
  const { site: validateSite } = validators();
  // Each Markdown text is read twice (its ids, then its links); parse it once.
  const markdown = new Map<string, MarkdownFacts>();
  const readOnce = (text: string) => markdown.get(text) ?? markdown.set(text, readMarkdown(text)).get(text)!;
  const load = (absolute: string, validate: typeof validateSite) => {
    const loaded = loadManifest(absolute, root);
    problems.push(...loaded.problems);
    if (loaded.text !== undefined) sources.set(relative(root, absolute).split('\\').join('/'), loaded.text);
    if (!loaded.manifest) return undefined;
    sources.set(loaded.manifest.file, loaded.manifest.text);
    const schemaProblems = validateManifest(loaded.manifest, validate);
    problems.push(...schemaProblems);
    return schemaProblems.length === 0 ? loaded.manifest : undefined;
  };

  const siteFile = join(root, 'site.yaml');
  // lstat, here and below: a link is reported, never followed.
  if (!lstatSync(siteFile, { throwIfNoEntry: false })) {
    return {
      problems: [
        {
          file: 'site.yaml',
          line: 0,
          column: 0,
          path: '',
          message: 'site.yaml is missing.',
          fix: 'restore it from git: git checkout site.yaml',
        },
      ],
      warnings: [],
      pages: new Map(),
      sources,
    };
  }
  const siteManifest = load(siteFile, validateSite);
  // The site's facts are filled into its texts here and into each page's as it loads (scripts/check/facts.ts).
  const facts = siteManifest ? ((siteManifest.data as Site).facts ?? {}) : undefined;
  if (siteManifest && facts) problems.push(...applyFacts(siteManifest, facts, ['facts']));
  const pagesDir = join(root, 'pages');
  const pagesEntry = lstatSync(pagesDir, { throwIfNoEntry: false });
  const pagesWrong = pagesEntry && wrongKind('pages', pagesEntry, 'folder');
  if (pagesWrong) problems.push(pagesWrong);
  const pageNames =
    pagesEntry && !pagesWrong
      ? readdirSync(pagesDir)
          .filter((name) => name.endsWith('.yaml'))
          .map((name) => name.slice(0, -5))
          .sort()
      : [];
  const pageFile = (name: string) => join(pagesDir, `${name}.yaml`);
  const loadedPages = await mapInThreads<string, LoadedPage>(
    pageNames.map(pageFile),
    new URL('./load-job.ts', import.meta.url),
    { root, facts },
  );
  /** Page file name → its data, or undefined when the file has problems of its own. */
  const pageData = new Map<string, unknown>();
  pageNames.forEach((name, index) => {
    const { problems: found, text, data } = loadedPages[index];
    problems.push(...found);
    if (text !== undefined) sources.set(`pages/${name}.yaml`, text);
    pageData.set(name, data);
  });
  // Positions are needed only to report a problem, so a page is parsed again just for that.
  const manifests = new Map<string, Manifest>();
  const manifestOf = (name: string) =>
    manifests.get(name) ?? manifests.set(name, loadManifest(pageFile(name), root).manifest!).get(name)!;

  const pages = new Map<string, Page>();
  if (!siteManifest) return finish(root, problems, pages, sources);
  const site = siteManifest.data as Site;
  const at = (manifest: Manifest, path: (string | number)[], message: string, fix: string): Problem => ({
    file: manifest.file,
    ...positionOf(manifest, path),
    path: dataPath(path),
    message,
    fix,
  });

  // Routes: unique after normalising case and trailing slash, each with a page file of its own.
  const seen = new Map<string, number>();
  const pathOfPage = new Map<string, string>();
  site.routes.forEach((route, index) => {
    const key = routeKey(route.path);
    const first = seen.get(key);
    const lineOf = (other: number) => positionOf(siteManifest, ['routes', other]).line;
    if (first !== undefined) {
      problems.push(
        at(
          siteManifest,
          ['routes', index, 'path'],
          `the path "${route.path}" is already used on line ${lineOf(first)} (by pages/${site.routes[first].page}.yaml).`,
          'give this page a different path, or delete one of the two lines.',
        ),
      );
      return;
    }
    seen.set(key, index);
    // One page at two addresses would be checked against one of them and split its search ranking.
    const other = pathOfPage.get(route.page);
    if (other !== undefined) {
      const line = lineOf(site.routes.findIndex((earlier) => earlier.path === other));
      problems.push(
        at(
          siteManifest,
          ['routes', index, 'page'],
          `pages/${route.page}.yaml is used by two routes: "${other}" on line ${line} and "${route.path}" here.`,
          `keep one route per page: delete this line, or point it at another page. If "${route.path}" is an old address, add "redirectFrom: [${route.path}]" to pages/${route.page}.yaml.`,
        ),
      );
    } else pathOfPage.set(route.page, route.path);
    if (!pageData.has(route.page)) {
      const guess = nearest(route.page, pageNames);
      problems.push(
        at(
          siteManifest,
          ['routes', index, 'page'],
          `there is no file pages/${route.page}.yaml.`,
          guess ? `did you mean "${guess}"?` : `create it with: npm run new-page -- ${route.path}`,
        ),
      );
    }
  });
  const routedPages = new Set(site.routes.map((route) => route.page));
  for (const name of pageNames) {
    if (routedPages.has(name)) continue;
    problems.push({
      file: `pages/${name}.yaml`,
      line: 1,
      column: 1,
      path: '',
      message: 'no route in site.yaml uses this page, so it would never be built.',
      fix: `add "- { path: /${name}, page: ${name} }" under routes in site.yaml, or delete this file.`,
    });
  }
  site.nav.forEach((entry, index) => {
    if (Boolean(entry.href) === Boolean(entry.links)) {
      problems.push(
        entry.href
          ? at(
              siteManifest,
              ['nav', index],
              `the menu entry "${entry.label}" has both "href" and "links"; it can be a plain link or a dropdown, not both.`,
              'keep one of the two fields.',
            )
          : at(
              siteManifest,
              ['nav', index],
              `the menu entry "${entry.label}" has neither "href" (a plain link) nor "links" (a dropdown).`,
              'add "href: /some-page", or "links:" with a list of links under it.',
            ),
      );
    }
  });

  for (const [form, target] of Object.entries(site.forms ?? {})) {
    const verdict = checkFormAction(target.action);
    if (!verdict.ok) problems.push(at(siteManifest, ['forms', form, 'action'], verdict.message, verdict.fix));
  }

  // Links and images, once every page's ids are known.
  const targets: LinkTargets = {
    routes: new Set(site.routes.map((route) => route.path)),
    anchors: new Map(),
    moved: new Map(),
  };
  for (const [name, data] of pageData) {
    if (!data) continue;
    const page = data as Page;
    const path = pathOfPage.get(name);
    if (path === undefined) continue;
    pages.set(name, page);
    targets.anchors.set(
      path,
      anchorsOf(page, (body) => readOnce(body).headingIds),
    );
    for (const old of page.redirectFrom ?? []) targets.moved.set(old, path);
  }
  for (const redirect of site.redirects ?? []) {
    if (targets.routes.has(redirect.from)) {
      problems.push(
        at(
          siteManifest,
          ['redirects', site.redirects!.indexOf(redirect), 'from'],
          `"${redirect.from}" is already a route, so it cannot also redirect.`,
          'remove this redirect or the route.',
        ),
      );
    }
    const verdict = checkLink(redirect.to, '/', targets);
    if (!verdict.ok)
      problems.push(
        at(siteManifest, ['redirects', site.redirects!.indexOf(redirect), 'to'], verdict.message, verdict.fix),
      );
  }
  // The schema asks for https://; this finds an address a browser could not use. The header
  // writers escape what is left (scripts/build/security-headers.ts).
  if (site.cspReportUrl) {
    const verdict = checkLink(site.cspReportUrl, '/', targets);
    if (!verdict.ok) problems.push(at(siteManifest, ['cspReportUrl'], verdict.message, verdict.fix));
  }
  for (const redirect of site.redirects ?? []) targets.routes.add(redirect.from);
  for (const [old, path] of targets.moved) {
    if (targets.routes.has(old)) {
      const manifest = manifestOf(site.routes.find((route) => route.path === path)!.page);
      problems.push(
        at(
          manifest,
          ['redirectFrom'],
          `the old path "${old}" is still a route in site.yaml.`,
          `remove "${old}" from redirectFrom, or remove its route.`,
        ),
      );
    }
  }
  const publicDir = join(root, 'public');
  // Vite copies public/ into dist/ as it is, so this check, run before any build step, is what keeps a link out.
  problems.push(...checkPublicFolder(publicDir, root));
  // Image files are measured asynchronously, all at once, after the references are walked.
  const measuring: Promise<Problem[]>[] = [];
  const measure = (src: string, declared: object | undefined, place: () => Omit<Problem, 'message'>) => {
    const report = (verdicts: ImageVerdict[]) =>
      verdicts.map(
        ({ message, fix, severity }): Problem => ({ ...place(), message, fix, ...(severity && { severity }) }),
      );
    measuring.push(checkImageFile(src, publicDir, declared).then(report));
  };
  const checkReferences = (data: unknown, currentPath: string, manifest: () => Manifest) => {
    for (const found of findReferences(data)) {
      if (found.kind !== 'markdown') {
        const verdict =
          found.kind === 'link' ? checkLink(found.value, currentPath, targets) : checkImage(found.value, publicDir);
        if (!verdict.ok) problems.push(at(manifest(), found.path, verdict.message, verdict.fix));
        else if (found.kind === 'image') {
          const image = found.path.slice(0, -1).reduce<any>((value, key) => value?.[key], data);
          measure(found.value, image, () => at(manifest(), found.path, '', ''));
        }
        continue;
      }
      // Inside Markdown, point at the line that holds the link, not at "body: |".
      const { links, images } = readOnce(found.value);
      const checks = [
        ...links.map((link) => ({ link, verdict: checkLink(link.href, currentPath, targets) })),
        ...images.map((link) => ({ link, verdict: checkImage(link.href, publicDir) })),
      ];
      for (const { link, verdict } of checks) {
        const place = () => ({
          file: manifest().file,
          ...positionInside(manifest(), found.path, link.href, link.line),
          path: dataPath(found.path),
        });
        if (verdict.ok) {
          if (images.includes(link)) measure(link.href, undefined, place);
          continue;
        }
        problems.push({ ...place(), message: verdict.message, fix: verdict.fix });
      }
    }
  };
  checkReferences(siteManifest.data, '/', () => siteManifest);
  for (const [name, data] of pageData) {
    const path = pathOfPage.get(name);
    if (data && path !== undefined) checkReferences(data, path, () => manifestOf(name));
  }
  const markdownLinks = (body: string) => readOnce(body).links.map((link) => link.href);
  problems.push(...checkAcrossPages({ site, siteManifest, pages, pathOfPage, manifestOf, markdownLinks, at }));
  problems.push(...(await Promise.all(measuring)).flat());
  problems.push(...seoProblems({ site, pages, pathOfPage, manifestOf, at }));
  return finish(root, problems, pages, sources, site);
}

/**
 * Code frames need the text of each file with a problem on a line; the threads send back only
 * those, not every page's. Only a plain file is read: a refused link's target is never shown.
 */
function finish(
  root: string,
  found: Problem[],
  pages: Map<string, Page>,
  sources: Map<string, string>,
  site?: Site,
): Content {
  const all = sortProblems(unique(found));
  for (const { file, line } of all) {
    if (line > 0 && !sources.has(file) && lstatSync(join(root, file), { throwIfNoEntry: false })?.isFile())
      sources.set(file, readFileSync(join(root, file), 'utf8'));
  }
  return {
    problems: all.filter((problem) => !problem.severity),
    warnings: all.filter((problem) => problem.severity),
    site,
    pages,
    sources,
  };
}

/** The parser can report one mistake twice at the same spot; show it once. */
function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}:${problem.line}:${problem.column}:${problem.message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}
