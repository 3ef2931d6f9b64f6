// Tailwind's Vite plugin, loaded without the module loader thread it would start on Node 20.
import nodeModule, { syncBuiltinESMExports } from 'node:module';
import type { Plugin } from 'vite';

/**
 * @tailwindcss/node, as it loads, registers a module loader hook that re-imports a JavaScript
 * `@plugin` or `@config` file when it changes. On a Node without `module.registerHooks` (before
 * 22.15, this project's Node 20 included) that is `module.register`, which starts a loader thread
 * and sends every later `import` of the process through it: the build waited ~0.1 s for the
 * thread to start, then loaded the server bundle and the share images' modules through it.
 * The site's CSS loads no JavaScript (src/styles.css has no `@plugin` or `@config`), so the hook
 * has nothing to do here: `register` is a no-op while the package loads, and put back after.
 */
export async function tailwindPlugin(): Promise<Plugin[]> {
  const { default: tailwindcss } = await withoutLoaderThread(() => import('@tailwindcss/vite'));
  // Minified here, whatever Vite's own CSS minification (off: vite.config.ts).
  return tailwindcss({ optimize: { minify: true } });
}

async function withoutLoaderThread<T>(load: () => Promise<T>): Promise<T> {
  // Typed as always there (@types/node follows the newest Node); undefined on Node 20.
  if ((nodeModule as { registerHooks?: unknown }).registerHooks) return load();
  const { register } = nodeModule;
  nodeModule.register = () => {};
  syncBuiltinESMExports();
  try {
    return await load();
  } finally {
    nodeModule.register = register;
    syncBuiltinESMExports();
  }
}
