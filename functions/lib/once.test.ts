// once: one load shared by every caller, and a failed load tried again.
import { describe, expect, it } from 'vitest';
import { once } from './once.ts';

describe('once', () => {
  it('loads once for callers that ask at the same time', async () => {
    // Prepare
    let loads = 0;
    const get = once(async () => {
      loads += 1;
      return { loads };
    });
    // Act
    const [a, b] = await Promise.all([get(), get()]);
    // Assess
    expect(a).toBe(b);
    expect(loads).toBe(1);
  });

  it('loads again after a failed load instead of keeping the failure', async () => {
    // Prepare
    let attempts = 0;
    const get = once(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk missing');
      return 'loaded';
    });
    // Act
    const first = await get().catch((err: Error) => err.message);
    const second = await get();
    const third = await get();
    // Assess
    expect([first, second, third]).toEqual(['chunk missing', 'loaded', 'loaded']);
    expect(attempts).toBe(2);
  });
});
