// Admin sign-in for e2e tests that write data through the API, with the run's password from the global setup.
import { expect, inject } from 'vitest';
import { url } from './browser.ts';

/** The running product's origin, for the Origin header that the API wants on every write. */
export const origin = () => new URL(url('/')).origin;

/** Logs in through the API and answers the session cookie header. */
export async function adminCookie(): Promise<string> {
  const res = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin() },
    body: JSON.stringify({ password: inject('adminPassword') }),
  });
  expect(res.ok).toBe(true);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
