// Dev-server plugin: re-checks the YAML on every save, regenerates src/generated/, and
// shows problems in Vite's error overlay with their file:line:col.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { checkContent } from '../check/content.ts';
import { generate } from '../generate/pages.ts';
import { reportProblems } from '../lib/problems.ts';
import { buildSearchIndex } from '../generate/search-index.ts';

interface CheckError {
  message: string;
  id: string;
  line: number;
  column: number;
}

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

export function manifests(): Plugin {
  let root = process.cwd();
  let searchIndex = '{}';
  let lastError: CheckError | undefined;

  async function refresh(server?: ViteDevServer) {
    const content = await checkContent(root);
    if (content.problems.length > 0 || !content.site) {
      const first = content.problems[0];
      lastError = {
        message: reportProblems(content.problems, content.sources),
        id: join(root, first?.file ?? 'site.yaml'),
        line: first?.line ?? 0,
        column: first?.column ?? 0,
      };
      server?.ws.send(overlay(lastError));
      server?.config.logger.error(lastError.message);
      return;
    }
    lastError = undefined;
    const entries = await generate(root, content.site, content.pages);
    searchIndex = buildSearchIndex(entries, content.site.docsNav);
    server?.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'ranksuite-manifests',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      await refresh();
    },
    configureServer(server) {
      server.watcher.add([join(root, 'site.yaml'), join(root, 'pages')]);
      server.watcher.on('all', (_event, file) => {
        if (file.endsWith('.yaml') || file.endsWith('.schema.json')) void refresh(server);
      });
      server.ws.on('connection', () => {
        if (lastError) server.ws.send(overlay(lastError));
      });
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '';
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
