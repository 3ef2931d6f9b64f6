// One worker thread of scripts/lib/threads.ts. Plain JavaScript, as is its job: a worker starts
// without the TypeScript loader of its parent.
import { workerData, parentPort } from 'node:worker_threads';

const { job, shared } = workerData;
const run = await (await import(job)).setup(shared);
parentPort.on('message', (work) => {
  if (!work) return parentPort.close();
  parentPort.postMessage({ start: work.start, done: work.items.map(run) });
});
parentPort.postMessage({});
