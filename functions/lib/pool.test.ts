// mapPool: bounded width, input order, and no new task after one has thrown.
import { describe, expect, it } from 'vitest';
import { mapPool } from './pool.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapPool', () => {
  it('keeps at most `width` tasks in flight and answers in input order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapPool([30, 10, 20, 5, 15], 2, async (ms, i) => {
      most = Math.max(most, ++running);
      await tick(ms);
      running--;
      return i * 10;
    });
    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(most).toBe(2);
  });

  it('after the first throw starts nothing new, lets running tasks settle, then rejects with it', async () => {
    const started: number[] = [];
    const settled: number[] = [];
    const run = mapPool([0, 1, 2, 3, 4, 5], 2, async (_item, i) => {
      started.push(i);
      if (i === 0) {
        await tick(5);
        throw new Error('first');
      }
      if (i === 1) {
        await tick(30);
        settled.push(i);
        throw new Error('second');
      }
      await tick(1);
      settled.push(i);
      return i;
    });

    await expect(run).rejects.toThrow('first');
    expect(started).toEqual([0, 1]);
    expect(settled).toEqual([1]);
  });
});
