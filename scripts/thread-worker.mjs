// One worker thread of scripts/threads.ts. Plain JavaScript: a worker starts without the
// TypeScript loader of its parent, so for a job in TypeScript it registers tsx itself
// (which costs about a second; bundled jobs skip it).
import { workerData, parentPort } from 'node:worker_threads';

const { job, shared } = workerData;
if (job.endsWith('.ts')) (await import('tsx/esm/api')).register();
const run = await (await import(job)).setup(shared);
parentPort.on('message', (work) => {
  if (!work) return parentPort.close();
  parentPort.postMessage({ start: work.start, done: work.items.map(run) });
});
parentPort.postMessage({});
