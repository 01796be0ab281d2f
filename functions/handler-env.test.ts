// Every Lambda checks its environment when it loads: each variable LAMBDA_REQUIRED_ENV lists for it is named
// when missing, and the Lambda loads with those set and no other of them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAMBDA_REQUIRED_ENV } from './config.ts';

type LambdaName = keyof typeof LAMBDA_REQUIRED_ENV;
type RequiredName = (typeof LAMBDA_REQUIRED_ENV)[LambdaName][number];

/** A valid value for every variable some Lambda requires. */
const SAMPLE: Record<RequiredName, string> = {
  TABLE_NAME: 'news',
  ADMIN_PASSWORD_HASH: 'scrypt$hash',
  SESSION_SECRET: 'x'.repeat(40),
  SITE_URL: 'https://news.example',
  MAIL_FROM: 'News <news@news.example>',
  BUILD_PROJECT_NAME: 'site-build',
  REBUILD_FUNCTION_NAME: 'rebuild-hook',
};

/** Each Lambda's entry point, loaded afresh after vi.resetModules(). */
const ENTRY: Record<LambdaName, () => Promise<{ handler: unknown }>> = {
  api: () => import('./api/handler.ts'),
  import: () => import('./import/handler.ts'),
  rebuild: () => import('./rebuild/handler.ts'),
  newsletter: () => import('./newsletter/handler.ts'),
  schedule: () => import('./schedule/handler.ts'),
};

/** Sets `names` to their sample values and unsets every other required variable (and SMTP_URL: the newsletter uses SES). */
function stubOnly(names: readonly string[]) {
  for (const [name, value] of Object.entries(SAMPLE))
    vi.stubEnv(name, names.includes(name) ? value : undefined);
  vi.stubEnv('SMTP_URL', undefined);
  vi.resetModules();
}

afterEach(() => vi.unstubAllEnvs());

const cases = Object.entries(LAMBDA_REQUIRED_ENV) as [LambdaName, readonly RequiredName[]][];

describe.each(cases)('the %s Lambda', (lambda, required) => {
  it.each(required)('refuses to load without %s, naming it', async (missing) => {
    // Prepare
    stubOnly(required.filter((name) => name !== missing));
    // Act / Assess
    await expect(ENTRY[lambda]()).rejects.toThrow(
      new RegExp(`${missing}: required by this entry point`),
    );
  });

  it('loads when its required variables are set', async () => {
    // Prepare
    stubOnly(required);
    // Act
    const mod = await ENTRY[lambda]();
    // Assess
    expect(typeof mod.handler).toBe('function');
  });
});
