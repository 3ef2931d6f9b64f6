// `npm run dev` started as an editor starts it, for the tests of the dev server and its bench.
import { spawn } from 'node:child_process';
import { delimiter } from 'node:path';

/** The machine's environment without a loader (NODE_OPTIONS holds Playwright's and tsx's), `bin` first on PATH. */
export function plainEnv(bin?: string): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _loaders, FORCE_COLOR: _colors, ...env } = process.env;
  return { ...env, NO_COLOR: '1', PATH: bin ? `${bin}${delimiter}${env.PATH}` : env.PATH };
}

export interface DevServer {
  url: string;
  /** Seconds from the command to Vite printing its address. */
  ready: number;
  /** Ends npm and everything under it (their own process group). */
  stop: () => Promise<void>;
}

/** `npm run dev` in `dir` on a free port, with `args` after `--`; resolves once it prints its address. */
export async function startDevServer(
  dir: string,
  { env = plainEnv(), args = [] }: { env?: NodeJS.ProcessEnv; args?: string[] } = {},
): Promise<DevServer> {
  const started = performance.now();
  const child = spawn('npm', ['run', 'dev', '--', '--port', '0', '--strictPort', ...args], {
    cwd: dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
    return { url, ready: (performance.now() - started) / 1000, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
