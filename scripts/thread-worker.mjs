// One worker thread of scripts/threads.ts. Plain JavaScript: a worker starts without the
// TypeScript loader of its parent, so for a job in TypeScript it registers tsx itself
// (which costs about a second; bundled jobs skip it).
import { workerData, parentPort } from 'node:worker_threads';

const { job, shared, items, next, batch } = workerData;
if (job.endsWith('.ts')) (await import('tsx/esm/api')).register();
const run = await (await import(job)).setup(shared);
for (let start = Atomics.add(next, 0, batch); start < items.length; start = Atomics.add(next, 0, batch)) {
  const done = items.slice(start, start + batch).map(run);
  parentPort.postMessage({ start, done });
}
