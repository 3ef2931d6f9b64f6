// npm run audit: RankSuite's own SEO checks over every built page in dist/, worst first.
// npm run build runs the same audit and refuses to ship a page under site.yaml's auditThreshold.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditHtml } from './check/audit-checks.ts';
import { checkContent } from './check/content.ts';
import { pageEntries } from './generate/pages.ts';
import { summary } from './lib/problems.ts';
import { pageFileOf } from './lib/route-paths.ts';
import { formatAudit, auditSummary, thresholdFailure, worstFirst } from './audit/report.ts';

const root = process.cwd();
const content = await checkContent(root);
if (content.problems.length > 0 || !content.site) {
  console.error(`${summary(content.problems.length)} Run npm run check to see them.`);
  process.exit(1);
}
try {
  const { site } = content;
  const audits = worstFirst(
    pageEntries(site, content.pages).map((entry) =>
      auditHtml(readFileSync(pageFileOf(join(root, 'dist'), entry.path), 'utf8'), entry, site.baseUrl),
    ),
  );
  console.log(`${formatAudit(audits)}\n\n${auditSummary(audits)}`);
  const failure = thresholdFailure(audits, site.auditThreshold);
  if (failure) {
    console.error(`\n${failure}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`${(error as Error).message}\nIf dist/ is missing or out of date, run npm run build first.`);
  process.exitCode = 1;
}
