// npm run remove-page -- <path> [--redirect-to <path>]
// Removes a page (scripts/new-page/remove-page.ts says what goes and where its links lead), then
// runs npm run check's checks.
// Exit codes: 0 removed and the check passes, 1 refused (or removed but the check found problems), 2 usage error.
import { resolve } from 'node:path';
import { reportCheck } from './check/report.ts';
import { runPageCommand, UsageError } from './new-page/page-edits.ts';
import { removedReport, removePage } from './new-page/remove-page.ts';

await runPageCommand(
  'remove-page',
  '<path> [--redirect-to <path of the page that takes its visitors>]',
  { 'redirect-to': { example: '/other' } },
  async (positionals, values) => {
    if (positionals.length === 0)
      throw new UsageError('Give the path of the page to remove, such as /features/old-name.');
    if (positionals.length > 1)
      throw new UsageError(
        `Give one path, not ${positionals.length}; the page that takes its visitors goes after --redirect-to.`,
      );
    const root = resolve(values.root ?? process.cwd());
    const removed = removePage(root, { path: positionals[0], redirectTo: values['redirect-to'] });
    for (const line of removedReport(removed)) console.log(line);
    return (await reportCheck(root)) ? 0 : 1;
  },
);
