// Dev-server plugin: re-checks the YAML on every save, regenerates src/generated/, and
// shows problems in Vite's error overlay with their file:line:col. A saved page reaches the
// browser as its new data (src/lib/page-data.ts re-renders it), not as a reload.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { Worker } from 'node:worker_threads';
import type { CheckError, Refreshed } from './refresh.ts';

/** Vite's error overlay for the check's problems, pointing at the first. */
const overlay = (error: CheckError) =>
  ({
    type: 'error',
    err: {
      message: error.message,
      stack: '',
      id: error.id,
      loc: { file: error.id, line: error.line, column: error.column },
    },
  }) as const;

/** What the plugin asks of the refresher thread (refresh-worker.ts). */
interface Refresher {
  refresh(): Promise<Refreshed>;
  forget(): void;
}

/**
 * The refresher on its own thread, from the esbuild bundle `npm install` made (scripts/run.mjs
 * --prepare): the check and generate code stay out of the config Vite bundles as it starts, and
 * off the thread that answers the browser. The addresses are computed so that Vite's config
 * bundler leaves them alone.
 */
async function startRefresher(root: string): Promise<Refresher> {
  const run = await import(new URL('../run.mjs', import.meta.url).href);
  const bundle: string = await run.bundled(fileURLToPath(new URL('./refresh-worker.ts', import.meta.url)));
  // execArgv: a loader in the parent's options (a test's) has no business in the thread.
  const worker = new Worker(pathToFileURL(bundle), { workerData: { root }, execArgv: [] });
  worker.unref(); // the server's end ends it
  return {
    refresh: () =>
      new Promise<Refreshed>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage('refresh');
      }).finally(() => worker.removeAllListeners('error')),
    forget: () => worker.postMessage('forget'),
  };
}

export function manifests(): Plugin {
  let root = process.cwd();
  let searchIndex = '{}';
  let lastError: CheckError | undefined;
  let content: Promise<Refresher> | undefined;
  // One refresh at a time; saves made during one are taken by one more after it.
  let running: Promise<void> | undefined;
  let again = false;
  // chokidar drops a second change to a file within 50 ms of the first, as when a save empties
  // the file, then writes it: a look a moment after each refresh finds what it did not report.
  let recheck: NodeJS.Timeout | undefined;

  async function refresh(server?: ViteDevServer) {
    content ??= startRefresher(root);
    const result = await (await content).refresh();
    if ('unchanged' in result) return;
    clearTimeout(recheck);
    recheck = setTimeout(() => schedule(server), 100).unref();
    if ('error' in result) {
      lastError = result.error;
      server?.ws.send(overlay(lastError));
      server?.config.logger.error(lastError.message);
      return;
    }
    const hadError = lastError !== undefined;
    lastError = undefined;
    searchIndex = result.searchIndex;
    // After an error the overlay and whatever failed to load go with a reload.
    if (server && (result.reload || hadError)) {
      // Vite may not have seen the files just written yet: the reloaded page would get their old
      // code from its cache (the menus before the save) if they were not dropped from it first.
      const generated = join(root, 'src', 'generated');
      for (const module of server.moduleGraph.idToModuleMap.values())
        if (module.file?.startsWith(generated)) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
    } else if (result.pages.length > 0) server?.ws.send('ranksuite:pages', { pages: result.pages });
  }

  function schedule(server?: ViteDevServer): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await refresh(server);
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }
  let devServer: ViteDevServer | undefined;
  /** The first check; requests for what it writes wait for it. */
  let first: Promise<void> = Promise.resolve();

  return {
    name: 'ranksuite-manifests',
    apply: 'serve',
    config: () => ({
      // Page data is served by the middleware below, never as a module: nothing to watch there.
      server: { watch: { ignored: ['**/src/generated/data/**'] } },
    }),
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      first = schedule(devServer);
      // The app's modules import what the check generates: the first start of a checkout waits
      // for it. Later starts find the last run's files and start at once, checking beside the
      // browser's first load; a change found is sent like a save.
      if (!existsSync(join(root, 'src', 'generated', 'site.ts'))) await first;
    },
    configureServer(server) {
      devServer = server;
      server.watcher.add([join(root, 'site.yaml'), join(root, 'pages')]);
      server.watcher.on('all', (_event, file) => {
        if (file.endsWith('.schema.json')) void content?.then((refresher) => refresher.forget());
        if (file.endsWith('.yaml') || file.endsWith('.schema.json')) schedule(server);
      });
      server.ws.on('connection', () => {
        if (lastError) server.ws.send(overlay(lastError));
      });
      server.middlewares.use(async (request, response, next) => {
        const url = request.url ?? '';
        // What a check in progress is about to write: a page loading meanwhile (reloaded, say,
        // when it would miss the save's message) gets the new data, not the old.
        if (url === '/search-index.json' || url.startsWith('/_data/')) await Promise.all([first, running]);
        if (url === '/search-index.json') {
          response.setHeader('content-type', 'application/json');
          response.end(searchIndex);
        } else if (url.startsWith('/_data/')) {
          try {
            response.setHeader('content-type', 'application/json');
            response.end(
              readFileSync(join(root, 'src/generated/data', url.slice('/_data/'.length).replace(/[^a-z0-9.-]/g, ''))),
            );
          } catch {
            response.statusCode = 404;
            response.end('{}');
          }
        } else next();
      });
    },
  };
}
