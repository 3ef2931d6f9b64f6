// npm run serve (scripts/serve.ts) started on a port the system picks, for what looks at a dist/
// in a browser or over HTTP: Lighthouse in npm run bench, npm run screenshots, the server's tests.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts scripts/serve.ts on `root`/dist and resolves with the address it prints once it listens;
 * `https`: over HTTPS and HTTP/2. `child` is the server's process.
 */
export async function serveDist(root: string, { https = false } = {}) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('../run.mjs', import.meta.url)), 'serve', ...(https ? ['--https'] : [])],
    { cwd: root, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const address = /https?:\/\/localhost:\d+/.exec(chunk.toString())?.[0];
      if (address) resolve(address);
    });
    child.on('exit', (code) => reject(new Error(`scripts/serve.ts exited with code ${code}`)));
  });
  return { origin, child, stop: () => child.kill() };
}
