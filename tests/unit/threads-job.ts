// A job for tests/unit/threads.test.ts: multiplies slowly, so a worker thread gets a share,
// and fails on negative numbers, or when `opened` is given and still 0.
const pause = new Int32Array(new SharedArrayBuffer(4));

export async function setup({
  factor,
  sleepMs,
  opened,
}: {
  factor: number;
  sleepMs: number;
  opened?: SharedArrayBuffer;
}) {
  return (value: number) => {
    if (value < 0) throw new Error(`cannot take ${value}`);
    if (opened && Atomics.load(new Int32Array(opened), 0) === 0)
      throw new Error(`took ${value} before the gate opened`);
    Atomics.wait(pause, 0, 0, sleepMs);
    return value * factor;
  };
}
