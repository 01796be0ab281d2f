// The newsletter Lambda checks its environment when it loads: each missing required variable is named.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAMBDA_REQUIRED_ENV } from '../config.ts';

const FULL_ENV = {
  TABLE_NAME: 'news',
  SESSION_SECRET: 'x'.repeat(40),
  SITE_URL: 'https://news.example',
  MAIL_FROM: 'News <news@news.example>',
};

afterEach(() => vi.unstubAllEnvs());

describe('newsletter Lambda configuration', () => {
  it('requires exactly the variables this test sets', () => {
    expect([...LAMBDA_REQUIRED_ENV.newsletter].sort()).toEqual(Object.keys(FULL_ENV).sort());
  });

  it.each(Object.keys(FULL_ENV))('refuses to load without %s, naming it', async (missing) => {
    // Prepare
    for (const [name, value] of Object.entries(FULL_ENV))
      vi.stubEnv(name, name === missing ? undefined : value);
    vi.resetModules();
    // Act / Assess
    await expect(import('./handler.ts')).rejects.toThrow(
      new RegExp(`${missing}: required by this entry point`),
    );
  });

  it('loads when every required variable is set (SES, as no SMTP_URL is given)', async () => {
    // Prepare
    for (const [name, value] of Object.entries(FULL_ENV)) vi.stubEnv(name, value);
    vi.stubEnv('SMTP_URL', undefined);
    vi.resetModules();
    // Act
    const mod = await import('./handler.ts');
    // Assess
    expect(typeof mod.handler).toBe('function');
  });
});
