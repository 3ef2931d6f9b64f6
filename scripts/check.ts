// npm run check [-- --root DIR]: validates every manifest and prints each problem once.
// Exit codes: 0 all good (warnings allowed), 1 content problems, 2 usage error.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { reportCheck } from './check/report.ts';

let root: string;
try {
  const { values } = parseArgs({ options: { root: { type: 'string' } }, allowPositionals: false });
  root = resolve(values.root ?? process.cwd());
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run check [-- --root <folder with site.yaml>]`);
  process.exit(2);
}

if (!(await reportCheck(root))) process.exit(1);
