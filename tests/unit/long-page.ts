// A page long and varied enough for the quality of its compression to matter, as a docs guide is
// (serve.test.ts and best-brotli.test.ts).
const tasks = ['audit a site', 'write a title', 'link two posts', 'fix a redirect', 'add schema', 'check readability'];

export const longPage = `<ul>${Array.from(
  { length: 300 },
  (_, index) =>
    `<li><a href="/guide-${index}">Guide ${index}: how to ${tasks[index % tasks.length]} with RankSuite</a></li>`,
).join('\n')}</ul>`;
