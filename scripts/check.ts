// npm run check [-- --root DIR]: validates every manifest and prints each problem once.
// Exit codes: 0 all good, 1 content problems, 2 usage error.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent } from './content.ts';
import { reportProblems } from './problems.ts';

let root: string;
try {
  const { values } = parseArgs({ options: { root: { type: 'string' } }, allowPositionals: false });
  root = resolve(values.root ?? process.cwd());
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run check [-- --root <folder with site.yaml>]`);
  process.exit(2);
}

const started = performance.now();
const { problems, pages, sources } = await checkContent(root);
if (problems.length > 0) {
  console.error(reportProblems(problems, sources));
  process.exit(1);
}
console.log(`All manifests are valid: site.yaml and ${pages.size} pages (${Math.round(performance.now() - started)} ms).`);
