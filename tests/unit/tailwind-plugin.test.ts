// Tailwind's Vite plugin loads without registering a module hook: on Node 20 that starts a loader
// thread, and every later import of the build went through it (a cold 1,000-page build took
// ~0.35 s longer to reach the end of its prerender). Each case loads it in a Node of its own, as
// `npm run build` does, with `module.register` counting its calls.
import { execFileSync } from 'node:child_process';
import nodeModule from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plainEnv } from '../../scripts/lib/dev-process.ts';

const root = join(import.meta.dirname, '..', '..');
const { bundled } = (await import(pathToFileURL(join(root, 'scripts', 'run.mjs')).href)) as {
  bundled: (source: string) => Promise<string>;
};

function registerCalls(load: string): number {
  const script = `import nodeModule, { syncBuiltinESMExports } from 'node:module';
let calls = 0;
const { register } = nodeModule;
nodeModule.register = (...args) => { calls++; return register(...args); };
syncBuiltinESMExports();
${load}
console.log(calls);`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env: plainEnv() }));
}

describe("Tailwind's Vite plugin", () => {
  it('loads with no module hook registered, and gives its plugins', async () => {
    const bundle = pathToFileURL(await bundled(join(root, 'scripts', 'lib', 'tailwind-plugin.ts'))).href;
    const load = `const { tailwindPlugin } = await import(${JSON.stringify(bundle)});
const names = (await tailwindPlugin()).map((plugin) => plugin.name);
if (!names.some((name) => name.startsWith('@tailwindcss/vite'))) throw new Error(names.join());`;
    expect(registerCalls(load)).toBe(0);
  }, 60_000);

  // Newer Nodes have module.registerHooks, which the package uses instead: no thread there.
  it.skipIf('registerHooks' in nodeModule)(
    'registers one when imported as it is, on this Node',
    () => {
      expect(registerCalls("await import('@tailwindcss/vite');")).toBe(1);
    },
    60_000,
  );
});
