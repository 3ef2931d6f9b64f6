// What npm run dev does on each save (scripts/dev/refresh.ts): it says which pages' data changed,
// so the browser re-renders them in place, and when the app itself changed, so it reloads.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type Refreshed, refresher } from '../../scripts/dev/refresh.ts';
import { realCopy } from './site-copies.ts';

const dir = realCopy();
const content = refresher(dir);
const routes = (parse(readFileSync(join(dir, 'site.yaml'), 'utf8')) as { routes: { page: string }[] }).routes;
const page = routes[0].page;
const pageFile = join(dir, 'pages', `${page}.yaml`);

/** The page file with its first `heading:` line set to `heading`. */
function saveHeading(heading: string) {
  const text = readFileSync(pageFile, 'utf8');
  writeFileSync(
    pageFile,
    text.replace(/^( +heading: ).*$/m, (_line, key) => `${key}${heading}`),
  );
}

async function refreshed(): Promise<Exclude<Refreshed, { error: unknown }>> {
  const result = await content.refresh();
  if ('error' in result) throw new Error(result.error.message);
  return result;
}

describe('the dev server after a save', () => {
  it('names only the saved page, with its new data on disk, and reloads nothing', { timeout: 60_000 }, async () => {
    await refreshed(); // the start: everything is generated
    // The dev server asks again a moment after each refresh: no save, nothing to send.
    expect(await refreshed()).toEqual({ unchanged: true });

    saveHeading('Saved while the dev server runs');
    expect(await refreshed()).toMatchObject({ pages: [page], reload: false });
    const data = readFileSync(join(dir, 'src', 'generated', 'data', `${page}.json`), 'utf8');
    expect(data).toContain('Saved while the dev server runs');
  });

  it('reloads when site.yaml changes what every page shows', { timeout: 60_000 }, async () => {
    const siteFile = join(dir, 'site.yaml');
    writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace(/^name: .*$/m, 'name: RankSuite Preview'));
    expect(await refreshed()).toMatchObject({ reload: true });
  });

  it('reports a problem at its file, line and column, and the fix afterwards', { timeout: 60_000 }, async () => {
    const text = readFileSync(pageFile, 'utf8');
    const line = text.split('\n').findIndex((candidate) => /^ +heading: /.test(candidate));
    writeFileSync(pageFile, text.replace(/^( +)heading: /m, '$1headng: '));
    const result = await content.refresh();
    expect(result).toMatchObject({ error: { id: pageFile, line: line + 1 } });
    if ('error' in result) expect(result.error.message).toContain('did you mean "heading"?');

    writeFileSync(pageFile, text);
    expect(await refreshed()).toMatchObject({ reload: false });
  });

  it('reads a file again that was saved while it read it (a save in two steps: emptied, then written)', async () => {
    const siteFile = join(dir, 'site.yaml');
    const text = readFileSync(siteFile, 'utf8');
    writeFileSync(siteFile, ''); // the first step of many editors' saves
    // refresh() reads site.yaml before its first wait: the write below lands while it works, and
    // the file watcher may report the two steps as one change, already being checked.
    const result = content.refresh();
    writeFileSync(siteFile, text);
    expect(await result).not.toHaveProperty('error');
  });

  it('waits for the second step of a save that was slow to come, rather than report the emptied file', async () => {
    const text = readFileSync(pageFile, 'utf8');
    writeFileSync(pageFile, '');
    // On a busy machine the editor's process may wait its turn between the two steps, while the
    // refresh checks the emptied file through: it showed "the file is empty", then reloaded the page.
    const result = content.refresh();
    await new Promise((resolve) => setTimeout(resolve, 40));
    writeFileSync(pageFile, text);
    expect(await result).not.toHaveProperty('error');
  });
});
