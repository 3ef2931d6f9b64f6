// Loads and checks every manifest: site.yaml → pages → routes → menus → links, images and
// redirects → the pages as a whole → the SEO audit.
// Returns all problems of all files at once, so an editor fixes them in one pass.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { applyFacts } from './facts.ts';
import { checkImageFile, type ImageVerdict } from './images.ts';
import { checkFormAction, checkImage, checkLink, checkPublicFolder, type LinkTargets } from './links.ts';
import type { LoadedPage, Shared } from './load-job.ts';
import { keptManifest, loadManifest, positionInside, positionOf, problemAt, wrongKind, type Manifest } from './load.ts';
import { remembered, type CheckMemo } from './memo.ts';
import { fileStamp, hashOf, textHash } from '../lib/cache-files.ts';
import { readMarkdown, type MarkdownFacts } from '../lib/markdown.ts';
import { dataPath, sortProblems, type Problem } from '../lib/problems.ts';
import { routeKey } from '../lib/route-paths.ts';
import { validators } from '../lib/schemas.ts';
import type * as SeoCheck from './seo-check.ts';
import type { AuditResult } from './audit-checks.ts';
import { checkAcrossPages, type SiteWide } from './site-checks.ts';
import { mapInThreads } from '../lib/threads.ts';
import { validateManifest, nearest } from './validate.ts';
import { anchorsOf, findReferences, type Found } from './walk.ts';
import { knownSummary, noteSummary, summarize, type PageSummary } from './page-summary.ts';
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
  /** Page file name → its SEO audit, for every page a route uses, when the pages were audited. */
  audits?: Map<string, AuditResult>;
}

/** What every step of one check shares: where the site is, what was found, and how to locate it. */
interface Run {
  root: string;
  problems: Problem[];
  sources: Map<string, string>;
  /** Each Markdown text is read twice (its ids, then its links); parse it once. */
  markdown: (text: string) => MarkdownFacts;
  /** Each page's links are found twice too (checked, then followed across pages). */
  references: (data: object) => readonly Found[];
  /** What the last check found of pages that have not changed since (npm run build's). */
  memo?: CheckMemo;
  /** The memo held nothing when this check began (a cold build): it knows no file to skip reading. */
  cold: boolean;
}

const at = problemAt;

/**
 * The whole check, step by step: each step adds its problems and hands on what the next needs.
 * The SEO audit of each page's data is left out when site.yaml's auditThreshold is 0 (it fails
 * no page), unless `scores` asks for every page's (npm run build reports them). `kept`: what the
 * previous check of this process left for the next (the dev server's).
 */
export async function checkContent(
  root: string,
  { memo, scores = false, kept }: { memo?: CheckMemo; scores?: boolean; kept?: CheckKept } = {},
): Promise<Content> {
  const run = startRun(root, kept, memo);
  const siteFile = join(root, 'site.yaml');
  // lstat, here and below: a link is reported, never followed.
  if (!lstatSync(siteFile, { throwIfNoEntry: false })) return siteMissing(run);
  const siteManifest = loadSite(run, siteFile);
  const site = siteManifest?.data as Site | undefined;
  const pageNames = listPages(run);
  const pathOfPage = siteManifest && site && checkRoutes(run, site, siteManifest, pageNames);
  // Each page is audited on the thread that reads it, as the audit needs no other page. A threshold
  // of 0 fails no page (scores are never under 0): that audit was half of npm run check's time on
  // a 50,000-page site with auditThreshold: 0.
  const audit =
    site && pathOfPage && (scores || site.auditThreshold > 0) ? { baseUrl: site.baseUrl, pathOfPage } : undefined;
  const loaded = await loadPages(run, pageNames, site?.facts ?? (siteManifest ? {} : undefined), audit);
  if (!siteManifest || !site || !pathOfPage) return finish(run, new Map());

  checkMenus(run, site, siteManifest);
  checkFormActions(run, site, siteManifest);
  const { pages, targets } = linkTargets(run, site, loaded.pageData, pathOfPage);
  checkRedirects(run, site, siteManifest, targets, loaded.manifestOf);
  run.problems.push(...checkPublicFolder(join(root, 'public'), root));
  await checkReferences(run, {
    siteManifest,
    pageData: loaded.pageData,
    pathOfPage,
    manifestOf: loaded.manifestOf,
    targets,
  });
  const acrossPages = { site, siteManifest, pages, pathOfPage, manifestOf: loaded.manifestOf, at };
  const markdownLinks = (body: string) => run.markdown(body).links.map((link) => link.href);
  run.problems.push(...checkAcrossPages({ ...acrossPages, references: run.references, markdownLinks }));
  // Loaded only for the audit, with the Markdown renderer its facts need.
  const audits = audit && auditPages(run, acrossPages, loaded.audited, await import('./seo-check.ts'));
  return { ...finish(run, pages, site), ...(audits && { audits }) };
}

/**
 * Every page's SEO audit (seo-check.ts): as it was read (`audited`: page file name → its audit),
 * else from the memo (a page unchanged since), else made here. A page under auditThreshold gets a
 * problem at the field to change for each rule it fails.
 */
function auditPages(
  run: Run,
  { site, pages, pathOfPage, manifestOf }: Pick<SiteWide, 'site' | 'pages' | 'pathOfPage' | 'manifestOf'>,
  audited: Map<string, AuditResult>,
  { pageAudit, pageSeoProblems }: typeof SeoCheck,
): Map<string, AuditResult> {
  const { memo } = run;
  const audits = new Map<string, AuditResult>();
  for (const [name, page] of pages) {
    const path = pathOfPage.get(name)!;
    const key = memo && ['audit', memo.digest(page), path, site.baseUrl];
    const kept = key && (memo!.get(...key) as AuditResult | undefined);
    const audit = audited.get(name) ?? kept ?? pageAudit(page, path, site.baseUrl);
    if (key && !kept) memo!.set(audit, ...key);
    audits.set(name, audit);
    if (audit.score < site.auditThreshold)
      run.problems.push(...pageSeoProblems(page, path, site, () => manifestOf(name), at));
  }
  return audits;
}

/**
 * What a long-lived process (the dev server's refresher) keeps from one check for the next: the
 * Markdown the last check read, as most texts have not changed.
 */
export interface CheckKept {
  markdown: Map<string, MarkdownFacts>;
}

/**
 * With a memo, what a Markdown text holds and where a page's links are are taken from it too: a
 * rebuild walked every page and parsed every Markdown text again to find them (~60 ms at 1,000 pages).
 */
function startRun(root: string, kept?: CheckKept, memo?: CheckMemo): Run {
  const previous = kept?.markdown ?? new Map<string, MarkdownFacts>();
  const markdown = new Map<string, MarkdownFacts>();
  if (kept) kept.markdown = markdown; // only what this check reads is kept for the next
  const read = (text: string) => previous.get(text) ?? remembered(memo, ['markdown', text], () => readMarkdown(text));
  const found = new WeakMap<object, readonly Found[]>();
  const find = (data: object) => remembered(memo, ['references', memo?.digest(data) ?? ''], () => findReferences(data));
  return {
    references: (data) => found.get(data) ?? found.set(data, find(data)).get(data)!,
    root,
    problems: [],
    sources: new Map(),
    markdown: (text) => markdown.get(text) ?? markdown.set(text, read(text)).get(text)!,
    memo,
    cold: memo?.empty ?? false,
  };
}

function siteMissing(run: Run): Content {
  const problem = { file: 'site.yaml', line: 0, column: 0, path: '', message: 'site.yaml is missing.' };
  return {
    problems: [{ ...problem, fix: 'restore it from git: git checkout site.yaml' }],
    warnings: [],
    pages: new Map(),
    sources: run.sources,
  };
}

/** site.yaml read and validated, its facts filled into its own texts; undefined when it has problems. */
function loadSite(run: Run, siteFile: string): Manifest | undefined {
  // A site.yaml the last check found valid, unchanged: its data as that check left it. Parsing
  // and validating a 1,000-route site.yaml again was ~50 ms of a rebuild. A cold check knows no
  // file: it keeps the data under the hash of the text it reads here.
  const { memo } = run;
  const hash = memo && !run.cold ? textHashOf(memo, siteFile) : undefined;
  const kept = hash === undefined ? undefined : memo!.get('site', hash);
  if (kept !== undefined) return keptManifest(siteFile, run.root, kept);
  const loaded = loadManifest(siteFile, run.root);
  run.problems.push(...loaded.problems);
  if (loaded.text !== undefined) run.sources.set(relative(run.root, siteFile).split('\\').join('/'), loaded.text);
  if (!loaded.manifest) return undefined;
  run.sources.set(loaded.manifest.file, loaded.manifest.text);
  const schemaProblems = validateManifest(loaded.manifest, validators().site);
  run.problems.push(...schemaProblems);
  if (schemaProblems.length > 0) return undefined;
  // The site's facts are filled into its texts here and into each page's as it loads (check/facts.ts).
  const factProblems = applyFacts(loaded.manifest, (loaded.manifest.data as Site).facts ?? {}, ['facts']);
  run.problems.push(...factProblems);
  if (memo && loaded.problems.length === 0 && factProblems.length === 0)
    memo.set(loaded.manifest.data, 'site', hash ?? textHash(loaded.manifest.text));
  return loaded.manifest;
}

interface LoadedPages {
  /** Page file name → its data, or undefined when the file has problems of its own. */
  pageData: Map<string, unknown>;
  /** The page's parsed file, for positions. */
  manifestOf: (name: string) => Manifest;
  /** Page file name → its SEO audit, for each page audited as it was read. */
  audited: Map<string, AuditResult>;
}

/** The names of the files in pages/, sorted. */
function listPages(run: Run): string[] {
  const pagesDir = join(run.root, 'pages');
  const pagesEntry = lstatSync(pagesDir, { throwIfNoEntry: false });
  const pagesWrong = pagesEntry && wrongKind('pages', pagesEntry, 'folder');
  if (pagesWrong) run.problems.push(pagesWrong);
  return pagesEntry && !pagesWrong
    ? readdirSync(pagesDir)
        .filter((name) => name.endsWith('.yaml'))
        .map((name) => name.slice(0, -5))
        .sort()
    : [];
}

/** What the threads need to audit each page they read: the site's address and each page's route. */
interface AuditInput {
  baseUrl: string;
  pathOfPage: Map<string, string>;
}

/** Every file in pages/, read and validated (and audited, with `audit`) on worker threads for a big site. */
async function loadPages(
  run: Run,
  pageNames: string[],
  facts: Site['facts'] | undefined,
  audit: AuditInput | undefined,
): Promise<LoadedPages> {
  const pageFile = (name: string) => join(run.root, 'pages', `${name}.yaml`);
  const loadedPages = await loadPageFiles(run, pageNames.map(pageFile), facts, audit);
  const pageData = new Map<string, unknown>();
  const audited = new Map<string, AuditResult>();
  pageNames.forEach((name, index) => {
    const { problems: found, text, data, audit } = loadedPages[index];
    run.problems.push(...found);
    if (text !== undefined) run.sources.set(`pages/${name}.yaml`, text);
    pageData.set(name, data);
    if (audit) audited.set(name, audit);
  });
  // Positions are needed only to report a problem, so a page is parsed again just for that.
  const manifests = new Map<string, Manifest>();
  const manifestOf = (name: string) =>
    manifests.get(name) ?? manifests.set(name, loadManifest(pageFile(name), run.root).manifest!).get(name)!;
  return { pageData, manifestOf, audited };
}

/**
 * Each page file read and validated (load-job.ts). With a memo, a plain file whose text and facts
 * are those of a page the last check found valid is taken from it; a page found valid now is kept.
 */
async function loadPageFiles(
  run: Run,
  files: string[],
  facts: Site['facts'] | undefined,
  audit: AuditInput | undefined,
): Promise<LoadedPage[]> {
  const { memo } = run;
  const factsKey = JSON.stringify(facts ?? null);
  const keyOf = (hash: string) => ['load', hash, factsKey];
  // A memo that held nothing (a cold build) knows no file: the threads hash and stamp each file as
  // they read it, rather than the main thread reading every file first (~70 ms at 1,000 pages).
  const stamp = memo !== undefined && run.cold;
  const textHashes = files.map((file) => (memo && !stamp ? textHashOf(memo, file) : undefined));
  const loaded = textHashes.map((hash): LoadedPage | undefined => {
    const data = hash === undefined ? undefined : keptPage(memo!, keyOf(hash));
    return data === undefined ? undefined : { problems: [], data };
  });
  const missing = files.filter((_file, index) => !loaded[index]);
  const found = await mapInThreads<string, LoadedPage>(missing, new URL('./load-job.ts', import.meta.url), {
    root: run.root,
    facts,
    audit: audit && { baseUrl: audit.baseUrl, pathOfPage: Object.fromEntries(audit.pathOfPage) },
    stamp,
  } satisfies Shared);
  let next = 0;
  return loaded.map((page, index) => {
    const result = page ?? found[next++];
    const hash = textHashes[index] ?? result.textHash;
    if (result.stamp && result.textHash) memo?.set(result.textHash, 'file', files[index], result.stamp);
    // A page from the memo has its digest already (keptPage).
    if (memo && !page && hash !== undefined && result.problems.length === 0 && result.data !== undefined) {
      memo.set(result.data, ...keyOf(hash));
      memo.identify(result.data as object, ...keyOf(hash));
    }
    return result;
  });
}

/**
 * A page the last check found valid, from the memo: with its summary (page-summary.ts), as an
 * object whose sections are parsed only when read; a rebuild reads few pages' sections.
 */
function keptPage(memo: CheckMemo, key: string[]): object | undefined {
  const summary = memo.get('summary', hashOf(...key)) as PageSummary | undefined;
  if (!summary) {
    const whole = memo.get(...key) as object | undefined;
    if (whole) memo.identify(whole, ...key);
    return whole;
  }
  // Identified with `key` by lazy.
  const page = memo.lazy(summary, ...key) ?? undefined;
  if (page) noteSummary(page, summary);
  return page;
}

/**
 * The hash of a plain file's text (undefined for anything else). A file whose stamp (fileStamp:
 * its inode, size and times) is that of the last check's reading is not read again: the memo keeps
 * its text's hash under it, for a settled file (reading 1,000 page files was ~80 ms of a rebuild).
 */
function textHashOf(memo: CheckMemo, file: string): string | undefined {
  const stat = lstatSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  const { stamp, settled } = fileStamp(stat);
  const kept = memo.get('file', file, stamp);
  if (typeof kept === 'string') return kept;
  const hash = textHash(readFileSync(file, 'utf8'));
  if (settled) memo.set(hash, 'file', file, stamp);
  return hash;
}

/**
 * Routes: unique after normalising case and trailing slash, each with a page file of its own,
 * and every page file used by a route. Returns page file name → its route's path.
 */
function checkRoutes(run: Run, site: Site, siteManifest: Manifest, pageNames: string[]) {
  const pageFiles = new Set(pageNames);
  const seen = new Map<string, number>();
  const pathOfPage = new Map<string, string>();
  const lineOf = (other: number) => positionOf(siteManifest, ['routes', other]).line;
  site.routes.forEach((route, index) => {
    const key = routeKey(route.path);
    const first = seen.get(key);
    if (first !== undefined) {
      run.problems.push(
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
      run.problems.push(
        at(
          siteManifest,
          ['routes', index, 'page'],
          `pages/${route.page}.yaml is used by two routes: "${other}" on line ${line} and "${route.path}" here.`,
          `keep one route per page: delete this line, or point it at another page. If "${route.path}" is an old address, add "redirectFrom: [${route.path}]" to pages/${route.page}.yaml.`,
        ),
      );
    } else pathOfPage.set(route.page, route.path);
    if (!pageFiles.has(route.page)) {
      const guess = nearest(route.page, pageNames);
      run.problems.push(
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
  for (const name of pageNames.filter((name) => !routedPages.has(name))) {
    run.problems.push({
      file: `pages/${name}.yaml`,
      line: 1,
      column: 1,
      path: '',
      message: 'no route in site.yaml uses this page, so it would never be built.',
      fix: `add "- { path: /${name}, page: ${name} }" under routes in site.yaml, or delete this file.`,
    });
  }
  return pathOfPage;
}

/** A header menu entry is a plain link or a dropdown, not both and not neither. */
function checkMenus(run: Run, site: Site, siteManifest: Manifest) {
  site.nav.forEach((entry, index) => {
    if (Boolean(entry.href) !== Boolean(entry.links)) return;
    run.problems.push(
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
  });
}

function checkFormActions(run: Run, site: Site, siteManifest: Manifest) {
  for (const [form, target] of Object.entries(site.forms ?? {})) {
    const verdict = checkFormAction(target.action);
    if (!verdict.ok) run.problems.push(at(siteManifest, ['forms', form, 'action'], verdict.message, verdict.fix));
  }
}

/** What a link may point at: the routes, the ids each route renders, and the pages' old paths. */
function linkTargets(run: Run, site: Site, pageData: Map<string, unknown>, pathOfPage: Map<string, string>) {
  const pages = new Map<string, Page>();
  const targets: LinkTargets = {
    routes: new Set(site.routes.map((route) => route.path)),
    anchors: new Map(),
    moved: new Map(),
  };
  for (const [name, data] of pageData) {
    const path = pathOfPage.get(name);
    if (!data || path === undefined) continue;
    const page = data as Page;
    pages.set(name, page);
    const known = knownSummary(page);
    const anchors = known ? new Set(known.anchors) : anchorsOf(page, (body) => run.markdown(body).headingIds);
    // Under the digest of what the page was made from (identify, in loadPageFiles), as keptPage asks.
    if (!known && run.memo) run.memo.set(summarize(page, anchors), 'summary', run.memo.digest(page));
    targets.anchors.set(path, anchors);
    for (const old of page.redirectFrom ?? []) targets.moved.set(old, path);
  }
  return { pages, targets };
}

/**
 * Short paths lead somewhere and are not routes themselves; an old path is no route either.
 * Afterwards the short paths count as link targets.
 */
function checkRedirects(
  run: Run,
  site: Site,
  siteManifest: Manifest,
  targets: LinkTargets,
  manifestOf: (name: string) => Manifest,
) {
  (site.redirects ?? []).forEach((redirect, index) => {
    if (targets.routes.has(redirect.from)) {
      run.problems.push(
        at(
          siteManifest,
          ['redirects', index, 'from'],
          `"${redirect.from}" is already a route, so it cannot also redirect.`,
          'remove this redirect or the route.',
        ),
      );
    }
    const verdict = checkLink(redirect.to, '/', targets);
    if (!verdict.ok) run.problems.push(at(siteManifest, ['redirects', index, 'to'], verdict.message, verdict.fix));
  });
  // The schema asks for https://; this finds an address a browser could not use. The header
  // writers escape what is left (scripts/build/security-headers.ts).
  if (site.cspReportUrl) {
    const verdict = checkLink(site.cspReportUrl, '/', targets);
    if (!verdict.ok) run.problems.push(at(siteManifest, ['cspReportUrl'], verdict.message, verdict.fix));
  }
  for (const redirect of site.redirects ?? []) targets.routes.add(redirect.from);
  for (const [old, path] of targets.moved) {
    if (!targets.routes.has(old)) continue;
    const manifest = manifestOf(site.routes.find((route) => route.path === path)!.page);
    run.problems.push(
      at(
        manifest,
        ['redirectFrom'],
        `the old path "${old}" is still a route in site.yaml.`,
        `remove "${old}" from redirectFrom, or remove its route.`,
      ),
    );
  }
}

interface References {
  siteManifest: Manifest;
  pageData: Map<string, unknown>;
  pathOfPage: Map<string, string>;
  manifestOf: (name: string) => Manifest;
  targets: LinkTargets;
}

/** Every link and image of site.yaml and the pages, Markdown included; image files are measured too. */
async function checkReferences(run: Run, { siteManifest, pageData, pathOfPage, manifestOf, targets }: References) {
  const publicDir = join(run.root, 'public');
  // Image files are measured asynchronously, all at once, after the references are walked.
  const measuring: Promise<Problem[]>[] = [];
  const measure = (src: string, declared: object | undefined, place: () => Omit<Problem, 'message'>) => {
    const report = (verdicts: ImageVerdict[]) =>
      verdicts.map(
        ({ message, fix, severity }): Problem => ({ ...place(), message, fix, ...(severity && { severity }) }),
      );
    measuring.push(checkImageFile(src, publicDir, declared).then(report));
  };
  const check = (data: object, currentPath: string, manifest: () => Manifest) => {
    for (const found of run.references(data)) {
      if (found.kind !== 'markdown') {
        const verdict =
          found.kind === 'link' ? checkLink(found.value, currentPath, targets) : checkImage(found.value, publicDir);
        if (!verdict.ok) run.problems.push(at(manifest(), found.path, verdict.message, verdict.fix));
        else if (found.kind === 'image') measure(found.value, found.size, () => at(manifest(), found.path, '', ''));
        continue;
      }
      // Inside Markdown, point at the line that holds the link, not at "body: |".
      const { links, images, problems } = run.markdown(found.value);
      for (const { line, needle, message, fix } of problems) {
        const position = positionInside(manifest(), found.path, needle, line);
        run.problems.push({ file: manifest().file, ...position, path: dataPath(found.path), message, fix });
      }
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
        run.problems.push({ ...place(), message: verdict.message, fix: verdict.fix });
      }
    }
  };
  check(siteManifest.data as object, '/', () => siteManifest);
  for (const [name, data] of pageData) {
    const path = pathOfPage.get(name);
    if (data && path !== undefined) check(data as object, path, () => manifestOf(name));
  }
  run.problems.push(...(await Promise.all(measuring)).flat());
}

/**
 * Code frames need the text of each file with a problem on a line; the threads send back only
 * those, not every page's. Only a plain file is read: a refused link's target is never shown.
 */
function finish({ root, problems: found, sources }: Run, pages: Map<string, Page>, site?: Site): Content {
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
