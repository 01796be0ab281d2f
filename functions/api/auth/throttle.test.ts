// Unit tests of the throttle's client key via app.request() with the env each runtime provides.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientKey, throttleKey } from './throttle.ts';

const app = new Hono()
  .get('/key', (c) => c.text(clientKey(c)))
  .get('/trusted', (c) => c.text(clientKey(c, true)));
const keyOf = async (headers: Record<string, string>, env?: object, path = '/trusted') =>
  (await app.request(path, { headers }, env)).text();

describe('clientKey', () => {
  it('ignores x-forwarded-for unless a trusted proxy sets it', async () => {
    const socket = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect(await keyOf({ 'x-forwarded-for': '203.0.113.9' }, socket, '/key')).toBe('127.0.0.1');
  });

  it("prefers CloudFront's viewer address in Lambda, without the port", async () => {
    const lambda = { requestContext: { http: { sourceIp: '198.51.100.4' } } };
    const headers = {
      'cloudfront-viewer-address': '203.0.113.20:51234',
      'x-forwarded-for': '1.2.3.4',
    };
    expect(await keyOf(headers, lambda, '/key')).toBe('203.0.113.20');
  });

  it('takes the first x-forwarded-for hop behind a trusted proxy', async () => {
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

describe('throttleKey', () => {
  it('keys an IPv6 client by its /64, however the address is written', async () => {
    // Act
    const keys = await Promise.all(
      ['2001:db8:a:b::1', '2001:0DB8:000A:000B:ffff:0:0:2', '2001:db8:a:b:1:2:3:4'].map(
        throttleKey,
      ),
    );
    // Assess
    expect(new Set(keys)).toEqual(new Set(['2001:db8:a:b::/64']));
    expect(await throttleKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
  });

  it('keeps an IPv4 client whole, takes a mapped one as IPv4, and passes anything else on', async () => {
    // Assess
    expect(await throttleKey('203.0.113.5')).toBe('203.0.113.5');
    expect(await throttleKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(await throttleKey('unknown')).toBe('unknown');
  });
});
