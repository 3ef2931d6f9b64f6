// npm run audit: RankSuite's own SEO checks over every built page in dist/, worst first.
// npm run build runs the same audit and refuses to ship a page under site.yaml's auditThreshold.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditHtml, worstFirst, type PageAudit } from './audit-checks.ts';
import { checkContent } from './content.ts';
import { pageEntries, type PageEntry } from './generate.ts';
import { summary } from './problems.ts';
import { pageFileOf } from './route-paths.ts';
import { median } from './stats.ts';

/** Audits the pages already built in outDir. */
export function auditBuild(outDir: string, entries: PageEntry[], baseUrl: string): PageAudit[] {
  return worstFirst(entries.map((entry) => auditHtml(readFileSync(pageFileOf(outDir, entry.path), 'utf8'), entry, baseUrl)));
}

export function formatAudit(audits: PageAudit[]): string {
  return audits
    .map((audit) => [`${String(audit.score).padStart(3)}  ${audit.path}  (pages/${audit.page}.yaml)`, ...audit.reasons.map((reason) => `       ${reason}`)].join('\n'))
    .join('\n');
}

export function auditSummary(audits: PageAudit[]): string {
  const scores = audits.map((audit) => audit.score);
  return `SEO audit of ${audits.length} pages: lowest ${Math.min(...scores)}, median ${median(scores)}, ${scores.filter((score) => score === 100).length} at 100.`;
}

/** The build's gate: the failing pages with their reasons, or undefined when every page passes. */
export function thresholdFailure(audits: PageAudit[], threshold: number): string | undefined {
  const failing = audits.filter((audit) => audit.score < threshold);
  if (failing.length === 0) return undefined;
  return `${formatAudit(failing)}\n\n${failing.length} page(s) score under the SEO audit threshold of ${threshold} (auditThreshold in site.yaml). Fix the reasons listed under each page in its YAML file; npm run audit shows every page's score.`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const content = await checkContent(root);
  if (content.problems.length > 0 || !content.site) {
    console.error(`${summary(content.problems.length)} Run npm run check to see them.`);
    process.exit(1);
  }
  try {
    const audits = auditBuild(join(root, 'dist'), pageEntries(content.site, content.pages), content.site.baseUrl);
    console.log(`${formatAudit(audits)}\n\n${auditSummary(audits)}`);
    const failure = thresholdFailure(audits, content.site.auditThreshold);
    if (failure) {
      console.error(`\n${failure}`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`${(error as Error).message}\nIf dist/ is missing or out of date, run npm run build first.`);
    process.exitCode = 1;
  }
}
