// The build's SEO audit (scripts/check/audit-checks.ts) run by npm run check on each page's data, so an
// editor meets a page that would fail the build at the field to change, in the check and in the
// dev overlay, instead of as an unlocated reason at the end of npm run build.
import type { Page, Site } from '../../src/generated/types.ts';
import { auditFailures, readability, scoreOf, type AuditFailure } from './audit-checks.ts';
import { auditRules } from './audit-rules.ts';
import { dataFacts, type DataPath, type FactPaths } from './data-facts.ts';
import type { Manifest } from './load.ts';
import type { PageFacts } from './page-facts.ts';
import type { Problem } from '../lib/problems.ts';
import type { SiteWide } from './site-checks.ts';

const proseTags = new Set(['p', 'li', 'dd', 'blockquote', 'figcaption']);

/** One located problem per failing rule of each page that would score under site.yaml's auditThreshold. */
export function seoProblems({
  site,
  pages,
  pathOfPage,
  manifestOf,
  at,
}: Pick<SiteWide, 'site' | 'pages' | 'pathOfPage' | 'manifestOf' | 'at'>): Problem[] {
  return [...pages].flatMap(([name, page]) =>
    pageSeoProblems(page, pathOfPage.get(name)!, site, () => manifestOf(name), at),
  );
}

/**
 * The audit of one page at its route's `path`. It needs nothing of other pages, so npm run check
 * runs it on the thread that read and validated the page (check/load-job.ts).
 */
export function pageSeoProblems(
  page: Page,
  path: string,
  { baseUrl, auditThreshold }: Pick<Site, 'baseUrl' | 'auditThreshold'>,
  manifest: () => Manifest,
  at: SiteWide['at'],
): Problem[] {
  // No page scores under 0 (scoreOf), so a threshold of 0 fails none: the audit is left out,
  // which was half of npm run check's time on a 50,000-page site with auditThreshold: 0.
  if (auditThreshold <= 0) return [];
  const { facts, paths } = dataFacts(page, path);
  const failures = auditFailures(facts, page, baseUrl);
  const score = scoreOf(failures);
  if (score >= auditThreshold) return [];
  return failures.map((failure) => {
    const rule = auditRules[failure.rule];
    const located = locate(failure, facts, paths);
    return at(
      manifest(),
      located.path,
      `SEO audit: ${failure.reason} (-${rule.weight}; this page scores ${score}, under auditThreshold ${auditThreshold} in site.yaml).`,
      located.fix ?? `${rule.fix}.`,
    );
  });
}

/** The field that produced a failing rule's figure, and the fix when it depends on that field. */
function locate({ rule }: AuditFailure, facts: PageFacts, paths: FactPaths): { path: DataPath; fix?: string } {
  const sections = ['sections'];
  switch (rule) {
    case 'keywordInTitle':
      return { path: ['meta', 'title'] };
    case 'keywordInDescription':
    case 'descriptionLength':
      return { path: ['meta', 'description'] };
    case 'keywordInH1':
      return { path: paths.h1[0] ?? sections };
    case 'keywordInFirstParagraph':
      return paths.firstParagraph
        ? { path: paths.firstParagraph }
        : {
            path: paths.h1[0] ?? sections,
            fix: "add a subheading under the hero's heading that uses the focus keyword.",
          };
    case 'oneH1':
      return paths.h1.length === 0
        ? { path: sections, fix: 'start the page with a hero section; its heading is the h1.' }
        : { path: paths.h1[1], fix: `${auditRules.oneH1.fix}: this is a second h1.` };
    case 'imageAlt':
      return { path: paths.images[facts.images.findIndex((image) => !image.alt?.trim())] };
    case 'citations':
      return { path: paths.blocks.find((path) => path.at(-1) === 'body') ?? sections };
    case 'readingEase':
    case 'gradeLevel': {
      // The hardest text to read is the one to rewrite first.
      let hardest = -1;
      let worst = -Infinity;
      facts.blocks.forEach((block, index) => {
        if (!proseTags.has(block.tag)) return;
        const { readingEase, grade } = readability([block.text]);
        const badness = rule === 'readingEase' ? -readingEase : grade;
        if (badness > worst) [hardest, worst] = [index, badness];
      });
      if (hardest === -1) return { path: sections };
      const start = facts.blocks[hardest].text.split(' ').slice(0, 6).join(' ');
      return {
        path: paths.blocks[hardest],
        fix: `${auditRules[rule].fix} (the hardest to read is the text starting "${start}").`,
      };
    }
    default:
      return { path: sections };
  }
}
