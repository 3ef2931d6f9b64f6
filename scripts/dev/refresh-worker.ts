// The dev server's refresher (refresh.ts) on a thread of its own: checking a big site takes
// hundreds of milliseconds of CPU, during which Vite could answer no request on its own thread.
// One message at a time: 'refresh' is answered with what refresh() found; 'forget' is not answered.
import { parentPort, workerData } from 'node:worker_threads';
import { refresher } from './refresh.ts';

const content = refresher(workerData.root as string);
parentPort!.on('message', async (message: 'refresh' | 'forget') => {
  if (message === 'forget') content.forget();
  else parentPort!.postMessage(await content.refresh());
});
