// For the form delivery tests: a copy of this site built with site.yaml's `forms` set (the real
// site.yaml sends nothing), served by npm run serve, and a local receiver for what the forms post.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
// Plain node and npm, without the test runner's loader.
const env = { ...process.env, NODE_OPTIONS: '' };

export interface Received {
  path: string;
  contentType: string;
  body: Buffer;
}

/** Records each request it gets; answers with the next of `statuses` (200 once they run out), or never for 'hang'. */
export async function startReceiver() {
  const received: Received[] = [];
  const statuses: (number | 'hang')[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        body: Buffer.concat(chunks),
      });
      const status = statuses.shift() ?? 200;
      if (status === 'hang') return;
      response.writeHead(status, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    statuses,
    /** The multipart body of the nth request, parsed as a browser's FormData. */
    form: (index: number) =>
      new Response(new Uint8Array(received[index].body), {
        headers: { 'content-type': received[index].contentType },
      }).formData(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const freePort = async () => {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

/** Copies the site (not its tests or build output), appends `formsYaml` to site.yaml, builds and serves it. */
export async function serveSiteWithForms(formsYaml: string) {
  // One fixed folder per test port: the script bundles are cached per folder, so a new name each run would pile them up.
  const copy = join(tmpdir(), `ranksuite-forms-${process.env.E2E_PORT ?? '4174'}`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  const skip = new Set([
    'node_modules',
    'dist',
    '.git',
    '.build',
    'tests',
    'test-results',
    'playwright-report',
    'tmp',
    join('src', 'generated'),
  ]);
  cpSync(root, copy, { recursive: true, filter: (source) => !skip.has(relative(root, source)) });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  writeFileSync(join(copy, 'site.yaml'), `${readFileSync(join(root, 'site.yaml'), 'utf8')}\n${formsYaml}\n`);
  const built = spawnSync('npm', ['run', 'build'], { cwd: copy, env, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build failed in ${copy}:\n${built.stdout}\n${built.stderr}`);

  const port = await freePort();
  // Its own process group, so stopping it also stops the tsx and node that npm starts.
  const server = spawn('npm', ['run', 'serve'], {
    cwd: copy,
    env: { ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving dist/') && resolve());
    server.on('exit', (code) => reject(new Error(`npm run serve exited with ${code}`)));
  });
  return {
    url: `http://localhost:${port}`,
    close: () => {
      if (server.exitCode === null) process.kill(-server.pid!);
      if (existsSync(copy)) rmSync(copy, { recursive: true, force: true });
    },
  };
}
