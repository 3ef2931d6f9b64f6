import { describe, expect, it } from 'vitest';
import { mapInThreads, threadsFor } from '../../scripts/threads.ts';

const job = new URL('./threads-job.ts', import.meta.url);

describe('work spread over threads', () => {
  it('keeps a small site on one thread', () => {
    expect(threadsFor(58)).toBe(1);
  });
  it('returns every result in the order of the items, whichever thread did them', async () => {
    const items = Array.from({ length: 400 }, (_, index) => index);
    expect(await mapInThreads(items, job, { factor: 3, sleepMs: 5 }, 2)).toEqual(items.map((item) => item * 3));
  });
  it('fails when one item fails, on either thread', async () => {
    const items = [...Array.from({ length: 100 }, (_, index) => index), -1];
    await expect(mapInThreads(items, job, { factor: 3, sleepMs: 0 }, 2)).rejects.toThrow('cannot take -1');
  });
});
