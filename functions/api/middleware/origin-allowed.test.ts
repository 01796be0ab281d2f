// originAllowed: a client-sent X-Forwarded-Host makes a foreign origin same-origin only behind a trusted proxy.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { refuseForeignHosts, refuseForeignOrigins } from './foreign-origins.ts';
import { localHosts, originAllowed } from './origin-allowed.ts';
import { handleError } from '../errors.ts';

function app(trustProxy: boolean) {
  const a = new Hono();
  a.onError(handleError);
  a.use('*', refuseForeignOrigins(originAllowed(['https://news.example.org'], trustProxy)));
  a.post('/write', (c) => c.text('written'));
  return a;
}

const write = (a: Hono, headers: Record<string, string>) =>
  a.request('http://127.0.0.1:4321/write', { method: 'POST', headers });

describe('originAllowed', () => {
  it('refuses a foreign origin that names itself in X-Forwarded-Host when no proxy is trusted', async () => {
    // Act
    const res = await write(app(false), {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
    });
    // Assess
    expect(res.status).toBe(403);
  });

  it('accepts the forwarded host behind a trusted proxy', async () => {
    // Act
    const res = await write(app(true), {
      origin: 'https://news.internal',
      'x-forwarded-host': 'news.internal',
    });
    // Assess
    expect(res.status).toBe(200);
  });

  it('accepts the request’s own host and a configured origin without any proxy', async () => {
    // Act
    const own = await write(app(false), { origin: 'http://127.0.0.1:4321' });
    const configured = await write(app(false), { origin: 'https://news.example.org' });
    // Assess
    expect(own.status).toBe(200);
    expect(configured.status).toBe(200);
  });
});

describe('refuseForeignHosts', () => {
  function local(siteUrl?: string) {
    const a = new Hono();
    a.onError(handleError);
    a.use('*', refuseForeignHosts(localHosts(4321, siteUrl)));
    a.use('*', refuseForeignOrigins(originAllowed([], false)));
    a.get('/read', (c) => c.text('read'));
    a.post('/write', (c) => c.text('written'));
    return a;
  }
  const to = (a: Hono, host: string, origin = `http://${host}`, method = 'POST') =>
    a.request(`http://${host}/${method === 'GET' ? 'read' : 'write'}`, {
      method,
      headers: { origin },
    });

  it('refuses a write for another host even when its Origin matches (DNS rebinding)', async () => {
    // Act
    const rebound = await to(local(), 'evil.example:4321');
    const noOrigin = await local().request('http://evil.example:4321/write', { method: 'POST' });
    // Assess
    expect(rebound.status).toBe(403);
    expect(await rebound.json()).toMatchObject({ error: expect.stringContaining('host') });
    expect(noOrigin.status).toBe(403);
  });

  it('accepts writes for the loopback names on the local port and for SITE_URL’s host', async () => {
    // Act
    const statuses = await Promise.all(
      ['localhost:4321', '127.0.0.1:4321', '[::1]:4321', 'news.example.org'].map(
        async (host) => (await to(local('https://news.example.org'), host)).status,
      ),
    );
    const otherPort = await to(local(), 'localhost:9999');
    const read = await to(local(), 'evil.example:4321', 'http://evil.example:4321', 'GET');
    // Assess
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(otherPort.status).toBe(403);
    expect(read.status).toBe(200);
  });
});
