import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead.ts';

/** A reader over keys 0..n-1 whose records are the keys doubled, noting every window it loads. */
function counted(n: number, size: number) {
  const loads: number[][] = [];
  const keys = Array.from({ length: n }, (_, i) => i);
  const reader = readAhead(
    keys,
    async (window) => {
      loads.push(window);
      return new Map(window.map((k) => [k, k * 2]));
    },
    size,
  );
  return { reader, loads };
}

describe('readAhead', () => {
  it('answers every key in order, loading each window once and the next one ahead', async () => {
    const { reader, loads } = counted(25, 10);
    expect(await reader.get(0)).toBe(0);
    expect(loads.map((w) => w[0])).toEqual([0, 10]);
    for (let k = 1; k < 25; k++) expect(await reader.get(k)).toBe(k * 2);
    expect(loads).toEqual([
      Array.from({ length: 10 }, (_, i) => i),
      Array.from({ length: 10 }, (_, i) => i + 10),
      [20, 21, 22, 23, 24],
    ]);
  });

  it('answers undefined for a key it was not given and for a record its window lacks', async () => {
    const reader = readAhead(
      [1, 2, 3],
      async (w) => new Map(w.filter((k) => k !== 2).map((k) => [k, 'x'])),
      2,
    );
    expect(await reader.get(9)).toBeUndefined();
    expect(await reader.get(2)).toBeUndefined();
    expect(await reader.get(3)).toBe('x');
  });

  it('drops windows two behind, and reads one again if asked out of order', async () => {
    const { reader, loads } = counted(40, 10);
    expect(await reader.get(25)).toBe(50);
    expect(await reader.get(3)).toBe(6);
    expect(await reader.get(25)).toBe(50);
    // 25 loads windows 2 and 3; 3 loads 0 and 1 and drops nothing; 25 again drops window 0 but loads nothing.
    expect(loads.map((w) => w[0])).toEqual([20, 30, 0, 10]);
    expect(await reader.get(4)).toBe(8);
    expect(loads.map((w) => w[0])).toEqual([20, 30, 0, 10, 0]);
  });

  it('gives a failed window to the page that asks for it, without an unhandled rejection', async () => {
    const reader = readAhead(
      [1, 2, 3, 4],
      async (w) => {
        if (w.includes(3)) throw new Error('store down');
        return new Map(w.map((k) => [k, k]));
      },
      2,
    );
    expect(await reader.get(1)).toBe(1); // starts window [3, 4], which fails unawaited
    await new Promise((r) => setTimeout(r, 10));
    await expect(reader.get(3)).rejects.toThrow('store down');
  });
});
