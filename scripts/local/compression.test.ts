// The local host's compression: text answers gzipped when asked, bodies and other answers untouched.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withCompression } from './compression.ts';

const page = `<!DOCTYPE html><title>Home</title>${'<p>Latest News</p>'.repeat(200)}`;

/** An app that answers the page, echoes a POST's body, and serves an image. */
const app = withCompression(async (req) => {
  if (req.method === 'POST')
    return new Response(await req.text(), { headers: { 'content-type': 'text/plain' } });
  if (new URL(req.url).pathname === '/logo.png')
    return new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } });
  return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
});

describe('withCompression', () => {
  it('gzips a page for a browser that accepts it, and says so', async () => {
    // Act
    const res = await app(
      new Request('http://127.0.0.1/', { headers: { 'accept-encoding': 'gzip, deflate, br' } }),
    );
    // Assess
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(body).toString('utf8')).toBe(page);
  });

  it('sends the page as it is to a client that accepts no encoding', async () => {
    // Act
    const res = await app(new Request('http://127.0.0.1/'));
    // Assess
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(page);
  });

  it('passes a request body through, and leaves an image alone', async () => {
    // Act
    const echoed = await app(
      new Request('http://127.0.0.1/api/echo', { method: 'POST', body: 'title=Screen readers' }),
    );
    const image = await app(
      new Request('http://127.0.0.1/logo.png', { headers: { 'accept-encoding': 'gzip' } }),
    );
    // Assess
    expect(await echoed.text()).toBe('title=Screen readers');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
  });
});
