// Temporary copies of a site for tests that change files: the valid fixture, or the real
// site.yaml with the real pages and images (so every route and link resolves).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export const project = join(import.meta.dirname, '..', '..');
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function copyOf(...sources: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-copy-'));
  copies.push(dir);
  for (const source of sources) cpSync(source, dir, { recursive: true });
  return dir;
}
export const validCopy = () => copyOf(join(project, 'tests', 'fixtures', 'valid'));
export const realCopy = () => {
  const dir = copyOf();
  for (const name of ['site.yaml', 'pages', 'public'])
    cpSync(join(project, name), join(dir, name), { recursive: true });
  return dir;
};

/** Runs `node scripts/run.mjs <command> …` as an editor's npm run would (plain node, no loader). */
export function runCommand(command: string, args: string[], env: Record<string, string> = {}) {
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    [join(project, 'scripts', 'run.mjs'), command, ...args],
    {
      cwd: project,
      encoding: 'utf8',
      env: { ...withoutLoader(process.env), ...env },
    },
  );
  return { status, stdout, stderr };
}

/**
 * The test runner's environment without its TypeScript loader, so the child runs as npm would
 * run it, and without npm's settings (npm_config_*), which the commands read as flags npm took.
 */
function withoutLoader(env: NodeJS.ProcessEnv): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && name !== 'NODE_OPTIONS' && !/^(VITEST|npm_config_)/i.test(name)) clean[name] = value;
  return clean;
}
