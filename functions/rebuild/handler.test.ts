// The rebuild Lambda checks its environment when it loads: a missing BUILD_PROJECT_NAME is named.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllEnvs());

describe('rebuild Lambda configuration', () => {
  it('refuses to load without BUILD_PROJECT_NAME, naming it', async () => {
    // Prepare
    vi.stubEnv('BUILD_PROJECT_NAME', undefined);
    vi.resetModules();
    // Act / Assess
    await expect(import('./handler.ts')).rejects.toThrow(
      /BUILD_PROJECT_NAME: required by this entry point/,
    );
  });

  it('loads with BUILD_PROJECT_NAME set', async () => {
    // Prepare
    vi.stubEnv('BUILD_PROJECT_NAME', 'site-build');
    vi.resetModules();
    // Act / Assess
    expect(typeof (await import('./handler.ts')).handler).toBe('function');
  });
});
