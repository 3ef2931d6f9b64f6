// The check as `npm run check` prints it, for the commands that run it after changing files.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent } from './content.ts';
import { checkMemo } from './memo.ts';
import { reportProblems, reportWarnings } from '../lib/problems.ts';

/** Checks the site at `root`, prints the problems (stderr) or the all-clear (stdout); true when there are none. */
export async function reportCheck(root: string): Promise<boolean> {
  const started = performance.now();
  // The memo a build or the dev server left (.cache/check.jsonl): a page unchanged since is not
  // read, validated, rendered or audited again. It is keyed by each file's text and by the check's
  // own code, so the result is the same; what only the build uses stays in it. Without one (a fresh
  // checkout, CI) none is made: writing every page's data took a 10,000-page check 4.0 → 5.0 s.
  const file = join(root, '.cache', 'check.jsonl');
  const memo = existsSync(file) ? checkMemo(root, file) : undefined;
  const { problems, warnings, pages, sources } = await checkContent(root, { memo });
  try {
    memo?.save({ keepUnused: true });
  } catch {
    // A checkout that cannot be written to is checked all the same: the memo is only a shortcut.
  }
  // Warnings first, on standard output: they never fail the check.
  if (warnings.length > 0) console.log(reportWarnings(warnings, sources));
  if (problems.length > 0) {
    console.error(reportProblems(problems, sources));
    return false;
  }
  console.log(
    `All manifests are valid: site.yaml and ${pages.size} page${pages.size === 1 ? '' : 's'} (${Math.round(performance.now() - started)} ms).`,
  );
  return true;
}
