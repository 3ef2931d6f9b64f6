// npm run dev watches the sources, not what builds write: dist/, .build/ and .cache/ hold a folder
// a page each (twice over with the spare dist/ a rebuild reuses), and watching them would spend
// the system's file watches and wake the dev server on every build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { siteConfig } from '../../vite.config.ts';

const root = mkdtempSync(join(tmpdir(), 'dev-watch-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("watches the site's files and none of the build's", { timeout: 30_000 }, async () => {
  for (const folder of ['pages', 'src', 'dist/pricing', '.build/dist/pricing', '.cache/spare-dist/pricing']) {
    mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, folder, folder.startsWith('pages') ? 'home.yaml' : 'index.html'), '');
  }
  // The site's server settings; its plugins would check and generate the site first.
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    server: { ...siteConfig().server, middlewareMode: true, ws: false },
  });
  try {
    // chokidar lists a folder once it has read it: wait for the site's own.
    const watched = () => Object.keys(server.watcher.getWatched()).map((folder) => folder.slice(root.length));
    await expect.poll(watched, { timeout: 10_000 }).toContain('/pages');
    await new Promise((resolve) => setTimeout(resolve, 500)); // and a moment for the others
    expect(watched().filter((folder) => /^\/(dist|\.build|\.cache)\b/.test(folder))).toEqual([]);
  } finally {
    await server.close();
  }
});
