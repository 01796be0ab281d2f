// originAllowed: a client-sent X-Forwarded-Host makes a foreign origin same-origin only behind a trusted proxy.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { refuseForeignOrigins } from './foreign-origins.ts';
import { originAllowed } from './origin-allowed.ts';
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
