// A copy of the project a test may change and start commands in, for the tests of npm run dev
// and npm run edit (scripts/lib/dev-process.ts starts them).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
