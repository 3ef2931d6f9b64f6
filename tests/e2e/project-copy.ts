// A copy of the project a test may change and start commands in, the environment npm gives a
// command (no TypeScript loader), and npm run dev started in it, for the tests of npm run dev and npm run edit.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const project = join(import.meta.dirname, '..', '..');
const copied = [
  'site.yaml',
  'pages',
  'public',
  'schemas',
  'src',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
];

/** The project's files (and `extra` ones) in a temporary folder, its packages linked. */
export function copyProject(extra: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'ranksuite-copy-'));
  for (const name of [...copied, ...extra]) cpSync(join(project, name), join(dir, name), { recursive: true });
  // Linked package by package rather than as one folder: the caches Vite and scripts/run.mjs
  // write into node_modules stay the copy's own, so they cannot collide with another dev
  // server on this machine and leave with the copy.
  const modules = realpathSync(join(project, 'node_modules'));
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (!name.startsWith('.') || name === '.bin') symlinkSync(join(modules, name), join(dir, 'node_modules', name));
  }
  return dir;
}

/** The machine's environment without a loader (NODE_OPTIONS holds Playwright's and tsx's), `bin` first on PATH. */
export function plainEnv(bin?: string): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _loaders, FORCE_COLOR: _colors, ...env } = process.env;
  return { ...env, NO_COLOR: '1', PATH: bin ? `${bin}${delimiter}${env.PATH}` : env.PATH };
}

/**
 * `npm run dev` in `dir` on a free port, as an editor starts it: its address once it prints it,
 * and `stop`, which ends npm and the node under it (their own process group).
 */
export async function startDevServer(dir: string, env = plainEnv()) {
  const child = spawn('npm', ['run', 'dev', '--', '--port', '0', '--strictPort'], { cwd: dir, env, detached: true });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        const printed = /Local:\s+(http:\S+)/.exec(output);
        if (printed) resolve(printed[1]);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then((code) =>
        reject(new Error(`npm run dev stopped (exit code ${code}) before printing its address:\n${output}`)),
      );
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
