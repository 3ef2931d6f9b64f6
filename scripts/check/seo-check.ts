// The SEO audit (scripts/check/audit-checks.ts) of each page's data, which npm run check, the dev
// server and npm run build run alike: a page under the threshold is reported at the field to
// change. npm run audit scores the built HTML with the same rules, and tests/unit/seo-check.test.ts
// requires the two to agree on every page.
import type { Page, Site } from '../../src/generated/types.ts';
import { auditFailures, auditPage, readability, scoreOf, type AuditFailure, type AuditResult } from './audit-checks.ts';
import { auditRules } from './audit-rules.ts';
import { dataFacts, type DataPath, type FactPaths } from './data-facts.ts';
import type { Manifest } from './load.ts';
import type { PageFacts } from './page-facts.ts';
import type { Problem } from '../lib/problems.ts';
import type { SiteWide } from './site-checks.ts';

const proseTags = new Set(['p', 'li', 'dd', 'blockquote', 'figcaption']);

/** A page's audit from its data, at its route's `path`: its score and the reasons it lost points. */
export function pageAudit(page: Page, path: string, baseUrl: string): AuditResult {
  return auditPage(dataFacts(page, path).facts, page, baseUrl);
}

/**
 * One located problem per failing rule of a page that scores under site.yaml's auditThreshold,
 * each at the field to change.
 */
export function pageSeoProblems(
  page: Page,
  path: string,
  { baseUrl, auditThreshold }: Pick<Site, 'baseUrl' | 'auditThreshold'>,
  manifest: () => Manifest,
  at: SiteWide['at'],
): Problem[] {
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
