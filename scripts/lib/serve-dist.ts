// npm run serve (scripts/serve.ts) started on a free port, for the commands that look at dist/
// in a browser: Lighthouse in npm run bench, npm run screenshots.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

/** Starts scripts/serve.ts on a free port and resolves once it listens; `https`: over HTTPS and HTTP/2. */
export async function serveDist(root: string, { https = false } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/run.mjs', 'serve', ...(https ? ['--https'] : [])], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    child.on('exit', (code) => reject(new Error(`scripts/serve.ts exited with code ${code}`)));
  });
  return { origin: `${https ? 'https' : 'http'}://localhost:${port}`, stop: () => child.kill() };
}
