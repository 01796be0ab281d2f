// deferred.ts: a service built on first use, once (functions/lib/once.ts), for every method.
import { describe, expect, it } from 'vitest';
import { deferMethods } from './deferred.ts';

interface Counter {
  add(n: number): Promise<number>;
  total(): Promise<number>;
}

function counterLoader() {
  let loads = 0;
  const load = async (): Promise<Counter> => {
    loads += 1;
    let sum = 0;
    return { add: async (n) => (sum += n), total: async () => sum };
  };
  return { load, loads: () => loads };
}

describe('deferMethods', () => {
  it('builds nothing until a method is called, then one service for every call', async () => {
    // Prepare
    const loader = counterLoader();
    const counter = deferMethods(loader.load, ['add', 'total']) satisfies Counter;
    // Assess
    expect(loader.loads()).toBe(0);
    // Act
    await Promise.all([counter.add(2), counter.add(3)]);
    // Assess
    expect(await counter.total()).toBe(5);
    expect(loader.loads()).toBe(1);
  });
});
