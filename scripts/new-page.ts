// npm run new-page -- <path> [--template marketing|feature|solution|docs] [--nav <group>] [--footer <column>] [--docs <heading> [--tab <tab>]]
// Creates pages/<name>.yaml from scripts/new-page/templates/ and adds its route (and menu links) to
// site.yaml through the yaml Document API, so every comment, blank line and key order in
// site.yaml stays as it was. Exit codes: 0 done, 1 refused (the path or file exists), 2 usage error.
import { resolve } from 'node:path';
import { runPageCommand, UsageError } from './new-page/page-edits.ts';
import { createdReport, newPage, usageArguments } from './new-page/new-page.ts';

const flags = {
  template: { example: 'docs' },
  nav: { example: 'Features' },
  footer: { example: 'Product' },
  docs: { example: '"Plugin help"' },
  tab: { example: 'Linking' },
};
await runPageCommand('new-page', usageArguments, flags, (positionals, values) => {
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? "Give the new page's path, such as /features/keyword-magic."
        : `Give one path, not ${positionals.length}.`,
    );
  const root = resolve(values.root ?? process.cwd());
  const made = newPage(root, {
    path: positionals[0],
    template: values.template,
    nav: values.nav,
    footer: values.footer,
    docs: values.docs,
    tab: values.tab,
  });
  for (const line of createdReport(made)) console.log(line);
  console.log(
    `Next: rewrite the starter copy in ${made.pageFile}, run npm run check, then npm run dev and open http://localhost:5173${made.path}`,
  );
  return 0;
});
