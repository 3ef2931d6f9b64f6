// npm run move-page -- <old path> <new path>
// Gives a page a new address (scripts/new-page/move-page.ts says how), then runs npm run check's checks.
// Exit codes: 0 moved and the check passes, 1 refused (or moved but the check found problems), 2 usage error.
import { resolve } from 'node:path';
import { reportCheck } from './check/report.ts';
import { movedReport, movePage } from './new-page/move-page.ts';
import { runPageCommand, UsageError } from './new-page/page-edits.ts';

await runPageCommand('move-page', '<old path> <new path>', {}, async (positionals, values) => {
  if (positionals.length === 0)
    throw new UsageError(
      "Give the page's current path and its new path, such as /features/old-name /features/new-name.",
    );
  if (positionals.length === 1)
    throw new UsageError(`Give the page's new path too, such as ${positionals[0]} /features/new-name.`);
  if (positionals.length > 2)
    throw new UsageError(`Give two paths, the current one and the new one, not ${positionals.length}.`);
  const root = resolve(values.root ?? process.cwd());
  for (const line of movedReport(movePage(root, { from: positionals[0], to: positionals[1] }))) console.log(line);
  return (await reportCheck(root)) ? 0 : 1;
});
