// Builds N synthetic pages (../shared/bench/gen.mjs) with this project's real code, in a
// copy of the project, so the real content is never touched.
import { cpSync, mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { adapt } from './adapt.ts';
import { timed, type Timing } from './run.ts';

export interface ScaleResult {
  pages: number;
  check: Timing;
  build?: Timing & { steps: Record<string, number> };
}

/** Top-level entries that are outputs or caches, not the project. */
const skipped = new Set(['node_modules', 'dist', '.build', '.git', 'tmp', 'test-results', 'playwright-report', 'bench', 'pages', 'site.yaml']);

function copyProject(root: string, to: string) {
  cpSync(root, to, {
    recursive: true,
    filter: (source) => {
      const path = relative(root, source).split('\\').join('/');
      return !skipped.has(path.split('/')[0]) && path !== 'src/generated' && !path.startsWith('src/generated/');
    },
  });
  symlinkSync(realpathSync(join(root, 'node_modules')), join(to, 'node_modules'));
}

/** "check 1.23 s" lines printed by scripts/build.ts: seconds since the build started. */
function steps(stdout: string): Record<string, number> {
  return Object.fromEntries([...stdout.matchAll(/^(\w+)\s+([\d.]+) s$/gm)].map((match) => [match[1], Number(match[2])]));
}

export function scale(root: string, pages: number, build: boolean): ScaleResult {
  const work = join(tmpdir(), `ranksuite-bench-${pages}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    const neutral = join(work, 'neutral');
    const project = join(work, 'project');
    timed(process.execPath, [join(root, '..', 'shared', 'bench', 'gen.mjs'), String(pages), neutral], root);
    copyProject(root, project);
    adapt(neutral, project);
    // The same commands as npm run check and npm run build.
    const { stdout: _checked, ...check } = timed(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], project);
    if (!build) return { pages, check };
    const { stdout, ...built } = timed(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], project);
    return { pages, check, build: { ...built, steps: steps(stdout) } };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
