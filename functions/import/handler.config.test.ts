// The import Lambda checks its environment when it loads: a missing TABLE_NAME is named.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllEnvs());

describe('import Lambda configuration', () => {
  it('refuses to load without TABLE_NAME, naming it', async () => {
    // Prepare
    vi.stubEnv('TABLE_NAME', undefined);
    vi.resetModules();
    // Act / Assess
    await expect(import('./handler.ts')).rejects.toThrow(
      /TABLE_NAME: required by this entry point/,
    );
  });

  it('loads with TABLE_NAME set', async () => {
    // Prepare
    vi.stubEnv('TABLE_NAME', 'news');
    vi.resetModules();
    // Act / Assess
    expect(typeof (await import('./handler.ts')).handler).toBe('function');
  });
});
