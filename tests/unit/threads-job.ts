// A job for tests/unit/threads.test.ts: multiplies slowly, so a worker thread gets a share,
// and fails on negative numbers, or when `opened` is given and still 0. With `early` as well,
// an item taken before the gate opened is not refused: it counts in early[0], and what it holds
// back for `ready` counts in early[1] if it runs once the gate is open.
const pause = new Int32Array(new SharedArrayBuffer(4));

export async function setup(
  {
    factor,
    sleepMs,
    opened,
    early,
  }: {
    factor: number;
    sleepMs: number;
    opened?: SharedArrayBuffer;
    early?: SharedArrayBuffer;
  },
  ready: Promise<unknown>,
) {
  let held: (() => void)[] | undefined = [];
  void ready.then(() => {
    for (const finish of held!) finish();
    held = undefined;
  });
  const isOpen = () => !opened || Atomics.load(new Int32Array(opened), 0) === 1;
  return (value: number) => {
    if (value < 0) throw new Error(`cannot take ${value}`);
    const started = isOpen();
    if (!started && !early) throw new Error(`took ${value} before the gate opened`);
    Atomics.wait(pause, 0, 0, sleepMs);
    if (!started && early) {
      const counts = new Int32Array(early);
      Atomics.add(counts, 0, 1);
      const finish = () => void (isOpen() && Atomics.add(counts, 1, 1));
      if (held) held.push(finish);
      else finish();
    }
    return value * factor;
  };
}
