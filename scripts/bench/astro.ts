// Astro 7, the comparator: ../shared/bench/astro builds the same synthetic pages as this project
// (see its README), so the bench reports ratios measured in the same run on the same machine.
// Astro makes no share images and ships no JavaScript; its figure is its whole `astro build`.
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { asideOf, setAside, timed, type Timing } from './run.ts';

/**
 * ../shared/bench (the synthetic pages' generator and the comparator) beside the checkout, or
 * beside a folder above it, as for a git worktree in a subfolder.
 */
export function sharedBench(root: string): string {
  for (let dir = dirname(root); dir !== dirname(dir); dir = dirname(dir))
    if (existsSync(join(dir, 'shared', 'bench', 'gen.mjs'))) return join(dir, 'shared', 'bench');
  throw new Error(`No shared/bench/gen.mjs beside ${root} or a folder above it: the synthetic sites need it.`);
}

/** Where the comparator is installed; `null` when it is not, so the bench says how to install it. */
export function astroComparator(root: string): string | null {
  const dir = join(sharedBench(root), 'astro');
  return existsSync(join(dir, 'node_modules', 'astro', 'bin', 'astro.mjs')) ? dir : null;
}

/**
 * A copy of the comparator's sources in `work` (its node_modules linked), so its output and
 * `.astro` folder are ours alone; the caches Astro keeps in node_modules are deleted before each
 * build, as its README's cold build does.
 */
export function astroCopy(comparator: string, work: string): string {
  const copy = join(work, 'astro');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const name of ['astro.config.mjs', 'package.json', 'tsconfig.json', 'public', 'src'])
    cpSync(join(comparator, name), join(copy, name), { recursive: true });
  symlinkSync(join(comparator, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/** One cold `astro build` of the synthetic data in `data`, on the Node 22 the comparator installs. */
export function astroBuild(copy: string, data: string): Timing {
  // Set aside, not deleted: see setAside. The caches in node_modules are the comparator's own.
  for (const cache of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'])
    setAside(join(copy, cache), asideOf(copy));
  const { stdout: _output, ...timing } = timed(
    join(copy, 'node_modules', '.bin', 'node'),
    ['node_modules/astro/bin/astro.mjs', 'build'],
    copy,
    { DATA_DIR: data, OUT_DIR: 'dist', ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  );
  return timing;
}
