// Runs scripts/<name>.ts (npm run check, generate, build, audit, new-page) as one JavaScript file.
// Node 20 cannot run TypeScript itself, and a loader such as tsx answers every import from a
// second thread: about 0.4 s before a script starts, most of what `npm run check` takes. So
// the script is bundled with esbuild (in about 0.1 s) whenever a file it is made of is newer
// than its bundle; packages stay in node_modules. Usage: node scripts/run.mjs <name> [args…]
// `node scripts/run.mjs --prepare` bundles every script package.json runs this way, and runs
// none: npm does it after an install, so even the first command of a fresh clone starts at once,
// and the dev server's refresher (scripts/dev/vite-manifests.ts starts it from its bundle).
// scripts/lib/threads.ts imports bundled() for a thread job in TypeScript (a test's, run from source).
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

const scripts = import.meta.dirname;
// One folder per checkout and script: node_modules may be shared (a symlink), and a bundle holds its own paths.
const cache = join(
  scripts,
  '..',
  'node_modules',
  '.cache',
  'ranksuite-scripts',
  createHash('sha256').update(scripts).digest('hex').slice(0, 12),
);
// A thread job (new URL('./load-job.ts', import.meta.url), see lib/threads.ts) is bundled too, as an
// entry of its own; code splitting keeps one copy of each module, so the job shares its state.
const jobPattern = /new URL\('\.\/([\w-]+)\.ts', import\.meta\.url\)/g;
// Packages bundled with the scripts rather than loaded from node_modules: plain JavaScript that
// the check loads every time. Loading them module by module, each resolved and (for CommonJS)
// scanned for its exports, cost every command ~60 ms. The others (Vite and its plugins, native
// modules, what loads only now and then) stay where they are.
const bundledPackages = /^(yaml|js-yaml|htmlparser2|entities|syllable|minisearch|fastest-levenshtein)(\/|$)/;

/** The bundle of a TypeScript file (scripts/<name>.ts, a thread job), made again when a file it is made of has changed. */
export async function bundled(source) {
  const name = basename(source, '.ts');
  // Named after the file's path in the project (scripts+check): a test's job may share a script's name.
  const folder = join(cache, relative(join(scripts, '..'), source).replace(/\.ts$/, '').split(sep).join('+'));
  const bundle = join(folder, `${name}.mjs`);
  // The project files the bundle was made from (scripts/, src/, vite.config.ts), as esbuild listed them.
  const inputs = join(folder, 'inputs.json');
  const fresh =
    existsSync(bundle) &&
    existsSync(inputs) &&
    JSON.parse(readFileSync(inputs, 'utf8')).every(
      (file) => existsSync(file) && statSync(file).mtimeMs <= statSync(bundle).mtimeMs,
    );
  if (fresh) return bundle;
  const { build } = await import('esbuild');
  const jobs = new Set();
  for (const file of readdirSync(scripts, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  )) {
    // A job sits beside the file that starts it, in whichever folder of scripts/ that is.
    for (const [, job] of readFileSync(join(scripts, file), 'utf8').matchAll(jobPattern))
      jobs.add(join(scripts, dirname(file), `${job}.ts`));
  }
  const partial = `${folder}.${process.pid}.tmp`;
  const { metafile } = await build({
    entryPoints: [...new Set([source, ...jobs])],
    outdir: partial,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    metafile: true,
    // For the CommonJS packages bundled (yaml), which require Node's own modules.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'packages-external',
        setup(build) {
          // A package the project imports stays in node_modules unless listed above; what a
          // bundled package imports is bundled with it.
          build.onResolve({ filter: /^[^./]/ }, ({ path, importer }) =>
            importer.includes(`${sep}node_modules${sep}`) || bundledPackages.test(path)
              ? undefined
              : { path, external: true },
          );
        },
      },
      // In a bundle every module would share the bundle's import.meta: give each its own file's.
      {
        name: 'own-import-meta',
        setup(build) {
          build.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
            loader: 'ts',
            contents: (await readFile(path, 'utf8'))
              .replace(
                jobPattern,
                (_match, job) =>
                  `new URL(${JSON.stringify(`./${job}.mjs`)}, ${JSON.stringify(`${pathToFileURL(folder).href}/`)})`,
              )
              .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
              .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
              .replaceAll('import.meta.filename', JSON.stringify(path)),
          }));
        },
      },
    ],
  });
  // package-lock.json for the packages bundled: npm gives their files the time they were published.
  writeFileSync(
    join(partial, 'inputs.json'),
    JSON.stringify([
      ...Object.keys(metafile.inputs).map((file) => resolve(file)),
      join(scripts, '..', 'package-lock.json'),
    ]),
  );
  rmSync(folder, { recursive: true, force: true });
  try {
    renameSync(partial, folder); // whole, even if another run is starting at the same moment
  } catch (error) {
    // Another process (a test's, say) put the same bundle there between the two lines above.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    rmSync(partial, { recursive: true, force: true });
  }
  return bundle;
}

/** `node scripts/run.mjs <name> [args…]` or `--prepare`. */
async function run([name, ...args]) {
  if (name === '--prepare') {
    const { scripts: commands } = JSON.parse(readFileSync(join(scripts, '..', 'package.json'), 'utf8'));
    const names = new Set(
      Object.values(commands).flatMap((command) =>
        [...command.matchAll(/scripts\/run\.mjs (\w[\w-]*)/g)].map((match) => match[1]),
      ),
    );
    // And what the dev server loads as it starts (scripts/dev/vite-manifests.ts).
    const sources = [
      ...[...names].map((script) => join(scripts, `${script}.ts`)),
      join(scripts, 'dev', 'refresh-worker.ts'),
    ];
    await Promise.all(sources.map((source) => bundled(source)));
  } else if (!name || !existsSync(join(scripts, `${name}.ts`))) {
    console.error(`Usage: node scripts/run.mjs <name> [arguments], where scripts/<name>.ts exists.`);
    process.exit(2);
  } else {
    const source = join(scripts, `${name}.ts`);
    const bundle = await bundled(source);
    // The script sees itself run directly, as with `node scripts/<name>.ts`.
    process.argv = [process.argv[0], source, ...args];
    await import(pathToFileURL(bundle).href);
  }
}

// Run as a command, rather than imported for bundled().
const main = process.argv[1];
if (main && existsSync(main) && realpathSync(main) === import.meta.filename) {
  // A script is a batch run of a few seconds, and V8's optimizing compiler is tuned for pages and
  // servers that run for minutes: it compiles a function again, optimized, once the function has
  // run ~66 KB of its bytecode (the default interrupt budget), on the same two cores, each thread
  // its own copy. In a cold 1,000-page build that was ~22 % of the CPU to the end of the prerender
  // (perf), for code that mostly had little left to run. Four times the budget leaves lukewarm code
  // to the baseline tiers: ~0.5 s less CPU, the prerender's end ~0.2 s sooner at 1,000 and 5,000
  // pages, no change at 10,000 (PERFORMANCE.md, 6 December, afternoon). Set before any of the
  // scripts' code loads; the threads they start read it too. Node 20's V8 (11) only: V8 12 (Node
  // 22) sets its thresholds as counts of calls (--invocation-count-for-turbofan), without this flag.
  if (Number(process.versions.v8.split('.')[0]) <= 11) setFlagsFromString('--interrupt-budget=270336');
  await run(process.argv.slice(2));
}
