// The check as `npm run check` prints it, for the commands that run it after changing files.
import { checkContent } from './content.ts';
import { reportProblems, reportWarnings } from '../lib/problems.ts';

/** Checks the site at `root`, prints the problems (stderr) or the all-clear (stdout); true when there are none. */
export async function reportCheck(root: string): Promise<boolean> {
  const started = performance.now();
  const { problems, warnings, pages, sources } = await checkContent(root);
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
