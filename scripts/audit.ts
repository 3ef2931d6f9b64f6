// npm run audit: RankSuite's own SEO checks over every built page in dist/, worst first.
// npm run build runs the same audit and refuses to ship a page under site.yaml's auditThreshold.
import { join } from 'node:path';
import { checkContent } from './check/content.ts';
import { pageEntries } from './generate/pages.ts';
import { summary } from './lib/problems.ts';
import { auditBuild, formatAudit, auditSummary, thresholdFailure } from './audit/report.ts';

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
