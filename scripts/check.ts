// npm run check [-- --root DIR]: validates every manifest and prints each problem once.
// Exit codes: 0 all good (warnings allowed), 1 content problems, 2 usage error.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent } from './content.ts';
import { formatProblem, summary, warningSummary } from './problems.ts';

let root: string;
try {
  const { values } = parseArgs({ options: { root: { type: 'string' } }, allowPositionals: false });
  root = resolve(values.root ?? process.cwd());
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run check [-- --root <folder with site.yaml>]`);
  process.exit(2);
}

const started = performance.now();
const { problems, warnings, pages, sources } = await checkContent(root);
// Warnings first, on standard output: they never fail the check.
if (warnings.length > 0) console.log(`${warnings.map((warning) => formatProblem(warning, sources.get(warning.file))).join('\n\n')}\n\n${warningSummary(warnings.length)}`);
if (problems.length > 0) {
  console.error(problems.map((problem) => formatProblem(problem, sources.get(problem.file))).join('\n\n'));
  console.error(`\n${summary(problems.length)}`);
  process.exit(1);
}
console.log(`All manifests are valid: site.yaml and ${pages.size} pages (${Math.round(performance.now() - started)} ms).`);
