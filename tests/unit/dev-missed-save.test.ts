// A save the file watcher never reports must still reach the dev server (scripts/dev/vite-manifests.ts).
// Editors save in two steps, emptying the file and then writing it, and chokidar drops a second
// change to one file within 50 ms of the first. A check that read the emptied file then kept
// "the file is empty" in the overlay after a good save (seen in CI as a stuck overlay).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { manifests } from '../../scripts/dev/vite-manifests.ts';
import { realCopy } from './site-copies.ts';

const dir = realCopy();
const file = join(dir, 'pages', 'home.yaml');
const sent: unknown[] = [];
let server: ViteDevServer | undefined;
afterAll(() => server?.close());

/** What the plugin sent the browser, as JSON text. */
const sentText = () => JSON.stringify(sent);

it('checks again a save whose change the watcher dropped, and clears its own problem', {
  timeout: 60_000,
}, async () => {
  // No watcher of its own: the test says which changes the plugin hears of.
  server = await createServer({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [manifests()],
    server: { middlewareMode: true, ws: false, watch: null },
  });
  server.ws.send = ((payload: unknown) => sent.push(payload)) as ViteDevServer['ws']['send'];
  await server.pluginContainer.buildStart({}); // a copy without src/generated/: the first check, waited for

  const text = readFileSync(file, 'utf8');
  writeFileSync(file, ''); // the save's first step, which the watcher reports
  server.watcher.emit('change', file);
  await expect.poll(sentText, { timeout: 30_000 }).toContain('the file is empty');

  writeFileSync(file, text); // its second step, which the watcher dropped: no event
  await expect.poll(sentText, { timeout: 10_000 }).toContain('full-reload');
});
