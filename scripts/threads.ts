// Spreads a list of independent jobs over the machine's cores with worker threads, for
// big sites: each thread sets up once (loads a bundle, compiles validators) and then takes
// small batches from a shared counter, so a thread that starts late simply takes fewer.
// Small lists stay on the main thread, where starting a worker would cost more than it saves.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** A job module exports `setup(shared)`, which resolves to the function that does one item. */
export type Setup<T, R> = (shared: any) => Promise<(item: T) => R>;

/** Below this many items per thread, another thread does not pay for its start-up. */
export const minItemsPerThread = 100;
const batch = 8;

export function threadsFor(items: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor(items / minItemsPerThread)));
}

export async function mapInThreads<T, R>(items: T[], job: URL, shared: unknown, threads = threadsFor(items.length)): Promise<R[]> {
  const results = new Array<R>(items.length);
  const next = new Int32Array(new SharedArrayBuffer(4));
  const workers = Array.from({ length: threads - 1 }, () => new Worker(new URL('./thread-worker.mjs', import.meta.url), { workerData: { job: job.href, shared, items, next, batch } }));
  const finished = Promise.all(workers.map((worker) => new Promise<void>((resolve, reject) => {
    worker.on('message', ({ start, done }: { start: number; done: R[] }) => done.forEach((result, offset) => (results[start + offset] = result)));
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a worker thread stopped with exit code ${code}`))));
  })));
  finished.catch(() => {}); // awaited below, unless this thread fails first
  try {
    const run = await ((await import(job.href)) as { setup: Setup<T, R> }).setup(shared);
    for (let start = Atomics.add(next, 0, batch); start < items.length; start = Atomics.add(next, 0, batch)) {
      for (let index = start; index < Math.min(start + batch, items.length); index++) results[index] = run(items[index]);
    }
  } catch (error) {
    for (const worker of workers) void worker.terminate();
    throw error;
  }
  await finished;
  return results;
}
