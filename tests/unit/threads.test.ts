import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { mapInThreads, threadsFor } from '../../scripts/lib/threads.ts';

const job = new URL('./threads-job.ts', import.meta.url);

describe('work spread over threads', () => {
  it('keeps a small site on one thread', () => {
    expect(threadsFor(58)).toBe(1);
  });
  it('returns every result in the order of the items, whichever thread did them', async () => {
    const items = Array.from({ length: 400 }, (_, index) => index);
    expect(await mapInThreads(items, job, { factor: 3, sleepMs: 5 }, { threads: 2 })).toEqual(
      items.map((item) => item * 3),
    );
  });
  it('hands out no item, on any thread, before the caller says so', async () => {
    const items = Array.from({ length: 200 }, (_, index) => index);
    const opened = new SharedArrayBuffer(4);
    const after = new Promise((resolve) => setTimeout(() => resolve(Atomics.store(new Int32Array(opened), 0, 1)), 300));
    expect(await mapInThreads(items, job, { factor: 2, sleepMs: 1, opened }, { threads: 2, after })).toEqual(
      items.map((item) => item * 2),
    );
  });
  it('starts up to `early` items on each worker before the caller says so, and finishes them after', async () => {
    const items = Array.from({ length: 200 }, (_, index) => index);
    const opened = new SharedArrayBuffer(4);
    const early = new SharedArrayBuffer(8);
    const counts = new Int32Array(early);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const after = (async () => {
      while (Atomics.load(counts, 0) < 16) await pause(5);
      await pause(100); // a worker that took more than its 16 would do so meanwhile
      Atomics.store(new Int32Array(opened), 0, 1);
    })();
    expect(
      await mapInThreads(items, job, { factor: 2, sleepMs: 1, opened, early }, { threads: 2, after, early: 16 }),
    ).toEqual(items.map((item) => item * 2));
    // All 16 were finished before the worker stopped, and only once the gate was open.
    expect([...counts]).toEqual([16, 16]);
  });
  it('keeps a worker that was given every item early until it has finished them', async () => {
    const items = Array.from({ length: 12 }, (_, index) => index);
    const opened = new SharedArrayBuffer(4);
    const early = new SharedArrayBuffer(8);
    const counts = new Int32Array(early);
    const after = (async () => {
      while (Atomics.load(counts, 0) < 12) await new Promise((resolve) => setTimeout(resolve, 5));
      Atomics.store(new Int32Array(opened), 0, 1);
    })();
    // early: 24, so that the worker also learns early that there are no more items.
    await mapInThreads(items, job, { factor: 2, sleepMs: 1, opened, early }, { threads: 2, after, early: 24 });
    expect([...counts]).toEqual([12, 12]);
  });
  // On Linux a thread's priority is its own (elsewhere mapInThreads leaves it as it is).
  it.skipIf(process.platform !== 'linux')(
    'runs the worker threads at the priority asked for, this one as it was',
    async () => {
      const items = Array.from({ length: 400 }, (_, index) => index);
      const priorities = await mapInThreads<number, number>(
        items,
        new URL('./priority-job.ts', import.meta.url),
        {},
        { threads: 2, nice: 10 },
      );
      expect(new Set(priorities)).toEqual(new Set([getPriority(0), 10]));
    },
  );
  it('fails when one item fails, on either thread', async () => {
    const items = [...Array.from({ length: 100 }, (_, index) => index), -1];
    await expect(mapInThreads(items, job, { factor: 3, sleepMs: 0 }, { threads: 2 })).rejects.toThrow('cannot take -1');
  });
});
