// Integration tests over real HTTP: login, logout, session, cookie attributes and the login throttle (product.md §10.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_PASSWORD, type TestApi } from '../../../tests/support/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const login = (password: string, headers: Record<string, string> = {}) =>
  api.send('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ password }),
  });
const session = async (cookie?: string) =>
  (await (await api.send('/api/auth/session', cookie ? { cookie } : {})).json()).authenticated;
const adminCall = (cookie: string) => api.send('/api/articles?isManualEntry=true', { cookie });

describe('login', () => {
  it('answers 200 {authenticated:true} and sets a signed HttpOnly SameSite=Strict cookie on Path=/', async () => {
    const res = await login(TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: true });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^a11y_session=[^;]+\.[^;]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    expect(await session(setCookie.split(';')[0])).toBe(true);
  });

  it('marks the cookie Secure behind https', async () => {
    const res = await login(TEST_PASSWORD, {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.9',
    });
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });

  it('believes X-Forwarded-Proto for the Secure flag only behind a trusted proxy', async () => {
    const direct = await startTestApi({ trustProxy: false });
    try {
      const res = await direct.send('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ password: TEST_PASSWORD }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(/^a11y_session=/);
      expect(res.headers.get('set-cookie')).not.toContain('Secure');
    } finally {
      await direct.close();
    }
  });

  it("answers 401 {error:'Invalid password'} to a wrong password and 400 to a missing one", async () => {
    const res = await login('guess', { 'x-forwarded-for': '198.51.100.1' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid password' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(
      (
        await api.send('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(400);
  });

  it('refuses a forged or unsigned cookie', async () => {
    const cookie = await api.login();
    const [name, value] = cookie.split('=');
    const forged = `${name}=${value!.replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a'))}`;
    expect(await session(forged)).toBe(false);
    expect(await session(`a11y_session=${value!.split('.')[0]}`)).toBe(false);
    expect((await adminCall(forged)).status).toBe(401);
  });
});

describe('logout', () => {
  it('answers 204, clears the cookie and revokes the session on the server', async () => {
    const cookie = await api.login();
    expect((await adminCall(cookie)).status).toBe(200);
    const res = await api.send('/api/auth/logout', { method: 'POST', cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/a11y_session=;.*Max-Age=0/);
    // The cookie from before logout is refused.
    expect(await session(cookie)).toBe(false);
    expect((await adminCall(cookie)).status).toBe(401);
  });
});

describe('throttle', () => {
  it('answers 429 with Retry-After after 5 failures from one client, even for the right password', async () => {
    const client = { 'x-forwarded-for': '203.0.113.5, 10.0.0.1' };
    for (let i = 0; i < 5; i++) expect((await login(`wrong ${i}`, client)).status).toBe(401);
    const blocked = await login(TEST_PASSWORD, client);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Another client is not affected.
    expect((await login(TEST_PASSWORD, { 'x-forwarded-for': '203.0.113.6' })).status).toBe(200);
  });

  it('lets only 5 of 20 parallel wrong guesses through to the password check', async () => {
    const client = { 'x-forwarded-for': '203.0.113.8' };
    const guesses = Array.from({ length: 20 }, (_, i) => login(`parallel ${i}`, client));
    const statuses = (await Promise.all(guesses)).map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    // The right password does not help once the parallel guesses used up the allowance.
    expect((await login(TEST_PASSWORD, client)).status).toBe(429);
  });

  it('counts an IPv6 client by its /64, so stepping through its addresses gains nothing', async () => {
    const from = (host: number) => ({ 'x-forwarded-for': `2001:db8:5:6::${host.toString(16)}` });
    for (let i = 1; i <= 5; i++) expect((await login(`wrong ${i}`, from(i))).status).toBe(401);
    expect((await login(TEST_PASSWORD, from(6))).status).toBe(429);
    // The next /64 is another client.
    expect((await login(TEST_PASSWORD, { 'x-forwarded-for': '2001:db8:5:7::1' })).status).toBe(200);
  });

  it('clears the count on success', async () => {
    const client = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 4; i++) await login(`wrong ${i}`, client);
    expect((await login(TEST_PASSWORD, client)).status).toBe(200);
    for (let i = 0; i < 4; i++) await login(`wrong again ${i}`, client);
    expect((await login('still wrong', client)).status).toBe(401);
  });
});
