// The build's two bundles (the server's, for the prerender, and the browser's), made by Vite on a
// thread of its own (bundler-job.ts). Loading Vite, its plugins and the builder is ~0.45 s of a
// thread's time: started with the build, it loads while the check reads the pages, rather than
// between the check and the bundles.
import { Worker } from 'node:worker_threads';

export interface BundlerFolders {
  root: string;
  serverDir: string;
  outDir: string;
}

export type Bundle = 'server' | 'client';

/** The two bundles being made: each resolves once written. */
export type Bundles = Record<Bundle, Promise<void>>;

/** Starts the thread, which loads Vite at once; the bundles are made when asked for. */
export function startBundler(folders: BundlerFolders) {
  const worker = new Worker(new URL('./bundler-job.ts', import.meta.url), { workerData: folders, execArgv: [] });
  const waiting = new Map<Bundle, { resolve: () => void; reject: (error: Error) => void }>();
  worker.on('message', ({ bundle, error }: { bundle: Bundle; error?: { message: string; stack?: string } }) => {
    const { resolve, reject } = waiting.get(bundle)!;
    waiting.delete(bundle);
    if (error) reject(Object.assign(new Error(error.message), { stack: error.stack }));
    else resolve();
  });
  const fail = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the bundler thread stopped with exit code ${code}`)));
  // Until a bundle is asked for, the thread does not keep the build's process alive.
  worker.unref();
  const ask = (bundle: Bundle) =>
    new Promise<void>((resolve, reject) => {
      waiting.set(bundle, { resolve, reject });
      worker.ref();
      worker.postMessage(bundle);
    });
  return {
    /**
     * Both bundles, made at the same time, as Vite's docs build environments in parallel: the
     * bundler's threads do part of each while this one waits on the other's plugins. Once both are
     * done, the thread and the memory Vite holds are let go.
     */
    make(): Bundles {
      const made = { server: ask('server'), client: ask('client') };
      void Promise.allSettled(Object.values(made)).then(() => worker.terminate());
      return made;
    },
  };
}
