// Builds N synthetic pages (../shared/bench/gen.mjs) with this project's real code, in a
// copy of the project, so the real content is never touched.
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { median } from '../lib/stats.ts';
import { adapt } from './adapt.ts';
import { astroBuild, astroCopy, sharedBench } from './astro.ts';
import { asideOf, setAside, settle, timed, type Timing } from './run.ts';

/**
 * One whole cold build, its steps (seconds from the start of the build, as it prints them) and
 * `toPrerender`: wall seconds from launch to the end of the prerender, the steps Astro's build
 * also does (check, generate, bundle, prerender); share images and the move into dist/ follow.
 */
type BuildTiming = Timing & { steps: Record<string, number>; toPrerender: number };

export interface ScaleResult {
  pages: number;
  check: Timing;
  /** The median of each figure over the rounds (steps: those of the round with the median wall time). */
  build?: BuildTiming;
  /** Astro's cold `astro build` of the same data, median of the same rounds. */
  astro?: Timing;
  /** `npm run build` after each cold build, with one page's heading changed: the median of the rounds. */
  incremental?: BuildTiming;
  rounds?: { build: BuildTiming[]; astro: Timing[]; incremental: BuildTiming[] };
}

/** Top-level entries that are outputs or caches, not the project. */
const skipped = new Set([
  'node_modules',
  'dist',
  '.build',
  '.git',
  'tmp',
  'test-results',
  'playwright-report',
  'bench',
  'pages',
  'site.yaml',
  '.cache',
]);

/** The project's code in `to`, with its node_modules linked: no content, no outputs, no caches. */
export function copyProject(root: string, to: string) {
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
  return Object.fromEntries(
    [...stdout.matchAll(/^(\w+(?: \w+)?)\s+([\d.]+) s$/gm)].map((match) => [match[1], Number(match[2])]),
  );
}

/** Where scale() builds its copies; removeScaleCopies() deletes them once every figure is taken. */
const workOf = (pages: number) => join(tmpdir(), `ranksuite-bench-${pages}`);

// Writing soon after deleting many files is slow on this machine (see settle), so the copies
// are deleted only after the last measurement.
export function removeScaleCopies(sizes: number[]) {
  for (const pages of sizes) rmSync(workOf(pages), { recursive: true, force: true });
}

/** Our whole `npm run build` with no caches of its own (.cache holds the bundles, pages, share images and image copies). */
function coldBuild(project: string): BuildTiming {
  for (const cache of ['.cache', 'dist', '.build']) setAside(join(project, cache), asideOf(project));
  return timedBuild(project);
}

/** As an editor rebuilds after a build: one page's main heading changed, the caches that build left in place. */
function incrementalBuild(project: string, round: number): BuildTiming {
  const file = join(project, 'pages', readdirSync(join(project, 'pages')).sort()[0]);
  const text = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    text.replace(/^( +heading: )(.+)$/m, (_line, key, heading) => `${key}${heading} ${round + 1}`),
  );
  return timedBuild(project);
}

function timedBuild(project: string): BuildTiming {
  settle();
  const { stdout, ...built } = timed(process.execPath, ['scripts/run.mjs', 'build'], project);
  const found = steps(stdout);
  // The build's clock starts after Node and the loader have started: add that time back (and
  // the exit's few milliseconds), from the total it prints to the hundredth of a second.
  const startup = built.wall - Number(/in ([\d.]+) s\.$/m.exec(stdout)?.[1] ?? built.wall);
  return { ...built, steps: found, toPrerender: Math.round((startup + found.prerender) * 100) / 100 };
}

function medianTiming<T extends Timing>(all: T[]): T {
  const middle = [...all].sort((a, b) => a.wall - b.wall)[Math.floor(all.length / 2)];
  const of = (figure: keyof Timing) => median(all.map((timing) => timing[figure]));
  return { ...middle, wall: of('wall'), cpu: of('cpu'), peakMiB: of('peakMiB') };
}

/**
 * A copy of the project whose content is `pages` synthetic pages (`neutral`: gen.mjs's output,
 * `project`: the copy), prepared as `npm install` leaves a checkout, in the folder
 * removeScaleCopies() deletes.
 */
export function syntheticProject(root: string, pages: number) {
  const work = workOf(pages);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const neutral = join(work, 'neutral');
  const project = join(work, 'project');
  timed(process.execPath, [join(sharedBench(root), 'gen.mjs'), String(pages), neutral], root);
  copyProject(root, project);
  adapt(neutral, project);
  // Its scripts bundled (scripts/run.mjs), once, untimed.
  timed(process.execPath, ['scripts/run.mjs', '--prepare'], project);
  return { work, neutral, project };
}

/**
 * Builds `pages` synthetic pages: checks them once, then, when `build` is set, builds them cold
 * `rounds` times, alternating Astro's build (when `astro`, the comparator, is given) with ours,
 * so both meet the same load on a shared machine; with `incremental`, the last cold build of ours
 * is followed by `rounds` rebuilds, each after one page changed.
 */
export function scale(
  root: string,
  pages: number,
  build: boolean,
  rounds = 3,
  astro: string | null = null,
  incremental = false,
): ScaleResult {
  const { work, neutral, project } = syntheticProject(root, pages);
  settle();
  // The same commands as npm run check and npm run build.
  const { stdout: _checked, ...check } = timed(process.execPath, ['scripts/run.mjs', 'check'], project);
  if (!build) return { pages, check };
  const copy = astro ? astroCopy(astro, work) : null;
  const all = { build: [] as BuildTiming[], astro: [] as Timing[], incremental: [] as BuildTiming[] };
  for (let round = 0; round < rounds; round += 1) {
    if (copy) {
      settle();
      all.astro.push(astroBuild(copy, neutral));
    }
    all.build.push(coldBuild(project));
  }
  // After every cold build: a rebuild deletes what the last one left (its spare dist/'s folders),
  // which would slow the cold builds after it (setAside says why).
  if (incremental)
    for (let round = 0; round < rounds; round += 1) all.incremental.push(incrementalBuild(project, round));
  const toPrerender = median(all.build.map((timing) => timing.toPrerender));
  return {
    pages,
    check,
    build: { ...medianTiming(all.build), toPrerender },
    ...(copy ? { astro: medianTiming(all.astro) } : {}),
    ...(incremental ? { incremental: medianTiming(all.incremental) } : {}),
    rounds: all,
  };
}
