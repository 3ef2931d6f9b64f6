// A job for tests/unit/threads.test.ts: multiplies slowly, so a worker thread gets a share,
// and fails on negative numbers.
const pause = new Int32Array(new SharedArrayBuffer(4));

export async function setup({ factor, sleepMs }: { factor: number; sleepMs: number }) {
  return (value: number) => {
    if (value < 0) throw new Error(`cannot take ${value}`);
    Atomics.wait(pause, 0, 0, sleepMs);
    return value * factor;
  };
}
