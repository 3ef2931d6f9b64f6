// npm run edit's server: the editor's page (Vite in middleware mode, root editor/) and a small
// JSON API that reads and writes site.yaml and pages/*.yaml. Every request passes safety.ts first.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { parse } from 'yaml';
import { checkContent } from '../check/content.ts';
import { contentTypes } from '../lib/content-types.ts';
import type { Problem } from '../lib/problems.ts';
import { withHtml } from '../generate/pages.ts';
import { fillFacts } from '../check/facts.ts';
import { menuChoices, templates } from '../new-page/new-page.ts';
import { readSite, Refusal, UsageError } from '../new-page/page-edits.ts';
import { maxUploadBytes } from '../check/images.ts';
import { copyImage, refuseTooBig } from './images.ts';
import { type CommandChange, isPageCommand, runCommand, undoCommand } from './page-commands.ts';
import { checkOrigin, checkUrl, editablePath, Refused } from './safety.ts';
import { formSchemas, sectionKinds } from './schemas.ts';
import { writeValues } from './writer.ts';
import { tailwindPlugin } from '../lib/tailwind-plugin.ts';

const editorDir = join(import.meta.dirname, '..', '..', 'editor');
export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** A failed request's answer: status and a sentence for the editor. */
class Answer extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
  ) {
    super(JSON.stringify(body));
  }
}

/** The request's body; `tooBig` is called (and throws) once it passes `limit` bytes. */
async function bodyOf(request: IncomingMessage, limit = Number.POSITIVE_INFINITY, tooBig = (_bytes: number) => {}) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of request) {
    bytes += (chunk as Buffer).length;
    if (bytes > limit) tooBig(bytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** The check of the site as it would be with `file` holding `text`, run on a copy so nothing is written first. */
async function checkWith(root: string, file: string, text: string) {
  const copy = mkdtempSync(join(tmpdir(), 'ranksuite-edit-'));
  try {
    for (const name of ['site.yaml', 'pages', 'public'])
      cpSync(join(root, name), join(copy, name), { recursive: true });
    writeFileSync(join(copy, file), text);
    return await checkContent(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Facts filled into every text, as the generator does, for the preview. */
function withFacts(value: unknown, facts: Record<string, string | number>): unknown {
  if (typeof value === 'string') return value.includes('{') ? fillFacts(value, facts).value : value;
  if (Array.isArray(value)) return value.map((item) => withFacts(item, facts));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFacts(item, facts)]));
  return value;
}

export async function startEditor(root: string, port: number) {
  /** The bytes before each file's last save, for Undo. */
  const previous = new Map<string, string>();
  /** The files the last page command changed, for its Undo. */
  let lastCommand: CommandChange | undefined;
  const siteData = () => parse(readFileSync(join(root, 'site.yaml'), 'utf8'));

  const api: Record<
    string,
    (query: URLSearchParams, body: () => Promise<any>, request: IncomingMessage) => Promise<object>
  > = {
    'GET /api/start': async () => {
      const site = siteData();
      return {
        routes: site.routes,
        templates,
        menus: menuChoices(readSite(root).site),
        commandUndo: lastCommand?.command,
        sections: sectionKinds(),
        schemas: formSchemas(),
      };
    },
    'POST /api/command': async (_query, body) => {
      const { command, ...input } = await body();
      if (!isPageCommand(command)) throw new Refused(400, `Refused: "${command}" is not a page command.`);
      const { lines, open, change } = runCommand(root, command, input);
      // A save's Undo would now put back a file from before the command, half undoing it.
      for (const file of change.after.keys()) previous.delete(file);
      lastCommand = change;
      const checked = await checkContent(root);
      return { lines, open, problems: checked.problems, warnings: checked.warnings, commandUndo: command };
    },
    'POST /api/command-undo': async () => {
      if (!lastCommand) throw new Answer(404, { message: 'There is no page command to undo.' });
      undoCommand(root, lastCommand);
      const files = [...lastCommand.before.keys()];
      for (const file of files) previous.delete(file);
      const { command } = lastCommand;
      lastCommand = undefined;
      return { lines: [`Undid ${command}: put back ${files.join(', ')} as they were before it.`] };
    },
    'POST /api/image': async (query, _body, request) => {
      const name = query.get('name') ?? 'image';
      refuseTooBig(name, Number(request.headers['content-length'] ?? 0));
      const bytes = await bodyOf(request, maxUploadBytes, (read) => refuseTooBig(name, read));
      return copyImage(root, name, bytes);
    },
    'GET /api/file': async (query) => {
      const file = query.get('path') ?? '';
      const text = readFileSync(editablePath(root, file), 'utf8');
      return { path: file, data: parse(text), hash: hashOf(text), undo: previous.has(file) };
    },
    'POST /api/preview': async (_query, body) => {
      const { data } = await body();
      return { data: withHtml(withFacts(data, siteData().facts ?? {})) };
    },
    'POST /api/save': async (_query, body) => {
      const { path: file, data, hash } = await body();
      const absolute = editablePath(root, file);
      const text = readFileSync(absolute, 'utf8');
      if (hashOf(text) !== hash)
        throw new Answer(409, {
          message: `${file} was changed on disk since you opened it, so it was not saved. Reload it to see the new version, then make your change again.`,
        });
      const written = writeValues(text, data);
      const checked = await checkWith(root, file, written);
      const own = (problem: Problem) => problem.file === file;
      // A problem in the saved file blocks it: what is on disk always reads as npm run check expects.
      if (checked.problems.some(own))
        throw new Answer(422, { saved: false, problems: checked.problems, warnings: checked.warnings });
      if (written !== text) {
        previous.set(file, text);
        writeFileSync(absolute, written);
      }
      return {
        saved: true,
        hash: hashOf(written),
        problems: checked.problems,
        warnings: checked.warnings,
        undo: previous.has(file),
      };
    },
    'POST /api/undo': async (_query, body) => {
      const { path: file } = await body();
      const absolute = editablePath(root, file);
      const before = previous.get(file);
      if (before === undefined) throw new Answer(404, { message: `There is no save of ${file} to undo.` });
      writeFileSync(absolute, before);
      previous.delete(file);
      return { path: file, data: parse(before), hash: hashOf(before), undo: false };
    },
  };

  const { createServer: createVite } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const vite = await createVite({
    configFile: false,
    root: editorDir,
    plugins: [react(), tailwindPlugin()],
    appType: 'spa',
    logLevel: 'warn',
    cacheDir: join(root, 'node_modules', '.cache', 'vite-editor'),
    server: {
      middlewareMode: true,
      hmr: false,
      // The page's own code, the site's components in src/, and the packages (node_modules may be a link).
      fs: { allow: [realpathSync(join(editorDir, '..')), dirname(realpathSync(join(root, 'node_modules', 'react')))] },
    },
  });

  const server = createHttpServer(async (request, response) => {
    try {
      checkOrigin(request.headers, port);
      checkUrl(request.url ?? '/');
      const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
      const handler = api[`${request.method} ${url.pathname}`];
      if (handler) {
        const json = async () => JSON.parse((await bodyOf(request)).toString('utf8') || '{}');
        send(response, 200, await handler(url.searchParams, json, request));
        return;
      }
      if (url.pathname.startsWith('/api/')) throw new Answer(404, { message: `No such request: ${url.pathname}` });
      // The preview's pictures, from public/images/ as the site serves them.
      if (request.method === 'GET' && url.pathname.startsWith('/images/')) {
        const file = editablePath(root, `public${url.pathname}`);
        // Images only: a page of any other kind served from the editor's origin could call its API.
        const type = contentTypes[extname(file)];
        response.writeHead(200, { 'content-type': type?.startsWith('image/') ? type : 'application/octet-stream' });
        response.end(readFileSync(file));
        return;
      }
      vite.middlewares(request, response);
    } catch (error) {
      if (error instanceof Refused) send(response, error.status, { message: error.message });
      else if (error instanceof Answer) send(response, error.status, error.body);
      // A page command's own refusals, as it words them: a mistake in the form, or a change it will not make.
      else if (error instanceof UsageError) send(response, 400, { message: error.message });
      else if (error instanceof Refusal) send(response, 409, { message: error.message });
      else if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        send(response, 404, { message: `Not found: ${(error as NodeJS.ErrnoException).path ?? ''}` });
      else {
        console.error(error);
        send(response, 500, { message: (error as Error).message });
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
