// One worker thread of scripts/lib/threads.ts. Plain JavaScript, as is its job: a worker starts
// without the TypeScript loader of its parent.
import { setPriority } from 'node:os';
import { workerData, parentPort } from 'node:worker_threads';

const { job, shared, nice } = workerData;
// On Linux each thread has a priority of its own, and process 0 is the calling thread (elsewhere
// it would be the whole process).
if (nice && process.platform === 'linux') setPriority(0, nice);
// Resolved by the message 'ready', sent when the caller's `after` resolves.
let markReady;
const ready = new Promise((resolve) => (markReady = resolve));
const run = await (await import(job)).setup(shared, ready);
parentPort.on('message', (work) => {
  if (work === 'ready') return markReady();
  // No more items: the worker stops once the job has done what it held back for `ready`. The
  // job's setup was given `ready` before this waits for it, so the job's part runs first.
  if (!work) return void ready.then(() => parentPort.close());
  parentPort.postMessage({ start: work.start, done: work.items.map(run) });
});
parentPort.postMessage({});
