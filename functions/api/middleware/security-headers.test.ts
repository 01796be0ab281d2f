// securityHeaders: the CSP header part and Permissions-Policy on every answer, HSTS only over https (product.md §11.9).
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';
import { HEADER_CSP, HSTS, PERMISSIONS_POLICY } from '../../policy/security.ts';

function app(trustProxy = false) {
  const a = new Hono();
  a.use('*', securityHeaders(trustProxy));
  a.get('/', (c) => c.html('<!doctype html><title>Home</title>'));
  a.get('/upload', (c) =>
    c.body('img', 200, { 'Content-Security-Policy': "default-src 'none'; sandbox" }),
  );
  return a;
}

describe('securityHeaders', () => {
  it('sends the CSP header part and Permissions-Policy with an HTML page', async () => {
    // Act
    const res = await app().request('http://127.0.0.1:4321/');
    // Assess
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe(HEADER_CSP);
    expect(HEADER_CSP).toContain("frame-ancestors 'none'");
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toBe('camera=(), microphone=(), geolocation=()');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("refuses framing alike in X-Frame-Options and frame-ancestors: DENY with 'none'", async () => {
    // Act
    const res = await app().request('http://127.0.0.1:4321/');
    // Assess
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('sends no HSTS over plain http', async () => {
    // Act
    const res = await app().request('http://127.0.0.1:4321/');
    // Assess
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS over https', async () => {
    // Act
    const res = await app().request('https://news.example.org/');
    // Assess
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('believes X-Forwarded-Proto only behind a trusted proxy', async () => {
    // Prepare
    const headers = { 'x-forwarded-proto': 'https' };
    // Act
    const untrusted = await app(false).request('http://127.0.0.1:4321/', { headers });
    const trusted = await app(true).request('http://127.0.0.1:4321/', { headers });
    // Assess
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    expect(trusted.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it("keeps a route's own stricter policy", async () => {
    // Act
    const res = await app().request('http://127.0.0.1:4321/upload');
    // Assess
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});
