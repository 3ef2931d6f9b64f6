// The bundler thread of scripts/build/bundler.ts: loads Vite as it starts, then makes each bundle
// it is asked for and says when it is done, or how it failed.
import { parentPort, workerData } from 'node:worker_threads';
import type { Bundle, BundlerFolders } from './bundler.ts';

/**
 * Loaded only when there is something to bundle: loading Vite and its plugins costs ~0.45 s of
 * CPU, most of a rebuild that finds its bundles in the cache. One builder makes both bundles, so
 * the config and its plugins are resolved once.
 */
async function viteBuilder({ root, serverDir, outDir }: BundlerFolders) {
  const [{ createBuilder, mergeConfig }, { siteConfig }] = await Promise.all([
    import('vite'),
    import('../../vite.config.ts'),
  ]);
  const environments = {
    ssr: {
      build: {
        ssr: true,
        outDir: serverDir,
        emptyOutDir: true,
        // The prerender needs none of public/: the client bundle's copy is the site's.
        copyPublicDir: false,
        rolldownOptions: {
          input: { 'entry-server': 'src/entry-server.tsx', 'prerender-job': 'scripts/build/prerender-job.ts' },
        },
      },
    },
    // The manifest names the hashed font files the pages preload (scripts/build/head.ts).
    client: { build: { outDir, emptyOutDir: true, manifest: true } },
  };
  const config = mergeConfig(siteConfig(), {
    root,
    configFile: false,
    logLevel: 'warn',
    builder: { sharedConfigBuild: true, sharedPlugins: true },
    environments,
  });
  // null: the builder makes the environments named in the config, not one chosen by `build.ssr`.
  const builder = await createBuilder(config, null);
  return {
    server: () => builder.build(builder.environments.ssr),
    client: () => builder.build(builder.environments.client),
  };
}

const builder = viteBuilder(workerData as BundlerFolders);
builder.catch(() => {}); // reported with the first bundle asked for
parentPort!.on('message', async (bundle: Bundle) => {
  try {
    await (await builder)[bundle]();
    parentPort!.postMessage({ bundle });
  } catch (error) {
    // Its text and stack: an error of Vite's may hold what cannot be copied to another thread.
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    parentPort!.postMessage({ bundle, error: { message, stack } });
  }
});
