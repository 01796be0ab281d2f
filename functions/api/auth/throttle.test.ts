// Unit tests of the throttle's client key via app.request() with the env each runtime provides.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientKey } from './throttle.ts';

const app = new Hono().get('/key', (c) => c.text(clientKey(c)));
const keyOf = async (headers: Record<string, string>, env?: object) =>
  (await app.request('/key', { headers }, env)).text();

describe('clientKey', () => {
  it('takes the first x-forwarded-for hop', async () => {
    expect(await keyOf({ 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1' })).toBe('203.0.113.9');
  });

  it("falls back to API Gateway's source IP (payload v2), then the socket's peer", async () => {
    expect(await keyOf({}, { requestContext: { http: { sourceIp: '198.51.100.4' } } })).toBe(
      '198.51.100.4',
    );
    expect(await keyOf({}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })).toBe(
      '127.0.0.1',
    );
    expect(await keyOf({})).toBe('unknown');
  });

  it('bounds the key length', async () => {
    expect((await keyOf({ 'x-forwarded-for': 'x'.repeat(500) })).length).toBe(100);
  });
});
