// The SEO audit's report: every page's score, worst first, and the threshold gate of npm run audit.
// Types only from the audit itself: npm run build's main thread reports audits the check's threads
// made, and loading the audit's HTML parser and syllable counter would only slow its start.
import type { PageAudit } from '../check/audit-checks.ts';
import { median } from '../lib/stats.ts';

export const worstFirst = (audits: PageAudit[]) =>
  [...audits].sort((a, b) => a.score - b.score || a.path.localeCompare(b.path));

export function formatAudit(audits: PageAudit[]): string {
  return audits
    .map((audit) =>
      [
        `${String(audit.score).padStart(3)}  ${audit.path}  (pages/${audit.page}.yaml)`,
        ...audit.reasons.map((reason) => `       ${reason}`),
      ].join('\n'),
    )
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
