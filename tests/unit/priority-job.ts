// A job for tests/unit/threads.test.ts: gives the scheduling priority of the thread it runs on,
// slowly, so a worker thread gets a share.
import { getPriority } from 'node:os';

const pause = new Int32Array(new SharedArrayBuffer(4));

export async function setup() {
  return () => {
    Atomics.wait(pause, 0, 0, 2);
    return getPriority(0);
  };
}
