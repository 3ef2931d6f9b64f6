// Spreads a list of independent jobs over the machine's cores with worker threads, for
// big sites: each thread sets up once (loads a bundle, compiles validators) and then asks
// for small batches, so a thread that starts late simply does fewer, and no thread holds
// a copy of the whole list. Small lists stay on the main thread, where starting a worker
// would cost more than it saves.
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A job module exports `setup(shared, ready)`, which resolves to the function that does one item.
 * `ready` resolves with mapInThreads' `after`: a job given items before it (`early`) holds back
 * what needs it until then.
 */
type Setup<T, R> = (shared: any, ready: Promise<unknown>) => Promise<(item: T) => R>;

/** Below this many items per thread, another thread does not pay for its start-up. */
const minItemsPerThread = 100;
const batch = 8;

export function threadsFor(items: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor(items / minItemsPerThread)));
}

/**
 * `after`: the items are handed out only once it resolves, so the threads can start and set
 * up while the caller finishes what the items need (the build: its client bundle). `early`: how
 * many items each worker thread may start before that, if its job can do part of an item without
 * what `after` stands for (the prerender renders a page, and writes it once the template is there).
 * `nice`: the worker threads' scheduling priority on Linux, 0 (as this thread's) to 19 (only time
 * no other thread wants). A job that works ahead of `after` should not slow what `after` waits for.
 */
export async function mapInThreads<T, R>(
  items: T[],
  job: URL,
  shared: unknown,
  { threads = threadsFor(items.length), after = Promise.resolve() as Promise<unknown>, early = 0, nice = 0 } = {},
): Promise<R[]> {
  if (items.length === 0) return []; // nothing to set up for (a rebuild that found everything cached)
  // A job in TypeScript runs from its esbuild bundle, made as scripts/run.mjs makes the scripts':
  // plain Node cannot load TypeScript. Tests meet one: they run the scripts from their source.
  if (job.pathname.endsWith('.ts'))
    job = pathToFileURL(await (await import(new URL('../run.mjs', import.meta.url).href)).bundled(fileURLToPath(job)));
  const results = new Array<R>(items.length);
  let next = 0;
  const take = () => {
    const start = next;
    next = Math.min(items.length, next + batch);
    return start;
  };
  // A worker takes its parent's command-line options, --import tsx among them; each worker
  // starts faster without it (its job is JavaScript, see above).
  const workers = Array.from(
    { length: threads - 1 },
    () =>
      new Worker(new URL('./thread-worker.mjs', import.meta.url), {
        workerData: { job: job.href, shared, nice },
        execArgv: [],
      }),
  );
  // Once `after` resolves, the workers are told so, then given their batches.
  let open = false;
  const refills: (() => void)[] = [];
  after.then(
    () => {
      open = true;
      for (const worker of workers) worker.postMessage('ready');
      for (const refill of refills) refill();
    },
    () => {},
  );
  const finished = Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          // A worker says it is ready with an empty message, then returns each batch it was given.
          // It holds one batch in reserve: this thread answers only between its own batches, and
          // a worker left waiting for that would do a third less than its share.
          let started = false;
          let inHand = 0;
          let given = 0;
          const refill = () => {
            for (; started && inHand < 2 && (open || given + batch <= early); inHand++) {
              const from = take();
              if (!open) given += batch;
              worker.postMessage(from < items.length ? { start: from, items: items.slice(from, from + batch) } : null);
            }
          };
          refills.push(refill);
          worker.on('message', ({ start, done }: { start?: number; done?: R[] }) => {
            if (done) {
              done.forEach((result, offset) => (results[start! + offset] = result));
              inHand--;
            }
            started = true;
            refill();
          });
          worker.on('error', reject);
          worker.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`a worker thread stopped with exit code ${code}`)),
          );
        }),
    ),
  );
  finished.catch(() => {}); // awaited below, unless this thread fails first
  try {
    const run = await ((await import(job.href)) as { setup: Setup<T, R> }).setup(shared, after);
    await after;
    for (let start = take(); start < items.length; start = take()) {
      for (let index = start; index < Math.min(start + batch, items.length); index++)
        results[index] = run(items[index]);
      await new Promise((resolve) => setImmediate(resolve)); // lets waiting workers get their next batch
    }
  } catch (error) {
    for (const worker of workers) void worker.terminate();
    throw error;
  }
  await finished;
  return results;
}
