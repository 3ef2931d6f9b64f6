// npm run new-page -- <path> [--template marketing|feature|solution|docs] [--nav <group>] [--footer <column>] [--docs <heading> [--tab <tab>]]
// Creates pages/<name>.yaml from scripts/new-page/templates/ and adds its route (and menu links) to
// site.yaml through the yaml Document API, so every comment, blank line and key order in
// site.yaml stays as it was. Exit codes: 0 done, 1 refused (the path or file exists), 2 usage error.
import { resolve } from 'node:path';
import { runPageCommand, UsageError } from './new-page/page-edits.ts';
import { usageArguments, newPage } from './new-page/new-page.ts';

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
  const menus = [
    values.nav && `the "${values.nav}" menu`,
    values.footer && `the "${values.footer}" footer column`,
    values.docs && `${values.tab ? `the "${values.tab}" tab of ` : ''}the "${values.docs}" docs menu`,
  ]
    .filter(Boolean)
    .join(' and ');
  const route = made.routeAdded
    ? `added the route ${made.path} to site.yaml`
    : `kept its route ${made.path} in site.yaml`;
  console.log(
    `Created ${made.pageFile} from the ${made.template} template and ${route}${menus ? `, with a link in ${menus}` : ''}.`,
  );
  if (!menus)
    console.log(
      `No menu links to ${made.path} yet: link to it from another page or a menu in site.yaml, or npm run check reports it as unreachable.`,
    );
  console.log(
    `Next: rewrite the starter copy in ${made.pageFile}, run npm run check, then npm run dev and open http://localhost:5173${made.path}`,
  );
  return 0;
});
