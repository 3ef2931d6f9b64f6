// npm run generate: writes src/generated/ from the checked manifests: the TypeScript
// types, the site data the app needs, and one JSON file of data per page.
import { checkContent } from './check/content.ts';
import { reportProblems } from './lib/problems.ts';
import { generate } from './generate/pages.ts';

const root = process.cwd();
const content = await checkContent(root);
if (content.problems.length > 0 || !content.site) {
  console.error(reportProblems(content.problems, content.sources));
  process.exit(1);
}
await generate(root, content.site, content.pages);
console.log(`Generated src/generated/ for ${content.pages.size} pages.`);
